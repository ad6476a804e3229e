// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;
class QUrl;
class QMenuBar;
class QWidget;

namespace gtl::ui {

class LessonCommands;
class ManualWindow;
class PracticeSession;
class RunModel;
struct WindowParts;

/// Help: the manual, the list of keyboard shortcuts, made from the menus so that it names every
/// key a menu shows and only those, and About.
class HelpFeature : public QObject {
    Q_OBJECT

public:
    explicit HelpFeature(const WindowParts& parts);

    QAction& about() { return *about_; }
    /// The manual at @p page (ManualWindow::chapterPage), in its window.
    void showManual(const QUrl& page);
    /// The manual's page for what is on screen: a lesson's, practice's, Monte Carlo tree
    /// search's, chance's, or else the contents.
    QUrl pageForScreen() const;

private:
    void showShortcuts();
    /// The list in a dialog of its own that fits the screen, scrolling what does not.
    void showList(const QString& html);

    QMenuBar& menuBar_;
    QWidget& window_;
    const RunModel& model_;
    const LessonCommands& lessons_;
    const PracticeSession& practice_;
    QAction* about_;
    ManualWindow* manual_ = nullptr;
};

} // namespace gtl::ui
