// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/HelpFeature.h"

#include "ui/window/WindowActions.h"
#include "ui/window/WindowParts.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSet>

#include <functional>

namespace gtl::ui {

HelpFeature::HelpFeature(const WindowParts& parts)
    : QObject(&parts.window)
    , menuBar_(*parts.window.menuBar())
    , window_(parts.window)
    , about_(new QAction(tr("About Game Tree Lab"), this))
{
    parts.actions.shortcuts = parts.action(tr("Keyboard Shortcuts"), QKeySequence::HelpContents, tr("List the keys"));
    connect(parts.actions.shortcuts, &QAction::triggered, this, &HelpFeature::showShortcuts);
    connect(about_, &QAction::triggered, this, [this] {
        QMessageBox::about(&window_, tr("About Game Tree Lab"),
            tr("<h3>Game Tree Lab</h3><p>Minimax, negamax and alpha-beta, step by step: every bound, value "
               "and cut-off as it happens.</p>"));
    });
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
    QString columns[2];
    int filled = 0;
    for (const auto& [title, rows] : sections) {
        QString& column = columns[filled < total / 2 ? 0 : 1];
        column += QStringLiteral("<tr><td colspan=2><i>%1</i></td></tr>").arg(title) + rows.join(QString());
        filled += int(rows.size()) + 1;
    }
    QMessageBox::information(&window_, tr("Keyboard Shortcuts"),
        QStringLiteral("<table><tr><td valign=top><table>%1</table></td><td width=24></td>"
                       "<td valign=top><table>%2</table></td></tr></table><p>%3</p>")
            .arg(columns[0], columns[1], tr("Mouse: drag to pan, wheel to zoom.")));
}

} // namespace gtl::ui
