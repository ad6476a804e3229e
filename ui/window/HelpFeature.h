// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;
class QUrl;
class QMenuBar;
class QWidget;

namespace gtl::ui {

class ManualWindow;
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

private:
    void showShortcuts();
    /// The list in a dialog of its own that fits the screen, scrolling what does not.
    void showList(const QString& html);

    QMenuBar& menuBar_;
    QWidget& window_;
    QAction* about_;
    ManualWindow* manual_ = nullptr;
};

} // namespace gtl::ui
