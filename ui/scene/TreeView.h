// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/layout/FocusChoices.h"
#include "core/search/NodeStatus.h"
#include "core/tree/GameTree.h"

#include <QGraphicsView>
#include <QJsonObject>

#include <optional>

class QAction;
class QLabel;

namespace gtl::ui {

class AnimationOverlay;
class RunModel;
class TreeItem;
struct SceneStyle;

/// The tree scene and its view: zoom (wheel, pinch, keyboard), pan (drag), fit, and follow
/// the current node while playing. Zooming scales the width; the height is kept at least as
/// tall as the window allows, so even a tree hundreds of thousands of leaves wide shows all
/// its levels when fitted.
class TreeView : public QGraphicsView {
    Q_OBJECT

public:
    static constexpr qreal kMaxZoom = 4;

    explicit TreeView(const RunModel& model, QWidget* parent = nullptr);

    const RunModel& model() const { return model_; }
    TreeItem& treeItem() { return *tree_; }
    const TreeItem& treeItem() const { return *tree_; }
    AnimationOverlay& overlay() { return *overlay_; }
    qreal zoom() const { return zoom_; }
    bool follows() const { return follow_; }
    void setSceneStyle(const SceneStyle& style);
    /// The node drawn at @p position (viewport coordinates), or kNoNode.
    NodeId nodeAt(const QPoint& position) const;
    /// A node's tooltip: its path, side to move, state, value and bounds at the current step.
    /// What a node's state is called, in the tool tip.
    static QString statusText(NodeStatus status);
    QString describeNode(NodeId node) const;
    /// Collapses @p node's subtree, or opens it if it is collapsed.
    void toggleCollapsed(NodeId node);
    /// Shows @p node's subtree alone, with a breadcrumb of the way back to the root.
    void focusOn(NodeId node);
    /// Drops every collapse, expand and focus chosen by hand.
    void showWholeTree();
    /// Paints the view once more with a SceneRecord attached: every text and shape of the
    /// tree canvas, as SceneRecord::toJson() describes them.
    QJsonObject paintedScene();
    /// Actions about how @p node is shown (collapse or expand, focus, whole tree), for its
    /// context menu; the caller owns them.
    QList<QAction*> nodeActions(NodeId node);
    /// The node a key command is about: the one under the pointer, else the current node.
    NodeId commandTarget() const;
    /// The node under the pointer, or kNoNode.
    NodeId nodeUnderPointer() const;

    /// For a node the transposition table answered, the node whose entry answered it (the same
    /// position elsewhere in the tree); else kNoNode.
    NodeId tableSource(NodeId node) const;

signals:
    /// The scene's colours and type changed: whatever draws the tree's positions follows.
    void sceneStyleChanged(const gtl::ui::SceneStyle& style);
    void nodeMenuRequested(gtl::NodeId node, const QPoint& globalPosition);
    void nodeDoubleClicked(gtl::NodeId node);
    /// A click (not a drag) on a node.
    void nodeClicked(gtl::NodeId node);

public slots:
    void fitToView();
    void zoomIn();
    void zoomOut();
    void setFollow(bool follow);

protected:
    void wheelEvent(QWheelEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool viewportEvent(QEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    void onRunLoaded();
    void onStepChanged(std::size_t step, std::size_t previous);
    /// Sets the horizontal zoom, keeping the scene point under @p anchor (viewport
    /// coordinates), if any, where it is.
    void setZoom(qreal zoom, std::optional<QPoint> anchor = std::nullopt);
    qreal fitZoom() const;
    /// The vertical scale below which levels would be shorter than the style allows.
    qreal shortestLevel() const;
    void followCurrentNode();
    void layoutChanged();
    void setChoices(FocusChoices choices);
    void updateBreadcrumb();

    const RunModel& model_;
    QGraphicsScene scene_;
    TreeItem* tree_;
    AnimationOverlay* overlay_;
    QLabel* breadcrumb_;
    qreal zoom_ = 1;
    bool fitted_ = true;
    bool follow_ = true;
    QPoint pressedAt_;
};

} // namespace gtl::ui
