#pragma once

#include <QByteArray>
#include <QFont>
#include <QList>
#include <QPointer>
#include <QSize>

#include <utility>
#include <vector>

class QDockWidget;
class QMainWindow;
class QWidget;

namespace gtl::ui {

/// Larger type and fewer panels for a classroom projector, and exactly the window it found
/// when it is turned off again: the fonts each widget had and the docks' layout and sizes.
class ProjectorMode {
public:
    /// Type grows by this factor.
    static constexpr qreal kScale = 1.4;

    /// @p window is the window to enlarge; @p setAside the docks that make room for the tree.
    ProjectorMode(QMainWindow& window, QList<QDockWidget*> setAside);

    bool isOn() const { return on_; }
    void setOn(bool on);

private:
    void enlargeFonts();
    void restoreFonts();
    void restoreDockSizes();

    QMainWindow& window_;
    QList<QDockWidget*> setAside_;
    bool on_ = false;
    /// What turning the mode on changed, to be given back.
    std::vector<std::pair<QPointer<QWidget>, QFont>> ownFonts_;
    QByteArray dockLayout_;
    std::vector<std::pair<QPointer<QDockWidget>, QSize>> dockSizes_;
};

} // namespace gtl::ui
