// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/scene/TreeView.h"

#include "core/search/EventFields.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/AnimationOverlay.h"
#include "ui/scene/SceneRecord.h"
#include "ui/scene/TreeItem.h"
#include "ui/style/PlayerMarks.h"

#include "core/games/GameRegistry.h"
#include "core/teaching/Narrator.h"
#include "core/tree/Scores.h"
#include "ui/language/ValueText.h"

#include <QAction>
#include <QApplication>
#include <QCursor>
#include <QGestureEvent>
#include <QHelpEvent>
#include <QImage>
#include <QLabel>
#include <QNativeGestureEvent>
#include <QPainter>
#include <QPinchGesture>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

#include <cmath>

namespace gtl::ui {

TreeView::TreeView(const RunModel& model, QWidget* parent)
    : QGraphicsView(parent)
    , model_(model)
    , tree_(new TreeItem(model))
    , overlay_(new AnimationOverlay(*tree_))
    , breadcrumb_(new QLabel(viewport()))
{
    // The scene changes at every step; an index would only cost time.
    scene_.setItemIndexMethod(QGraphicsScene::NoIndex);
    scene_.addItem(tree_);
    scene_.addItem(overlay_);
    setScene(&scene_);
    setAccessibleName(tr("Search tree"));
    viewport()->setAccessibleName(tr("Search tree"));
    setDragMode(ScrollHandDrag);
    setTransformationAnchor(NoAnchor);
    setResizeAnchor(NoAnchor);
    // Tags, boards and leaders are placed wherever the view has room, outside the tree item's
    // columns too: a repaint of only the item's bounds would leave them cut or stale.
    setViewportUpdateMode(FullViewportUpdate);
    setRenderHint(QPainter::Antialiasing);
    setFrameShape(QFrame::NoFrame);
    // Drag and wheel move the view, and F fits it: scroll bars would only take room, and one
    // coming and going as the fitted zoom changes the viewport's size never lets the view settle.
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    viewport()->grabGesture(Qt::PinchGesture);
    viewport()->setMouseTracking(true);
    breadcrumb_->setTextFormat(Qt::RichText);
    breadcrumb_->setAutoFillBackground(true);
    breadcrumb_->setContentsMargins(8, 4, 8, 4);
    breadcrumb_->move(8, 8);
    breadcrumb_->hide();
    connect(breadcrumb_, &QLabel::linkActivated, this, [this](const QString& link) { focusOn(link.toUInt()); });
    setBackgroundBrush(tree_->style().background);
    setToolTip(tr("Drag to pan, wheel or pinch to zoom, F to fit the tree"));
    connect(&model_, &RunModel::runLoaded, this, &TreeView::onRunLoaded);
    connect(&model_, &RunModel::stepChanged, this, &TreeView::onStepChanged);
}

void TreeView::setSceneStyle(const SceneStyle& style)
{
    tree_->setStyle(style);
    setBackgroundBrush(style.background);
    viewport()->update();
    emit sceneStyleChanged(style);
}

void TreeView::onRunLoaded()
{
    overlay_->finish();
    tree_->setAvailableWidth(viewport()->width());
    tree_->runChanged();
    layoutChanged();
    fitToView();
}

void TreeView::onStepChanged(std::size_t step, std::size_t previous)
{
    overlay_->finish();
    const bool adjacent = step + 1 == previous || previous + 1 == step;
    tree_->stepChanged(adjacent && model_.transitionMs() >= 30);
    layoutChanged();
    overlay_->animate(model_.replay(), step, previous, model_.transitionMs());
    if (follow_)
        followCurrentNode();
    viewport()->update();
}

void TreeView::layoutChanged()
{
    scene_.setSceneRect(tree_->boundingRect().united(tree_->fitRect()));
    if (fitted_)
        fitToView();
    updateBreadcrumb();
}

void TreeView::setChoices(FocusChoices choices)
{
    overlay_->finish();
    tree_->setChoices(std::move(choices));
    layoutChanged();
    viewport()->update();
}

void TreeView::toggleCollapsed(NodeId node)
{
    if (node == kNoNode || model_.tree().isLeaf(node))
        return;
    FocusChoices choices = tree_->choices();
    const FocusLayout::Place* place = tree_->layout().find(node);
    choices.set(node, !(place && place->collapsed) && !choices.isCollapsed(node));
    setChoices(std::move(choices));
}

void TreeView::focusOn(NodeId node)
{
    if (node == kNoNode)
        return;
    FocusChoices choices = tree_->choices();
    choices.focus = node;
    setChoices(std::move(choices));
    fitToView();
}

void TreeView::showWholeTree()
{
    setChoices({});
    fitToView();
}

QJsonObject TreeView::paintedScene()
{
    overlay_->finish();
    SceneRecord record;
    tree_->setRecord(&record);
    QImage canvas(viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    canvas.fill(Qt::white);
    QPainter painter(&canvas);
    painter.setRenderHint(QPainter::Antialiasing);
    render(&painter, QRectF(canvas.rect()), viewport()->rect());
    painter.end();
    tree_->setRecord(nullptr);
    const Event* event = model_.replay().currentEvent();
    return record.toJson(model_.tree(), viewport()->size(), event ? event->node : kNoNode);
}

QList<QAction*> TreeView::nodeActions(NodeId node)
{
    QList<QAction*> actions;
    if (!model_.tree().isLeaf(node)) {
        const FocusLayout::Place* place = tree_->layout().find(node);
        auto* collapse = new QAction(place && place->collapsed ? tr("Expand Subtree") : tr("Collapse Subtree"));
        connect(collapse, &QAction::triggered, this, [this, node] { toggleCollapsed(node); });
        auto* focus = new QAction(tr("Focus on Subtree"));
        connect(focus, &QAction::triggered, this, [this, node] { focusOn(node); });
        actions << collapse << focus;
    }
    if (tree_->choices() != FocusChoices()) {
        auto* whole = new QAction(tr("Show Whole Tree"));
        connect(whole, &QAction::triggered, this, &TreeView::showWholeTree);
        actions << whole;
    }
    return actions;
}

NodeId TreeView::nodeUnderPointer() const
{
    const QPoint at = viewport()->mapFromGlobal(QCursor::pos());
    return viewport()->rect().contains(at) ? nodeAt(at) : kNoNode;
}

NodeId TreeView::commandTarget() const
{
    if (const NodeId under = nodeUnderPointer(); under != kNoNode)
        return under;
    const Event* event = model_.replay().currentEvent();
    return event ? event->node : kNoNode;
}

void TreeView::updateBreadcrumb()
{
    const NodeId focus = tree_->layout().focus();
    breadcrumb_->setVisible(focus != GameTree::root());
    if (focus == GameTree::root())
        return;
    // The way back up: every ancestor is a link that focuses there.
    const GameTree& tree = model_.tree();
    QStringList parts{QString::fromStdString(Narrator::nodeName(tree, focus)).toHtmlEscaped()};
    for (NodeId n = focus; n != GameTree::root();) {
        n = tree.parent(n);
        parts.prepend(QStringLiteral("<a href=\"%1\">%2</a>")
                          .arg(n)
                          .arg(QString::fromStdString(Narrator::nodeName(tree, n)).toHtmlEscaped()));
    }
    breadcrumb_->setText(parts.join(QStringLiteral(" › ")));
    breadcrumb_->adjustSize();
}

qreal TreeView::fitZoom() const
{
    const QRectF bounds = tree_->fitRect();
    if (bounds.isEmpty())
        return 1;
    // A little short of the full size, so that rounding never brings up the scroll bars.
    const QSizeF room = QSizeF(viewport()->size()) * 0.98;
    return std::min({room.width() / bounds.width(), std::max(room.height() / bounds.height(), shortestLevel()), 1.5});
}

qreal TreeView::shortestLevel() const
{
    return tree_->style().minLevelPx / tree_->levelHeight();
}

void TreeView::fitToView()
{
    setZoom(fitZoom());
    centerOn(tree_->fitRect().center());
    fitted_ = true;
    // A tree deeper than the view scrolls to the node the step is about.
    if (follow_ && mapFromScene(tree_->fitRect()).boundingRect().height() > viewport()->height())
        followCurrentNode();
}

void TreeView::zoomIn()
{
    setZoom(zoom_ * 1.25, viewport()->rect().center());
}

void TreeView::zoomOut()
{
    setZoom(zoom_ / 1.25, viewport()->rect().center());
}

void TreeView::setFollow(bool follow)
{
    follow_ = follow;
}

void TreeView::setZoom(qreal zoom, std::optional<QPoint> anchor)
{
    const QPointF anchored = anchor ? mapToScene(*anchor) : QPointF();
    zoom_ = std::clamp(zoom, std::min(fitZoom(), 0.5) * 0.5, kMaxZoom);
    // Keep the levels spread over the window's height while the width is squeezed.
    const QRectF bounds = tree_->fitRect();
    const qreal heightFit = bounds.height() > 0 ? viewport()->height() * 0.98 / bounds.height() : 1;
    const qreal vertical = std::max({zoom_, std::min(heightFit, 1.0), shortestLevel()});
    setTransform(QTransform::fromScale(zoom_, vertical));
    fitted_ = false;
    if (anchor) {
        const QPointF moved = mapFromScene(anchored);
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() + qRound(moved.x() - anchor->x()));
        verticalScrollBar()->setValue(verticalScrollBar()->value() + qRound(moved.y() - anchor->y()));
    }
}

void TreeView::followCurrentNode()
{
    const Event* event = model_.replay().currentEvent();
    if (!event)
        return;
    // The node and the level below it, where its moves go, stay inside the margins.
    const QPointF center = tree_->targetCenter(event->node);
    const QPointF below = center + QPointF(0, tree_->levelHeight());
    const QRect inner = viewport()->rect().adjusted(80, 60, -80, -60);
    if (!inner.contains(mapFromScene(center)) || !inner.contains(mapFromScene(below)))
        centerOn((center + below) / 2);
}

void TreeView::wheelEvent(QWheelEvent* event)
{
    const qreal steps = event->angleDelta().y() / 120.0;
    if (steps == 0) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    setZoom(zoom_ * std::pow(1.2, steps), event->position().toPoint());
    event->accept();
}

void TreeView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    tree_->setAvailableWidth(viewport()->width());
    scene_.setSceneRect(tree_->boundingRect().united(tree_->fitRect()));
    if (fitted_)
        fitToView();
    else
        setZoom(zoom_);
}

