// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/RunPanels.h"

#include "ui/panels/CountersPanel.h"
#include "ui/panels/NarrationPanel.h"
#include "ui/panels/PseudocodePanel.h"
#include "ui/panels/SearchPathPanel.h"
#include "ui/playback/PlaybackController.h"
#include "ui/window/DockArea.h"
#include "ui/window/WindowParts.h"

#include <QMainWindow>
#include <QScrollArea>
#include <QScrollBar>

namespace gtl::ui {
namespace {

/// Scrolls the Counters' extra rows up and down, never sideways: the panel is as wide as its
/// widest figure, so a step count is never cut short behind a scroll bar.
class VerticalScrollArea : public QScrollArea {
public:
    using QScrollArea::QScrollArea;
    QSize minimumSizeHint() const override
    {
        QSize size = QScrollArea::minimumSizeHint();
        if (widget())
            size.setWidth(widget()->minimumSizeHint().width() + verticalScrollBar()->sizeHint().width());
        return size;
    }
};

} // namespace

RunPanels::RunPanels(const WindowParts& parts)
    : QObject(&parts.window)
    , pseudocode_(new PseudocodePanel(parts.model, &parts.window))
    , narration_(new NarrationPanel(parts.model, &parts.window))
    , counters_(new CountersPanel(parts.model, CountersPanel::Shape::Tall, &parts.window))
{
    DockArea& docks = parts.docks;
    docks.add(narration_, tr("Narration"), "narrationDock");
    docks.add(pseudocode_, tr("Pseudocode"), "pseudocodeDock");
    // The enhanced searches' counters add rows: scrolled, so that a search with more of them
    // never makes the column, and with it the window, taller than the screen.
    auto* counters = new VerticalScrollArea(&parts.window);
    counters->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    counters->setObjectName("countersArea");
    counters->setWidget(counters_);
    counters->setWidgetResizable(true);
    counters->setFrameShape(QFrame::NoFrame);
    docks.add(counters, tr("Counters"), "countersDock");
    docks.add(new SearchPathPanel(parts.model, &parts.window), tr("Search Path"), "pathDock", InProjector::SetAside);
    connect(narration_, &NarrationPanel::stepChosen, &parts.controller, &PlaybackController::seek);
}

} // namespace gtl::ui
