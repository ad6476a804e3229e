// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/ToolBarRows.h"

#include <QEvent>
#include <QMainWindow>
#include <QStyle>
#include <QToolBar>

namespace gtl::ui {

ToolBarRows::ToolBarRows(QMainWindow& window, QToolBar& first, QToolBar& second)
    : QObject(&window)
    , window_(window)
    , first_(first)
    , second_(second)
{
    pending_.setSingleShot(true);
    connect(&pending_, &QTimer::timeout, this, &ToolBarRows::rearrange);
    for (QObject* watched :
        {static_cast<QObject*>(&window), static_cast<QObject*>(&first), static_cast<QObject*>(&second)})
        watched->installEventFilter(this);
}

bool ToolBarRows::eventFilter(QObject* watched, QEvent* event)
{
    switch (event->type()) {
    case QEvent::Resize:
    case QEvent::FontChange:
    case QEvent::LayoutRequest: // a bar's controls shown or hidden
        pending_.start();
        break;
    default: break;
    }
    return QObject::eventFilter(watched, event);
}

void ToolBarRows::rearrange()
{
    // What both need side by side, with the room the window's layout keeps around them.
    const int needed = first_.sizeHint().width() + second_.sizeHint().width()
        + window_.style()->pixelMetric(QStyle::PM_ToolBarHandleExtent) * 2;
    const bool fits = needed <= window_.width();
    if (fits == !window_.toolBarBreak(&second_))
        return;
    if (fits)
        window_.removeToolBarBreak(&second_);
    else
        window_.insertToolBarBreak(&second_);
}

} // namespace gtl::ui