QString TreeView::statusText(NodeStatus status)
{
    switch (status) {
    case NodeStatus::Unvisited: return tr("not reached yet");
    case NodeStatus::OnPath: return tr("on the search path");
    case NodeStatus::Done: return tr("searched");
    case NodeStatus::Pruned: return tr("pruned");
    case NodeStatus::Known: return tr("known from the table");
    case NodeStatus::Dropped: return tr("dropped by the beam, unsearched");
    }
    return {};
}

QString TreeView::describeNode(NodeId node) const
{
    const Replay& replay = model_.replay();
    const GameTree& tree = replay.tree();
    QString text = QStringLiteral("<b>%1</b> — %2 to move, %3")
                       .arg(QString::fromStdString(Narrator::nodeName(tree, node)).toHtmlEscaped(),
                           PlayerMarks::mover(tree, node), statusText(replay.status(node)));
    if (replay.isCutByNullMove(node))
        text += QStringLiteral("<br>") + tr("cut by a null move: after a pass it still reached its bound, a guess");
    if (replay.isReduced(node))
        text += QStringLiteral("<br>") + tr("a late move, searched a ply shallower: a guess");
    auto line = [&](const QString& name, Value value) {
        if (value != kNoValue)
            text += QStringLiteral("<br>%1 %2").arg(name, valueText(replay.trace(), value));
    };
    line(tr("value"), replay.value(node));
    line(QStringLiteral("α"), replay.alpha(node));
    line(QStringLiteral("β"), replay.beta(node));
    if (tree.isLeaf(node) && tree.scoresEachPlayer())
        text += tr("<br>leaf scoring %1, player 1 first").arg(qtText(scoresText(tree.scores(node))));
    else if (tree.isLeaf(node))
        text += tr("<br>leaf worth %1 to MAX").arg(valueText(tree.leafValue(node)));
    if (const NodeId source = tableSource(node); source != kNoNode) {
        //: A node's tool tip: the node whose table entry answered it.
        text += tr("<br>answered by the table from the entry filed at %1 (click to show it)")
                    .arg(QString::fromStdString(Narrator::nodeName(tree, source)).toHtmlEscaped());
    }
    if (const GameKind* game = GameRegistry::of(tree)) {
        QStringList rows;
        for (const std::string& row : game->rows(GameKind::positionOf(tree, node)))
            rows += QString::fromStdString(row).toHtmlEscaped();
        text += QStringLiteral("<br><tt>%1</tt>").arg(rows.join(QStringLiteral("<br>")));
    }
    return text;
}

