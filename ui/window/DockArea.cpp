// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/DockArea.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>

#include <algorithm>
#include <iterator>
#include <map>

namespace gtl::ui {
namespace {

struct Place {
    const char* name;
    Qt::DockWidgetArea area;
    /// Hidden until what it shows is on screen: a lesson, practice, an enhanced search.
    bool shownAtFirst;
};

// Top to bottom in each column. The side panels run the full height; the lesson bar sits under
// the tree alone.
constexpr Place kLayout[] = {
    {"narrationDock", Qt::RightDockWidgetArea, true},
    {"practiceDock", Qt::RightDockWidgetArea, false},
    {"pseudocodeDock", Qt::RightDockWidgetArea, true},
    {"countersDock", Qt::LeftDockWidgetArea, true},
    {"lessonDock", Qt::BottomDockWidgetArea, false},
    {"pathDock", Qt::LeftDockWidgetArea, true},
    {"treeTextDock", Qt::LeftDockWidgetArea, true},
    {"gameDock", Qt::LeftDockWidgetArea, false},
    {"tableDock", Qt::RightDockWidgetArea, false},
    {"iterationsDock", Qt::RightDockWidgetArea, false},
    {"convergenceDock", Qt::BottomDockWidgetArea, false},
};

/// The dock's place in the layout; a dock the layout does not name goes last, on the right.
std::size_t placeOf(const QDockWidget& dock)
{
    const auto found = std::find_if(std::begin(kLayout), std::end(kLayout),
        [&](const Place& place) { return dock.objectName() == QLatin1String(place.name); });
    Q_ASSERT_X(found != std::end(kLayout), "DockArea", "a dock the default layout does not place");
    return std::size_t(found - std::begin(kLayout));
}

const Place& placeFor(const QDockWidget& dock)
{
    static constexpr Place kUnlisted{"", Qt::RightDockWidgetArea, true};
    const std::size_t index = placeOf(dock);
    return index < std::size(kLayout) ? kLayout[index] : kUnlisted;
}

} // namespace

DockArea::DockArea(QMainWindow& window)
    : window_(window)
    , panelsMenu_(new QMenu(tr("Panels"), &window))
{
}

QDockWidget* DockArea::add(QWidget* widget, const QString& title, const char* name, InProjector inProjector)
{
    auto* dock = new QDockWidget(title, &window_);
    dock->setObjectName(name);
    dock->setWidget(widget);
    // A screen reader names the panel's content as the panel is named.
    if (widget->accessibleName().isEmpty())
        widget->setAccessibleName(title);
    added_.push_back(dock);
    inProjector_[dock] = inProjector;
    return dock;
}

QList<QDockWidget*> DockArea::docks(InProjector inProjector) const
{
    QList<QDockWidget*> docks;
    for (QDockWidget* dock : added_) {
        if (inProjector_.at(dock) == inProjector)
            docks.append(dock);
    }
    return docks;
}

void DockArea::arrange()
{
    std::stable_sort(added_.begin(), added_.end(),
        [](const QDockWidget* a, const QDockWidget* b) { return placeOf(*a) < placeOf(*b); });
    window_.setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    window_.setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    // Each panel goes under the one before it in its area: panels under the tree side by side
    // (the lesson bar and the Convergence charts) would each have half the tree's width.
    std::map<Qt::DockWidgetArea, QDockWidget*> lastIn;
    for (QDockWidget* dock : added_) {
        const Qt::DockWidgetArea area = placeFor(*dock).area;
        window_.addDockWidget(area, dock);
        if (QDockWidget* above = lastIn[area])
            window_.splitDockWidget(above, dock, Qt::Vertical);
        lastIn[area] = dock;
        panelsMenu_->addAction(dock->toggleViewAction());
    }
    // Two more panels in the right column would leave each a row or two at 720p: they share
    // one place, a tab each.
    if (dock("tableDock") && dock("iterationsDock"))
        window_.tabifyDockWidget(dock("tableDock"), dock("iterationsDock"));
    for (QDockWidget* dock : added_) {
        if (!placeFor(*dock).shownAtFirst)
            dock->hide();
    }
}

QDockWidget* DockArea::dock(const char* name) const
{
    const auto found = std::find_if(added_.begin(), added_.end(),
        [&](const QDockWidget* dock) { return dock->objectName() == QLatin1String(name); });
    return found == added_.end() ? nullptr : *found;
}

void DockArea::shareWidth(int width)
{
    window_.resizeDocks({dock("narrationDock"), dock("countersDock")},
        {std::clamp(width * 25 / 100, 230, 380), std::clamp(width * 16 / 100, 170, 240)}, Qt::Horizontal);
}

} // namespace gtl::ui
