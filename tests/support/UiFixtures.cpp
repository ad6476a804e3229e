// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/support/UiFixtures.h"

#include "core/content/Catalogue.h"

#include <QAbstractButton>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTimer>

namespace gtl::ui::test {

std::shared_ptr<const GameTree> presetTree(const char* name)
{
    return std::make_shared<const GameTree>(Catalogue::findPreset(name)->build());
}

std::shared_ptr<const SearchRun> presetRun(const char* name, Algorithm algorithm)
{
    // Titled as the window titles a preset it opens.
    return SearchRun::create(presetTree(name), {algorithm, false}, std::string(Catalogue::findPreset(name)->title));
}

std::size_t firstStepOf(const Trace& trace, EventKind kind)
{
    for (std::size_t i = 0; i < trace.events.size(); ++i) {
        if (trace.events[i].kind == kind)
            return i + 1;
    }
    return 0;
}

void answerNextQuestion(QMessageBox::StandardButton button)
{
    QTimer::singleShot(0, [button] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
            box->button(button)->click();
    });
}

TreeView& view(MainWindow& window)
{
    return window.view();
}

const GameTree& tree(MainWindow& window)
{
    return window.runModel().tree();
}

void useOwnSettings()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("GameTreeLabTests");
    QCoreApplication::setApplicationName(
        QStringLiteral("%1-%2").arg(QCoreApplication::applicationName()).arg(QCoreApplication::applicationPid()));
    QSettings().clear();
}

void removeOwnSettings()
{
    QSettings settings;
    settings.clear();
    QFile::remove(settings.fileName());
}

QString sharedKey(const QWidget& widget)
{
    QStringList texts;
    for (const QLabel* label : widget.findChildren<QLabel*>())
        if (label->buddy() && label->isVisibleTo(&widget))
            texts.append(label->text());
    for (const QAbstractButton* button : widget.findChildren<QAbstractButton*>())
        if (button->isVisibleTo(&widget))
            texts.append(button->text());
    for (const QTabBar* tabs : widget.findChildren<QTabBar*>())
        if (tabs->isVisibleTo(&widget))
            for (int tab = 0; tab < tabs->count(); ++tab)
                texts.append(tabs->tabText(tab));
    QMap<QChar, QString> owner;
    for (const QString& text : texts) {
        const qsizetype at = text.indexOf('&');
        if (at < 0 || at + 1 >= text.size())
            continue;
        const QChar key = text[at + 1].toLower();
        if (owner.contains(key))
            return owner[key] + " and " + text;
        owner[key] = text;
    }
    return {};
}

} // namespace gtl::ui::test