NodeId TreeView::tableSource(NodeId node) const
{
    const Replay& replay = model_.replay();
    const std::uint32_t probe = replay.answeredAt(node);
    if (probe == Replay::kNone)
        return kNoNode;
    const std::int32_t store = EventFields::probe(replay.trace().events[probe]).storeStep;
    return store < 0 ? kNoNode : replay.trace().events[std::size_t(store)].node;
}

bool TreeView::viewportEvent(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const NodeId node = nodeAt(help->pos());
        if (node != kNoNode) {
            QToolTip::showText(help->globalPos(), describeNode(node), viewport());
            return true;
        }
    }
    if (event->type() == QEvent::Gesture) {
        auto* gesture = static_cast<QGestureEvent*>(event);
        if (auto* pinch = static_cast<QPinchGesture*>(gesture->gesture(Qt::PinchGesture))) {
            setZoom(zoom_ * pinch->scaleFactor(), viewport()->mapFromGlobal(pinch->centerPoint().toPoint()));
            return true;
        }
    }
    if (event->type() == QEvent::NativeGesture) {
        auto* native = static_cast<QNativeGestureEvent*>(event);
        if (native->gestureType() == Qt::ZoomNativeGesture) {
            setZoom(zoom_ * (1 + native->value()), native->position().toPoint());
            return true;
        }
    }
    return QGraphicsView::viewportEvent(event);
}

