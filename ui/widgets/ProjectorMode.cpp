// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/ProjectorMode.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QSignalBlocker>
#include <QTimer>

#include <memory>

namespace gtl::ui {

ProjectorMode::ProjectorMode(QMainWindow& window, QList<QDockWidget*> setAside, QList<QDockWidget*> followContent)
    : window_(window)
    , setAside_(std::move(setAside))
    , followContent_(std::move(followContent))
{
}

void ProjectorMode::setOn(bool on, bool fullScreen)
{
    if (on == on_)
        return;
    on_ = on;
    if (on) {
        windowState_ = window_.windowState();
        dockLayout_ = window_.saveState();
        dockSizes_.clear();
        for (QDockWidget* dock : window_.findChildren<QDockWidget*>())
            dockSizes_.emplace_back(dock, dock->size());
        enlargeFonts();
        // The tree is what the class looks at: the working panels make room for it.
        for (QDockWidget* dock : setAside_)
            dock->hide();
        if (fullScreen)
            window_.setWindowState(windowState_ | Qt::WindowFullScreen);
    } else {
        restoreFonts();
        restoreLayout();
        window_.setWindowState(windowState_);
        // The smaller type relayouts the docks when the event loop next runs, sharing out the
        // space anew; each dock then gets back the size it had.
        QTimer::singleShot(0, &window_, [this] { restoreDockSizes(); });
    }
}

void ProjectorMode::restoreLayout()
{
    // Hidden and shown again, such a dock would end or restart what it shows (practice is its
    // dock's action): its action is kept quiet while the layout comes back around it.
    std::vector<std::pair<QDockWidget*, bool>> hidden;
    std::vector<std::unique_ptr<QSignalBlocker>> quiet;
    for (QDockWidget* dock : followContent_) {
        hidden.emplace_back(dock, dock->isHidden());
        quiet.push_back(std::make_unique<QSignalBlocker>(dock->toggleViewAction()));
    }
    window_.restoreState(dockLayout_);
    for (const auto& [dock, wasHidden] : hidden)
        dock->setHidden(wasHidden);
}

void ProjectorMode::restoreDockSizes()
{
    QList<QDockWidget*> docks;
    QList<int> widths;
    QList<int> heights;
    for (const auto& [dock, size] : dockSizes_) {
        if (!dock || dock->isHidden())
            continue;
        docks.append(dock);
        widths.append(size.width());
        heights.append(size.height());
    }
    window_.resizeDocks(docks, widths, Qt::Horizontal);
    window_.resizeDocks(docks, heights, Qt::Vertical);
}

void ProjectorMode::enlargeFonts()
{
    // Panels that chose their own type (narration, counters, pseudocode) grow by the same
    // factor as the window's. Their own fonts are noted before anything is scaled.
    ownFonts_.clear();
    const QList<QWidget*> widgets = window_.findChildren<QWidget*>();
    for (QWidget* widget : widgets) {
        if (widget->testAttribute(Qt::WA_SetFont))
            ownFonts_.emplace_back(widget, widget->font());
    }
    QFont font = QApplication::font();
    font.setPointSizeF(font.pointSizeF() * kScale);
    window_.setFont(font);
    for (const auto& [widget, font] : ownFonts_) {
        QFont own = font;
        // A font that only sets, say, boldness takes its size from the window, already scaled.
        if (own.resolveMask() & QFont::SizeResolved)
            own.setPointSizeF(own.pointSizeF() * kScale);
        if (widget)
            widget->setFont(own);
    }
}

void ProjectorMode::restoreFonts()
{
    window_.setFont(QFont());
    window_.setAttribute(Qt::WA_SetFont, false);
    for (const auto& [widget, font] : ownFonts_) {
        if (widget)
            widget->setFont(font);
    }
    ownFonts_.clear();
}

} // namespace gtl::ui
