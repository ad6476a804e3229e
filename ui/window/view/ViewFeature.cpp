// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/view/ViewFeature.h"

#include "ui/accessibility/TreeReader.h"
#include "ui/scene/TreeItem.h"
#include "ui/scene/TreeView.h"
#include "ui/window/WindowActions.h"
#include "ui/window/WindowParts.h"

#include <QAction>
#include <QMainWindow>

namespace gtl::ui {

ViewFeature::ViewFeature(const WindowParts& parts)
    : QObject(&parts.window)
{
    WindowActions& a = parts.actions;
    a.fit = parts.action(tr("Fit Tree"), Qt::Key_F, tr("Fit the whole tree in the window"));
    a.zoomIn = parts.action(tr("Zoom In"), QKeySequence::ZoomIn, tr("Zoom in"));
    a.zoomOut = parts.action(tr("Zoom Out"), QKeySequence::ZoomOut, tr("Zoom out"));
    a.follow = parts.toggle(tr("Follow Current Node"), Qt::Key_V, tr("Keep the current node in view while playing"));
    a.follow->setChecked(true);
    a.nodeTypes = parts.toggle(tr("Knuth–Moore Node Types"), Qt::Key_K,
        tr("Label nodes PV, CUT or ALL as the minimal tree types them, and show where the search does "
           "otherwise"));
    a.collapse = parts.action(tr("Collapse or Expand Subtree"), Qt::Key_C,
        tr("Collapse the subtree under the pointer (or the current node), or open it again"));
    a.focusSubtree = parts.action(
        tr("Focus on Subtree"), Qt::Key_Z, tr("Show only the subtree under the pointer (or the current node)"));
    a.wholeTree = parts.action(tr("Show Whole Tree"), QKeySequence(Qt::SHIFT | Qt::Key_Z),
        tr("Undo every collapse and focus, and show the whole tree"));

    TreeView* view = &parts.view;
    // C and Z act on the node under the pointer, else on the node the reading cursor was
    // walked to, else on the current node.
    auto target = [view] {
        const TreeReader* reader = TreeReader::of(*view);
        const bool reading = reader && reader->isWalking() && view->nodeUnderPointer() == kNoNode;
        return reading ? reader->readingNode() : view->commandTarget();
    };
    connect(a.fit, &QAction::triggered, view, &TreeView::fitToView);
    connect(a.zoomIn, &QAction::triggered, view, &TreeView::zoomIn);
    connect(a.zoomOut, &QAction::triggered, view, &TreeView::zoomOut);
    connect(a.follow, &QAction::toggled, view, &TreeView::setFollow);
    connect(a.nodeTypes, &QAction::toggled, view, [view](bool on) { view->treeItem().setNodeTypesShown(on); });
    connect(a.collapse, &QAction::triggered, view, [view, target] { view->toggleCollapsed(target()); });
    connect(a.focusSubtree, &QAction::triggered, view, [view, target] { view->focusOn(target()); });
    connect(a.wholeTree, &QAction::triggered, view, &TreeView::showWholeTree);
}

} // namespace gtl::ui
