// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/help/HelpFeature.h"

#include "core/search/SearchFamilyEntry.h"
#include "ui/help/ManualWindow.h"
#include "ui/lessons/LessonCommands.h"
#include "ui/lessons/LessonSession.h"
#include "ui/playback/RunModel.h"
#include "ui/practice/PracticeSession.h"
#include "ui/window/WindowActions.h"
#include "ui/window/WindowParts.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollBar>
#include <QSet>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

#include <functional>

namespace gtl::ui {

HelpFeature::HelpFeature(const WindowParts& parts)
    : QObject(&parts.window)
    , menuBar_(*parts.window.menuBar())
    , window_(parts.window)
    , model_(parts.model)
    , lessons_(parts.lessons)
    , practice_(parts.practice)
    , about_(new QAction(tr("About Game Tree Lab"), this))
{
    parts.actions.manual = parts.action(tr("&Manual"), QKeySequence::HelpContents, tr("Read the manual"));
    connect(parts.actions.manual, &QAction::triggered, this, [this] { showManual(pageForScreen()); });
    parts.actions.shortcuts
        = parts.action(tr("Keyboard Shortcuts"), QKeySequence(Qt::CTRL | Qt::Key_F1), tr("List the keys"));
    connect(parts.actions.shortcuts, &QAction::triggered, this, &HelpFeature::showShortcuts);
    connect(about_, &QAction::triggered, this, [this] {
        QMessageBox::about(&window_, tr("About Game Tree Lab"),
            tr("<h3>Game Tree Lab</h3><p>Minimax, negamax and alpha-beta, step by step: every bound, value "
               "and cut-off as it happens.</p>"));
    });
}

QUrl HelpFeature::pageForScreen() const
{
    if (lessons_.lessons().isActive())
        return ManualWindow::chapterPage(QStringLiteral("lessons.md"));
    if (practice_.isActive())
        return ManualWindow::chapterPage(QStringLiteral("lessons.md"), QStringLiteral("practice"));
    const Algorithm algorithm = model_.run().trace.options.algorithm;
    const SearchFamilyEntry& family = familyEntry(algorithm);
    if (algorithmEntry(algorithm).severalPlayers || model_.tree().scoresEachPlayer())
        return ManualWindow::chapterPage(QStringLiteral("several-players.md"));
    if (!family.provesValues)
        return ManualWindow::chapterPage(
            QStringLiteral("chance-and-monte-carlo.md"), QStringLiteral("monte-carlo-tree-search"));
    if (family.readsChance)
        return ManualWindow::chapterPage(QStringLiteral("chance-and-monte-carlo.md"), QStringLiteral("chance-nodes"));
    return ManualWindow::contentsPage();
}

void HelpFeature::showManual(const QUrl& page)
{
    if (!manual_)
        manual_ = new ManualWindow(&window_);
    manual_->showPage(page);
}

void HelpFeature::showShortcuts()
{
    // Each action once, under the first menu that has it. Two columns keep it within a
    // 720-pixel screen.
    QList<QPair<QString, QStringList>> sections;
    QSet<const QAction*> listed;
    std::function<void(const QMenu&, QStringList&)> listMenu = [&](const QMenu& menu, QStringList& rows) {
        for (const QAction* action : menu.actions()) {
            if (action->menu())
                listMenu(*action->menu(), rows);
            else if (!action->shortcut().isEmpty() && !listed.contains(action)) {
                listed.insert(action);
                rows.append(QStringLiteral("<tr><td><b>%1</b>&nbsp;&nbsp;</td><td>%2</td></tr>")
                                .arg(action->shortcut().toString(QKeySequence::NativeText).toHtmlEscaped(),
                                    QString(action->text()).remove("…").remove('&').toHtmlEscaped()));
            }
        }
    };
    int total = 0;
    for (const QAction* menu : menuBar_.actions()) {
        QStringList rows;
        listMenu(*menu->menu(), rows);
        total += int(rows.size()) + 1;
        if (!rows.isEmpty())
            sections.append({menu->text().remove('&'), rows});
    }
    // In the menus' order; a section goes right once the left would pass half by more than the
    // section's own middle, so that both columns end near the same height.
    QString columns[2];
    int filled = 0;
    bool right = false;
    for (const auto& [title, rows] : sections) {
        const int height = int(rows.size()) + 1;
        right = right || 2 * filled + height > total;
        columns[right ? 1 : 0]
            += QStringLiteral("<tr><td colspan=2><i>%1</i></td></tr>").arg(title) + rows.join(QString());
        filled += height;
    }
    showList(QStringLiteral("<table><tr><td valign=top><table>%1</table></td><td width=24></td>"
                            "<td valign=top><table>%2</table></td></tr></table><p>%3</p>")
                 .arg(columns[0], columns[1], tr("Mouse: drag to pan, wheel to zoom.")));
}

void HelpFeature::showList(const QString& html)
{
    auto* dialog = new QDialog(&window_);
    dialog->setObjectName("shortcutsDialog");
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Keyboard Shortcuts"));
    auto* list = new QTextBrowser(dialog);
    list->setHtml(html);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(list);
    layout->addWidget(buttons);
    // As large as the list, and never larger than the screen's room: a longer list scrolls.
    const QScreen* screen = window_.screen();
    const QSize room = screen ? screen->availableGeometry().size() * 0.9 : QSize(1200, 650);
    // Laid out as wide as the room allows, the width the list uses is its own.
    QTextDocument document;
    document.setDefaultFont(list->font());
    document.setHtml(html);
    document.setTextWidth(room.width());
    document.setTextWidth(document.idealWidth());
    const int frame = 2 * list->frameWidth() + 2 * int(document.documentMargin());
    const QMargins margins = layout->contentsMargins();
    QSize wanted(int(document.idealWidth()) + frame + list->verticalScrollBar()->sizeHint().width(),
        int(document.size().height()) + frame + layout->spacing() + buttons->sizeHint().height());
    wanted += QSize(margins.left() + margins.right(), margins.top() + margins.bottom());
    dialog->resize(wanted.boundedTo(room));
    dialog->open();
}

} // namespace gtl::ui