NodeId TreeView::nodeAt(const QPoint& position) const
{
    return tree_->nodeAt(mapToScene(position), transform());
}

void TreeView::mouseDoubleClickEvent(QMouseEvent* event)
{
    pressedAt_ = event->position().toPoint(); // the second press of the pair
    const NodeId node = nodeAt(event->position().toPoint());
    if (node != kNoNode)
        emit nodeDoubleClicked(node);
    else
        QGraphicsView::mouseDoubleClickEvent(event);
}

void TreeView::contextMenuEvent(QContextMenuEvent* event)
{
    const NodeId node = nodeAt(event->pos());
    if (node != kNoNode)
        emit nodeMenuRequested(node, event->globalPos());
}

void TreeView::mousePressEvent(QMouseEvent* event)
{
    // Any click ends a running transition, so what is under the pointer is what it says.
    overlay_->finish();
    pressedAt_ = event->position().toPoint();
    QGraphicsView::mousePressEvent(event);
}

void TreeView::mouseReleaseEvent(QMouseEvent* event)
{
    QGraphicsView::mouseReleaseEvent(event);
    const QPoint at = event->position().toPoint();
    // A press and release in one place is a click; anything longer was a pan. A click on a
    // collapsed subtree opens it.
    if (event->button() == Qt::LeftButton && (at - pressedAt_).manhattanLength() < QApplication::startDragDistance()) {
        if (const NodeId handled = tree_->handleAt(at); handled != kNoNode) {
            toggleCollapsed(handled);
            return;
        }
        const NodeId node = nodeAt(at);
        const FocusLayout::Place* place = node == kNoNode ? nullptr : tree_->layout().find(node);
        if (place && place->collapsed)
            toggleCollapsed(node);
        else if (node != kNoNode)
            emit nodeClicked(node);
    }
}

void TreeView::mouseMoveEvent(QMouseEvent* event)
{
    QGraphicsView::mouseMoveEvent(event);
    // The node under the pointer shows its collapse handle; so does the one whose handle it is on.
    const QPoint at = event->position().toPoint();
    if (event->buttons() == Qt::NoButton && tree_->handleAt(at) == kNoNode)
        tree_->setHovered(nodeAt(at));
}

void TreeView::leaveEvent(QEvent* event)
{
    QGraphicsView::leaveEvent(event);
    tree_->setHovered(kNoNode);
}

} // namespace gtl::ui
