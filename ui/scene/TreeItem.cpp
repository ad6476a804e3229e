#include "ui/scene/TreeItem.h"

#include "core/games/TicTacToeBoard.h"
#include "core/search/Iterations.h"
#include "core/search/Search.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/CanvasPainter.h"
#include "ui/scene/EnhancedStepTag.h"
#include "ui/scene/SceneExport.h"
#include "ui/scene/ValueText.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>
#include <optional>

namespace gtl::ui {
namespace {

/// Node spacing, in pixels, from which values are drawn inside every node (the search path,
/// the current node and cut-offs keep theirs at any spacing).
constexpr qreal kValueSpacing = 30;
/// Node spacing, in pixels, from which every node's α/β tag and board may be drawn too.
constexpr qreal kDetailSpacing = 58;
/// A node drawn with its value is at least this large, in pixels.
constexpr qreal kMinValueRadius = 15;
/// Text follows the zoom down to this factor of its size; below, the floor size takes over.
constexpr qreal kMinTextScale = 0.72;

/// Clips @p line to @p rect (Liang–Barsky), so that long edges are not stroked off screen.
bool clipLine(QLineF& line, const QRectF& rect)
{
    const qreal dx = line.dx();
    const qreal dy = line.dy();
    qreal t0 = 0;
    qreal t1 = 1;
    const qreal p[4] = {-dx, dx, -dy, dy};
    const qreal q[4]
        = {line.x1() - rect.left(), rect.right() - line.x1(), line.y1() - rect.top(), rect.bottom() - line.y1()};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0)
                return false;
            continue;
        }
        const qreal t = q[i] / p[i];
        if (p[i] < 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        if (t0 > t1)
            return false;
    }
    const QPointF start = line.p1();
    line = QLineF(start + QPointF(dx, dy) * t0, start + QPointF(dx, dy) * t1);
    return true;
}

QPolygonF triangle(const QPointF& c, qreal r, bool up)
{
    const qreal s = up ? 1 : -1;
    return QPolygonF({QPointF(c.x(), c.y() - s * r), QPointF(c.x() + r * 1.12, c.y() + s * r * 0.78),
        QPointF(c.x() - r * 1.12, c.y() + s * r * 0.78)});
}

/// The box a node's shape takes: a square for leaves, a triangle's bounds for the others.
QRectF shapeRect(const QPointF& c, qreal r, bool leaf)
{
    return leaf ? QRectF(c.x() - r * 0.8, c.y() - r * 0.8, r * 1.6, r * 1.6)
                : QRectF(c.x() - r * 1.12, c.y() - r, r * 2.24, r * 1.78);
}

QPointF mix(const QPointF& a, const QPointF& b, qreal t)
{
    return a + (b - a) * t;
}

} // namespace

TreeItem::TreeItem(const RunModel& model)
    : model_(model)
    , style_(SceneStyle::make(SceneStyle::Palette::Standard, false))
{
    setFlag(ItemUsesExtendedStyleOption);
}

void TreeItem::runChanged()
{
    const bool boards = model_.tree().hasPayload();
    columnWidth_ = boards ? 170 : 100;
    levelHeight_ = boards ? 160 : 140;
    valueInFlight_ = kNoNode;
    choices_ = {};
    types_ = typesShown_ ? knuthMooreTypes(model_.tree()) : std::vector<NodeType>();
    relayoutAtOnce();
}

void TreeItem::setNodeTypesShown(bool shown)
{
    typesShown_ = shown;
    types_ = shown ? knuthMooreTypes(model_.tree()) : std::vector<NodeType>();
    update();
}

QString TreeItem::nodeTypeLabel(NodeId node, bool* differs) const
{
    if (differs)
        *differs = false;
    if (!typesShown_ || node >= types_.size())
        return {};
    const Replay& replay = model_.replay();
    const GameTree& tree = replay.tree();
    std::uint32_t searched = 0;
    bool cut = false;
    for (NodeId child : tree.children(node)) {
        const NodeStatus status = replay.status(child);
        searched += status == NodeStatus::Done || status == NodeStatus::OnPath ? 1 : 0;
        cut = cut || status == NodeStatus::Pruned;
    }
    const NodeType type = types_[node];
    const bool reached = replay.status(node) == NodeStatus::Done || replay.status(node) == NodeStatus::OnPath;
    QString label = QString::fromLatin1(nodeTypeName(type));
    QString otherwise;
    if (type == NodeType::Cut && searched > 1)
        otherwise = QObject::tr("%1: %2 moves").arg(label).arg(searched);
    else if (type == NodeType::All && cut)
        otherwise = QObject::tr("%1: cut off").arg(label);
    else if (type == NodeType::None && reached)
        otherwise = QObject::tr("beyond minimal");
    if (differs)
        *differs = !otherwise.isEmpty();
    return otherwise.isEmpty() ? label : otherwise;
}

void TreeItem::stepChanged(bool animate)
{
    FocusLayout before = layout_;
    relayout();
    previous_ = animate ? std::move(before) : layout_;
    glide_ = animate ? 0 : 1;
}

void TreeItem::setGlide(qreal progress)
{
    glide_ = progress;
    update();
}

void TreeItem::setAvailableWidth(int pixels)
{
    if (pixels == availableWidth_)
        return;
    availableWidth_ = pixels;
    relayoutAtOnce();
}

qreal TreeItem::columnPx() const
{
    return style_.minColumnPx * (model_.tree().hasPayload() ? 2 : 1);
}

int TreeItem::widthToOpenAll() const
{
    // The leaves below the focus, each a column; counted no further than any image goes.
    const GameTree& tree = model_.tree();
    if (tree.size() == 0)
        return 0;
    const auto enough = static_cast<std::size_t>(SceneExport::kMaxSide / columnPx()) + 1;
    qreal columns = 0;
    std::vector<NodeId> stack{layout_.focus()};
    while (!stack.empty() && columns <= enough) {
        const NodeId n = stack.back();
        stack.pop_back();
        columns += tree.isLeaf(n) || choices_.isCollapsed(n) ? FocusLayout::slotWidth(tree, n) : 0;
        if (!choices_.isCollapsed(n)) {
            for (NodeId child : tree.children(n))
                stack.push_back(child);
        }
    }
    // The budget's sum solved the other way round: the width that many columns need.
    return static_cast<int>(std::ceil((std::max<qreal>(1, columns) - 1 + 2 * kMargin / columnWidth_) * columnPx())) + 1;
}

void TreeItem::setStyle(const SceneStyle& style)
{
    style_ = style;
    relayoutAtOnce();
}

void TreeItem::setChoices(FocusChoices choices)
{
    choices_ = std::move(choices);
    relayoutAtOnce();
}

void TreeItem::relayoutAtOnce()
{
    relayout();
    previous_ = layout_;
}

void TreeItem::relayout()
{
    prepareGeometryChange();
    const Replay& replay = model_.replay();
    const GameTree& tree = replay.tree();
    if (choices_.focus >= tree.size())
        choices_ = {};
    // Solve "columns × their width + the margins fit the view" for the number of columns.
    const qreal fits = availableWidth_ / columnPx() - 2 * kMargin / columnWidth_ + 1;
    budget_ = static_cast<std::size_t>(std::max(1.0, std::floor(fits)));
    const Event* event = replay.currentEvent();
    layout_ = FocusLayout::compute(
        tree, replay.path(), event ? event->node : kNoNode, choices_, budget_,
        [&replay](NodeId n) { return replay.value(n) != kNoValue; },
        [&replay](NodeId n) { return replay.status(n) == NodeStatus::Pruned; },
        [&replay](NodeId n) { return replay.isGenerated(n); });
    leavesUnderFocus_ = 0;
    // The columns of the leaves below the focus, counted only up to the budget: all the fit
    // needs to know.
    std::vector<NodeId> stack{layout_.focus()};
    while (!stack.empty() && leavesUnderFocus_ <= budget_) {
        const NodeId n = stack.back();
        stack.pop_back();
        leavesUnderFocus_ += tree.isLeaf(n) ? FocusLayout::slotWidth(tree, n) : 0;
        for (NodeId child : tree.children(n))
            stack.push_back(child);
    }
    update();
}

void TreeItem::setValueInFlight(NodeId node)
{
    if (node == valueInFlight_)
        return;
    valueInFlight_ = node;
    update();
}

void TreeItem::setPracticeMarks(std::vector<std::pair<NodeId, LeafMark>> marks, NodeId asked)
{
    std::sort(marks.begin(), marks.end());
    marks_ = std::move(marks);
    asked_ = asked;
    update();
}

void TreeItem::setHovered(NodeId node)
{
    if (node == hovered_)
        return;
    hovered_ = node;
    update();
}

NodeId TreeItem::handleAt(const QPoint& devicePoint) const
{
    return hovered_ != kNoNode && handle_.adjusted(-3, -3, 3, 3).contains(devicePoint) ? hovered_ : kNoNode;
}

void TreeItem::setHighlighted(std::vector<NodeId> nodes)
{
    std::sort(nodes.begin(), nodes.end());
    if (nodes == highlighted_)
        return;
    highlighted_ = std::move(nodes);
    update();
}

QRectF TreeItem::boundingRect() const
{
    const qreal columns = std::max(layout_.width(), previous_.width());
    const qreal levels = std::max(layout_.levels(), previous_.levels());
    return {0, 0, std::max<qreal>(columns - 1, 0) * columnWidth_ + 2 * kMargin, levels * levelHeight_ + 2 * kMargin};
}

QRectF TreeItem::fitRect() const
{
    // As wide as the budget, or the tree if it is narrower, but never narrower than the moves
    // at the top: a fitted view always shows them all. When the open path needs more, the
    // view keeps its readable size and shows the part around the current node, or once the
    // search is over, around the move it chose.
    const GameTree& tree = model_.tree();
    const qreal moves = tree.size() > layout_.focus() ? tree.childCount(layout_.focus()) : 0;
    const qreal whole = std::max<qreal>(leavesUnderFocus_, layout_.width());
    const qreal columns = std::max(std::min<qreal>(static_cast<qreal>(budget_), whole), moves);
    const QRectF shown(0, 0, std::max<qreal>(layout_.width() - 1, 0) * columnWidth_ + 2 * kMargin,
        layout_.levels() * levelHeight_ + 2 * kMargin);
    QRectF fit(0, 0, std::max<qreal>(columns - 1, 0) * columnWidth_ + 2 * kMargin, shown.height());
    fit.moveCenter(shown.center());
    const Replay& replay = model_.replay();
    const Event* event = replay.currentEvent();
    const NodeId best = replay.trace().result.bestMove;
    const NodeId centre = replay.atEnd() && best != kNoNode ? best : event ? event->node : kNoNode;
    if (fit.width() < shown.width() && centre != kNoNode && layout_.shownAs(tree, centre) != kNoNode) {
        const qreal x = std::clamp(targetCenter(centre).x(), fit.width() / 2, shown.width() - fit.width() / 2);
        fit.moveCenter({x, shown.center().y()});
    }
    return fit;
}

QPointF TreeItem::placeIn(const FocusLayout& layout, NodeId node) const
{
    const NodeId shown = layout.shownAs(model_.tree(), node);
    if (shown == kNoNode)
        return {-1, -1};
    const FocusLayout::Place* place = layout.find(shown);
    return {kMargin + place->x * columnWidth_, kMargin + place->level * levelHeight_};
}

QPointF TreeItem::targetCenter(NodeId node) const
{
    return placeIn(layout_, node);
}

QPointF TreeItem::nodeCenter(NodeId node) const
{
    const QPointF to = placeIn(layout_, node);
    if (glide_ >= 1)
        return to;
    const QPointF from = placeIn(previous_, node);
    return from.x() < 0 ? to : mix(from, to, glide_);
}

NodeAppearance TreeItem::appearance(NodeId node) const
{
    NodeAppearance look;
    const Replay& replay = model_.replay();
    const GameTree& tree = replay.tree();
    look.status = replay.status(node);
    look.grey = look.status == NodeStatus::Pruned;
    look.onPath = look.status == NodeStatus::OnPath;
    const Event* event = replay.currentEvent();
    look.current = event && event->node == node;
    const auto mark = std::lower_bound(marks_.begin(), marks_.end(), std::pair(node, LeafMark::None));
    look.mark = mark != marks_.end() && mark->first == node ? mark->second : LeafMark::None;
    look.ringed = node == asked_ || std::binary_search(highlighted_.begin(), highlighted_.end(), node);
    const std::uint32_t horizon = replay.horizon();
    look.beyondHorizon = horizon > 0 && tree.depth(node) > horizon;
    const Value value = replay.value(node);
    if (value != kNoValue)
        look.value = valueText(value);
    else if (tree.isLeaf(node) && !tree.isOpen(node) && !look.beyondHorizon)
        look.pendingValue = valueText(Search::leafScore(tree, node, replay.trace().options.algorithm));
    const Value alpha = replay.alpha(node);
    const Value beta = replay.beta(node);
    if (!look.grey) {
        for (NodeId c : tree.children(node))
            look.cut = look.cut || replay.status(c) == NodeStatus::Pruned;
    }
    if (look.cut) {
        look.cutTag = QStringLiteral("✂ α≥β\n%1 ≥ %2").arg(valueText(alpha), valueText(beta));
    } else if ((look.onPath || look.current) && alpha != kNoValue) {
        look.bounds = QStringLiteral("α %1\nβ %2").arg(valueText(alpha), valueText(beta));
        if (isNullWindow(replay.trace().options, alpha, beta))
            look.bounds += QStringLiteral(" · null window");
    }
    look.tableTag = look.current ? EnhancedStepTag::forEvent(replay, *event) : EnhancedStepTag::answered(replay, node);
    const FocusLayout::Place* place = layout_.find(node);
    look.collapsed = place && place->collapsed;
    look.run = place ? place->run : 1;
    for (NodeId n = node; look.collapsed && n < node + look.run; ++n)
        look.hidden += model_.run().subtreeSize[n];
    look.hidden -= look.collapsed ? 1 : 0;
    return look;
}

NodeId TreeItem::nodeAt(const QPointF& point, const QTransform& toDevice) const
{
    // Shapes are drawn in pixels with the smaller scale, so measure the distance there.
    const qreal radius = std::max(kNodeRadius * std::min(toDevice.m11(), toDevice.m22()), kMinValueRadius) * 1.2;
    const QPointF at = toDevice.map(point);
    NodeId nearest = kNoNode;
    qreal best = radius;
    for (const FocusLayout::Place& place : layout_.placed()) {
        const qreal distance = QLineF(toDevice.map(nodeCenter(place.node)), at).length();
        if (distance <= best) {
            best = distance;
            nearest = place.node;
        }
    }
    return nearest;
}

QColor TreeItem::fillFor(const NodeAppearance& look) const
{
    switch (look.status) {
    case NodeStatus::OnPath: return style_.pathFill;
    case NodeStatus::Done: return style_.doneFill;
    case NodeStatus::Pruned: return style_.prunedFill;
    case NodeStatus::Known: return style_.knownFill;
    case NodeStatus::Unvisited: return look.beyondHorizon ? style_.beyondFill : style_.unvisitedFill;
    }
    return style_.unvisitedFill;
}

void TreeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget* widget)
{
    const QTransform t = painter->worldTransform();
    const DeviceMap map{t.m11(), t.m22(), t.dx(), t.dy()};
    const qreal spacing = columnWidth_ * map.sx;
    const QRectF device(0, 0, painter->device()->width(), painter->device()->height());
    painter->save();
    painter->resetTransform();
    painter->setRenderHint(QPainter::Antialiasing);
    std::vector<Drawn> nodes = nodesToDraw(map, device);
    paintEdges(painter, map, nodes);
    paintSearchPath(painter, map);
    CanvasPainter canvas(*painter, record_, style_.minTextPx);
    const qreal unit = map.unit();
    const std::optional<QLineF> horizon = horizonLine(map, nodes);
    if (horizon)
        paintHorizonLine(*painter, *horizon);
    // Shapes and values first, then the texts and boards that must find free space around
    // them: the path's moves, boards, the tags of what the step is about, the other moves, the
    // glyphs' counts, the other tags.
    for (Drawn& drawn : nodes) {
        const bool focus = drawn.look.onPath || drawn.look.current || drawn.look.cut;
        paintNode(canvas, drawn, unit, focus || spacing >= kValueSpacing);
    }
    // The moves of the search path first, so that no board or tag takes their place.
    auto paintLabels = [&](bool onPath) {
        for (const Drawn& drawn : nodes) {
            if (drawn.node != layout_.focus() && (drawn.look.onPath || drawn.look.current) == onPath)
                paintEdgeLabel(canvas, drawn, map(nodeCenter(model_.tree().parent(drawn.node))), unit, onPath);
        }
    };
    paintLabels(true);
    if (horizon)
        paintHorizonLabel(canvas, map, *horizon);
    if (model_.tree().hasPayload() && columnWidth_ * unit >= kDetailSpacing) {
        for (auto it = nodes.rbegin(); it != nodes.rend(); ++it) // the path's boards first
            paintBoard(canvas, *it, unit);
    }
    for (const Drawn& drawn : nodes) {
        const bool force = device.contains(drawn.center);
        if (drawn.look.current || drawn.look.cut)
            paintTag(canvas, drawn, unit, force, drawn.look.cut ? Tag::Cutoff : Tag::Bounds);
        if (!drawn.look.tableTag.isEmpty())
            paintTag(canvas, drawn, unit, force && drawn.look.current, Tag::Table);
    }
    paintLabels(false);
    for (const Drawn& drawn : nodes) {
        if (drawn.look.collapsed)
            paintGlyphCount(canvas, drawn, unit);
    }
    if (typesShown_) {
        for (const Drawn& drawn : nodes)
            paintNodeType(canvas, drawn, unit);
    }
    for (auto it = nodes.rbegin(); it != nodes.rend(); ++it) {
        if (it->look.onPath && !it->look.current && !it->look.cut)
            paintTag(canvas, *it, unit, false, Tag::Bounds);
    }
    // The handle belongs to the screen (a widget is painted), not to images or records.
    if (widget) {
        handle_ = {};
        for (const Drawn& drawn : nodes) {
            if (drawn.node == hovered_ && !drawn.look.collapsed && !model_.tree().isLeaf(drawn.node)
                && drawn.node != layout_.focus())
                paintHandle(*painter, drawn);
        }
    }
    painter->restore();
}

std::vector<TreeItem::Drawn> TreeItem::nodesToDraw(const DeviceMap& map, const QRectF& device) const
{
    const qreal unit = map.unit();
    const qreal reach = kNodeRadius * 4 * std::max(unit, 1.0) + 60;
    const QRectF near = device.adjusted(-reach, -reach, reach, reach);
    std::vector<Drawn> nodes;
    for (const FocusLayout::Place& place : layout_.placed()) {
        const QPointF c = map(nodeCenter(place.node));
        if (!near.contains(c))
            continue;
        nodes.push_back({place.node, c, std::max(kNodeRadius * unit, kMinValueRadius), appearance(place.node)});
    }
    // The current node and the path last, so that they are drawn over their neighbours.
    std::stable_partition(nodes.begin(), nodes.end(), [](const Drawn& d) { return !d.look.current && !d.look.onPath; });
    return nodes;
}

void TreeItem::paintEdges(QPainter* painter, const DeviceMap& map, const std::vector<Drawn>& nodes) const
{
    const GameTree& tree = model_.tree();
    const Replay& replay = model_.replay();
    QVector<QLineF> plain;
    QVector<QLineF> pruned;
    const QRectF device = QRectF(painter->window()).adjusted(-50, -50, 50, 50);
    for (const Drawn& drawn : nodes) {
        if (drawn.node == layout_.focus())
            continue;
        QLineF line(map(nodeCenter(tree.parent(drawn.node))), drawn.center);
        if (clipLine(line, device))
            (replay.status(drawn.node) == NodeStatus::Pruned ? pruned : plain).push_back(line);
    }
    painter->setPen(QPen(style_.edge, style_.lineWidth));
    painter->drawLines(plain);
    painter->setPen(QPen(style_.prunedEdge, style_.lineWidth, Qt::DashLine));
    painter->drawLines(pruned);
}

void TreeItem::paintSearchPath(QPainter* painter, const DeviceMap& map) const
{
    const Replay& replay = model_.replay();
    const auto& path = replay.path();
    const qreal width = std::max(2.0, style_.lineWidth * 2.4 * std::min(1.0, map.unit() * 1.5));
    QPen pen(style_.pathEdge, width);
    pen.setCapStyle(Qt::RoundCap);
    painter->setPen(pen);
    const QRectF device = QRectF(painter->window()).adjusted(-50, -50, 50, 50);
    auto drawClipped = [&](NodeId from, NodeId to) {
        if (!layout_.find(from) || !layout_.find(to))
            return;
        QLineF line(map(nodeCenter(from)), map(nodeCenter(to)));
        if (clipLine(line, device))
            painter->drawLine(line);
    };
    // While an iteration runs, the best line of the one before it: the moves it tries first.
    const SearchRun& run = model_.run();
    const int running = iterationAt(run.iterations, replay.step());
    if (running >= 1 && replay.step() < run.iterations[std::size_t(running)].endStep) {
        painter->setPen(QPen(style_.tableTag, width * 1.8, Qt::DotLine, Qt::RoundCap));
        NodeId from = GameTree::root();
        for (NodeId to : run.iterations[std::size_t(running) - 1].principalVariation)
            drawClipped(std::exchange(from, to), to);
        painter->setPen(pen);
    }
    for (std::size_t i = 1; i < path.size(); ++i)
        drawClipped(path[i - 1], path[i]);
    // Once the search is over, the move it chose stands out.
    const NodeId best = replay.trace().result.bestMove;
    if (replay.atEnd() && best != kNoNode) {
        painter->setPen(QPen(style_.current, width * 1.6, Qt::SolidLine, Qt::RoundCap));
        drawClipped(GameTree::root(), best);
    }
}

std::optional<QLineF> TreeItem::horizonLine(const DeviceMap& map, const std::vector<Drawn>& nodes) const
{
    const std::uint32_t horizon = model_.replay().horizon();
    const std::uint32_t top = model_.tree().depth(layout_.focus());
    if (horizon == 0 || horizon < top || horizon - top >= layout_.levels() || nodes.empty())
        return std::nullopt;
    // Between the last level searched and the first one beyond, clear of the move labels.
    const qreal y = map(QPointF(0, kMargin + (horizon - top + 0.32) * levelHeight_)).y();
    qreal left = nodes.front().center.x();
    qreal right = left;
    for (const Drawn& drawn : nodes) {
        left = std::min(left, drawn.center.x());
        right = std::max(right, drawn.center.x());
    }
    return QLineF(left - 40, y, right + 40, y);
}

void TreeItem::paintHorizonLine(QPainter& painter, const QLineF& line) const
{
    painter.setPen(QPen(style_.tableTag, 1.5, Qt::DashLine));
    painter.drawLine(line);
}

void TreeItem::paintHorizonLabel(CanvasPainter& canvas, const DeviceMap& map, const QLineF& line) const
{
    // Placed once the nodes and values are down, at whichever end of the line leaves them clear.
    const QFont font
        = canvas.sized(style_.labelFont, style_.labelFont.pixelSize() * std::max(map.unit(), kMinTextScale));
    const QString text = QStringLiteral("horizon: depth %1").arg(model_.replay().horizon());
    QRectF box = CanvasPainter::textRect({}, text, font).adjusted(-4, -1, 4, 1);
    box.moveBottomLeft(QPointF(line.x1(), line.y1() - 2));
    if (!canvas.isFree(box))
        box.moveBottomRight(QPointF(line.x2(), line.y2() - 2));
    if (!canvas.isFree(box))
        return;
    canvas.painter().setPen(style_.tableTag);
    canvas.text(QStringLiteral("horizon"), kNoNode, box, text, font);
}

void TreeItem::paintNode(CanvasPainter& canvas, Drawn& drawn, qreal unit, bool withText) const
{
    QPainter* painter = &canvas.painter();
    const GameTree& tree = model_.tree();
    const NodeAppearance& look = drawn.look;
    const QPointF c = drawn.center;
    const bool leaf = tree.isLeaf(drawn.node);
    const bool max = tree.player(drawn.node) == Player::Max;
    const qreal textScale = std::max(unit, kMinTextScale);
    const bool showValue = !look.value.isEmpty() && drawn.node != valueInFlight_;
    // A run's glyph shows no faded score: its first leaf's would not be the run's.
    const QString text = showValue ? look.value : look.run > 1 ? QString() : look.pendingValue;
    const QFont font = showValue
        ? canvas.sized(style_.valueFont, style_.valueFont.pixelSize() * textScale)
        : canvas.sized(style_.pendingValueFont, style_.pendingValueFont.pixelSize() * textScale);
    const QRectF textBox = CanvasPainter::textRect({}, text, font);
    qreal r = withText ? drawn.radius : std::min(drawn.radius, columnWidth_ * unit * 0.42);
    if (withText && !text.isEmpty()) {
        // Shapes grow to their text: a square's side, a triangle's middle, holds the value.
        r = std::max(r, leaf ? (textBox.width() + 6) / 1.6 : (textBox.width() + 6) / 1.25);
        r = std::max(r, leaf ? textBox.height() / 1.5 : textBox.height() / 0.95);
    }
    if (look.run > 1) // a run's glyph is small, in its narrower slot
        r = std::min(r, columnWidth_ * unit * 0.36);
    drawn.radius = r;
    if (look.current) {
        QColor halo = style_.current;
        halo.setAlphaF(0.75);
        painter->setPen(Qt::NoPen);
        painter->setBrush(halo);
        painter->drawEllipse(c, r * 1.55, r * 1.55);
    }
    QPen pen(look.grey ? style_.prunedEdge : style_.outline, style_.lineWidth * (look.onPath ? 2 : 1));
    if (look.grey || look.collapsed)
        pen.setStyle(look.grey ? Qt::DashLine : Qt::SolidLine);
    pen.setJoinStyle(Qt::RoundJoin);
    painter->setPen(pen);
    painter->setBrush(fillFor(look));
    if (leaf)
        painter->drawRoundedRect(shapeRect(c, r, true), 4 * unit, 4 * unit);
    else
        painter->drawPolygon(triangle(c, r, max));
    canvas.shape(drawn.node, shapeRect(c, r, leaf));
    if (look.ringed)
        paintRing(painter, c, r, unit);
    QRectF valueBox;
    if (withText && !text.isEmpty()) {
        painter->setPen(look.grey ? style_.prunedText : showValue ? style_.text : style_.pendingText);
        const qreal shift = leaf ? 0 : (max ? 0.22 : -0.22) * r;
        valueBox = CanvasPainter::textRect(c + QPointF(0, shift), text, font);
        canvas.text(QStringLiteral("value"), drawn.node, valueBox, text, font);
    }
    paintMark(painter, c, r, unit, look.mark, valueBox);
}

void TreeItem::paintGlyphCount(CanvasPainter& canvas, const Drawn& drawn, qreal unit) const
{
    // A collapsed subtree hangs a small box under its node: how many nodes it hides.
    QPainter& painter = canvas.painter();
    // A run says how many moves it stands for; their subtrees are not reached or pruned.
    const QString text = drawn.look.run > 1
        ? QObject::tr("%1 moves").arg(drawn.look.run)
        : QStringLiteral("+%1").arg(QLocale().toString(qulonglong(drawn.look.hidden)));
    const QFont font = canvas.sized(style_.labelFont, style_.labelFont.pixelSize() * std::max(unit, kMinTextScale));
    const bool up = model_.tree().player(drawn.node) == Player::Max;
    const qreal below = drawn.radius * (up ? 0.78 : 1.0);
    QRectF box = CanvasPainter::textRect({}, text, font).adjusted(-5, -2, 5, 2);
    box.moveCenter(drawn.center + QPointF(0, below + 4 + box.height() / 2));
    if (!canvas.isFree(box))
        return;
    painter.setPen(QPen(
        drawn.look.grey ? style_.prunedEdge : style_.outline, 1.2, drawn.look.grey ? Qt::DashLine : Qt::SolidLine));
    painter.setBrush(style_.tagBackground);
    painter.drawRoundedRect(box, 4, 4);
    painter.setPen(drawn.look.grey ? style_.prunedText : style_.text);
    canvas.text(QStringLiteral("glyph"), drawn.node, box, text, font);
}

void TreeItem::paintNodeType(CanvasPainter& canvas, const Drawn& drawn, qreal unit) const
{
    bool differs = false;
    const QString text = nodeTypeLabel(drawn.node, &differs);
    if (text.isEmpty())
        return;
    const QFont font = canvas.sized(style_.labelFont, style_.labelFont.pixelSize() * std::max(unit, kMinTextScale));
    const QRectF size = CanvasPainter::textRect({}, text, font).adjusted(-4, -1, 4, 1);
    const QPointF c = drawn.center;
    const qreal r = drawn.radius;
    // Upper left of the node, where tags (which prefer the right) seldom go; else below it.
    for (const QPointF& at : {c + QPointF(-r * 1.2 - size.width() / 2, -r * 0.6),
             c + QPointF(-r * 1.2 - size.width() / 2, r * 0.6), c + QPointF(0, r * 1.1 + size.height() / 2)}) {
        QRectF box = size;
        box.moveCenter(at);
        if (!canvas.isFree(box))
            continue;
        QPainter& painter = canvas.painter();
        painter.setPen(QPen(differs ? style_.cutTag : style_.pathEdge, 1.2));
        painter.setBrush(style_.tagBackground);
        painter.drawRoundedRect(box, 3, 3);
        painter.setPen(differs ? style_.cutTag : style_.pathEdge);
        canvas.text(QStringLiteral("type"), drawn.node, box, text, font);
        return;
    }
}

void TreeItem::paintHandle(QPainter& painter, const Drawn& drawn) const
{
    // A small boxed minus at the node's lower left: click it to fold the subtree away.
    const qreal side = 14;
    handle_ = QRectF(drawn.center + QPointF(-drawn.radius * 1.2 - side, drawn.radius * 0.3), QSizeF(side, side));
    painter.setPen(QPen(style_.outline, 1.4));
    painter.setBrush(style_.tagBackground);
    painter.drawRoundedRect(handle_, 3, 3);
    const QPointF middle = handle_.center();
    painter.drawLine(middle - QPointF(side * 0.3, 0), middle + QPointF(side * 0.3, 0));
}

QString TreeItem::edgeLabel(NodeId child) const
{
    // A run of moves shown as one glyph is labelled with its first and last move.
    const FocusLayout::Place* place = layout_.find(child);
    if (place && place->run > 1)
        return QStringLiteral("%1–%2").arg(
            qtText(model_.tree().label(child)), qtText(model_.tree().label(child + place->run - 1)));
    const QString label = qtText(model_.tree().label(child));
    // Negamax hands its parent the negated value: say so on the edge the value climbs.
    const Replay& replay = model_.replay();
    const Value value = replay.value(child);
    const QString tried = EnhancedStepTag::tryOrder(replay, child);
    if (isNegamax(replay.trace().options.algorithm) && value != kNoValue)
        return QStringLiteral("%1%2 · −(%3)").arg(label, tried, valueText(value));
    return label + tried;
}

void TreeItem::paintEdgeLabel(
    CanvasPainter& canvas, const Drawn& child, const QPointF& from, qreal unit, bool force) const
{
    const QString label = edgeLabel(child.node);
    if (label.isEmpty())
        return;
    const QFont font = canvas.sized(style_.labelFont, style_.labelFont.pixelSize() * std::max(unit, kMinTextScale));
    // Nearer the child first, where the edges of siblings are furthest apart; a move of the
    // search path is never left out: over a shape if it must, never over text.
    std::vector<QRectF> candidates;
    for (const qreal t : {0.55, 0.68, 0.42, 0.78, 0.3})
        candidates.push_back(CanvasPainter::textRect(mix(from, child.center, t), label, font).adjusted(-3, 0, 3, 0));
    auto chosen
        = std::find_if(candidates.begin(), candidates.end(), [&](const QRectF& box) { return canvas.isFree(box); });
    if (chosen == candidates.end() && force)
        chosen = std::find_if(
            candidates.begin(), candidates.end(), [&](const QRectF& box) { return canvas.isFreeOfText(box); });
    if (chosen == candidates.end())
        return;
    QPainter& painter = canvas.painter();
    painter.setPen(Qt::NoPen);
    painter.setBrush(style_.labelBackground);
    painter.drawRoundedRect(*chosen, 4, 4);
    const bool pruned = model_.replay().status(child.node) == NodeStatus::Pruned;
    painter.setPen(pruned ? style_.prunedText : style_.text);
    canvas.text(QStringLiteral("label"), child.node, *chosen, label, font);
}

void TreeItem::paintTag(CanvasPainter& canvas, const Drawn& drawn, qreal unit, bool force, Tag tag) const
{
    const NodeAppearance& look = drawn.look;
    const bool cut = tag == Tag::Cutoff;
    const bool table = tag == Tag::Table;
    const QString& text = cut ? look.cutTag : table ? look.tableTag : look.bounds;
    if (text.isEmpty())
        return;
    const QFont font = canvas.sized(style_.tagFont, style_.tagFont.pixelSize() * std::max(unit, kMinTextScale));
    const QRectF textBox = CanvasPainter::textRect({}, text, font);
    const QSizeF size = textBox.size() + QSizeF(10, 6);
    const QPointF c = drawn.center;
    const qreal r = drawn.radius * 1.2 + 4;
    // Beside the node first, then above or below, then further out with a leader line.
    std::vector<QRectF> candidates;
    for (const qreal reach : {1.0, 2.0, 3.2, 4.6, 6.2}) {
        const qreal d = r * reach;
        const QPointF corners[] = {{c.x() + d, c.y() - size.height() / 2},
            {c.x() - d - size.width(), c.y() - size.height() / 2}, {c.x() + d * 0.6, c.y() - d - size.height()},
            {c.x() - d * 0.6 - size.width(), c.y() - d - size.height()}, {c.x() + d * 0.6, c.y() + d},
            {c.x() - d * 0.6 - size.width(), c.y() + d}};
        for (const QPointF& corner : corners)
            candidates.emplace_back(corner, size);
    }
    // Free, with a little room around it so that two tags never touch, and nearer its own node
    // than any other, so that no one reads it as a neighbour's; failing that, anywhere free,
    // joined to its node by a leader line.
    auto roomy = [&](const QRectF& box) { return canvas.isFree(box.adjusted(-3, -3, 3, 3)); };
    auto chosen = std::find_if(candidates.begin(), candidates.end(),
        [&](const QRectF& box) { return roomy(box) && canvas.isNearest(drawn.node, box); });
    // A tag given as context (the path's α and β) stands by its node or not at all: a leader
    // line across the tree to a far corner says less than the Search Path panel does.
    if (chosen == candidates.end() && !force)
        return;
    if (chosen == candidates.end())
        chosen = std::find_if(candidates.begin(), candidates.end(), roomy);
    if (chosen == candidates.end())
        chosen
            = std::find_if(candidates.begin(), candidates.end(), [&](const QRectF& box) { return canvas.isFree(box); });
    if (chosen == candidates.end()) {
        // What the step is about is never left out: over a shape if it must, never over text.
        chosen = std::find_if(
            candidates.begin(), candidates.end(), [&](const QRectF& box) { return canvas.isFreeOfText(box); });
        if (chosen == candidates.end())
            chosen = candidates.begin();
    }
    const QRectF box = *chosen;
    QPainter& painter = canvas.painter();
    const QColor strong = cut ? style_.cutTag : style_.tableTag;
    const QPen border = cut || table ? QPen(strong, 1.5) : QPen(style_.pathEdge, 1.2);
    if (chosen - candidates.begin() >= 6 || !canvas.isNearest(drawn.node, box)) {
        painter.setPen(border);
        const QPointF towards = box.center() - c;
        const QPointF start = c + towards * (drawn.radius / std::max(1.0, QLineF({}, towards).length()));
        canvas.leader(drawn.node, QLineF(start, box.center()));
    }
    painter.setPen(border);
    painter.setBrush(cut || table ? strong : style_.tagBackground);
    painter.drawRoundedRect(box, 5, 5);
    canvas.reserve(box);
    painter.setPen(cut || table ? style_.cutTagText : style_.boundText);
    const QString kind = cut ? QStringLiteral("cutoff") : table ? QStringLiteral("table") : QStringLiteral("bounds");
    canvas.text(kind, drawn.node, box, text, font);
}

void TreeItem::paintMark(
    QPainter* painter, const QPointF& center, qreal radius, qreal unit, LeafMark mark, const QRectF& valueBox) const
{
    if (mark == LeafMark::None)
        return;
    const qreal width = std::max(2.0, 3.2 * unit);
    const qreal d = radius * 0.95;
    if (mark == LeafMark::Missed) {
        // Never read, but not crossed out: a dashed ring says "this one too".
        painter->setPen(QPen(style_.rightMark, width, Qt::DashLine, Qt::RoundCap));
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(center, d * 1.25, d * 1.25);
        return;
    }
    // Over the whole shape, as a student crosses out a leaf on paper, but around its value,
    // which the student still needs to read; after Check, solid where it was right and dashed
    // where the search does read the leaf.
    const QColor colour = mark == LeafMark::CrossedRight ? style_.rightMark : style_.cutTag;
    painter->setPen(QPen(colour, width, mark == LeafMark::CrossedWrong ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap));
    // Four arms from the centre out past the corners, each starting where it leaves the value.
    const QRectF clear = valueBox.adjusted(-width, -width, width, width);
    const qreal reach = d * 1.25;
    for (const QPointF arm : {QPointF(1, 1), QPointF(1, -1), QPointF(-1, 1), QPointF(-1, -1)}) {
        const qreal start = valueBox.isEmpty()
            ? 0
            : std::min(arm.x() > 0 ? clear.right() - center.x() : center.x() - clear.left(),
                arm.y() > 0 ? clear.bottom() - center.y() : center.y() - clear.top());
        if (start < reach)
            painter->drawLine(center + arm * std::max<qreal>(start, 0), center + arm * reach);
    }
}

void TreeItem::paintRing(QPainter* painter, const QPointF& center, qreal radius, qreal unit) const
{
    // The node a practice question or a lesson stop is about, ringed as a teacher circles it.
    painter->save();
    painter->setPen(QPen(style_.current, std::max(2.0, 2.5 * unit), Qt::DotLine, Qt::RoundCap));
    painter->setBrush(Qt::NoBrush);
    painter->drawEllipse(center, radius * 1.55, radius * 1.55);
    painter->restore();
}

void TreeItem::paintBoard(CanvasPainter& canvas, const Drawn& drawn, qreal unit) const
{
    if (drawn.look.run > 1) // the first move's position is not the run's
        return;
    const TicTacToeBoard board = TicTacToeBoard::unpacked(model_.tree().payload(drawn.node));
    const qreal cell = std::max(13 * unit, qreal(style_.minTextPx)); // marks as large as the smallest type
    const QSizeF size(3 * cell, 3 * cell);
    const QPointF c = drawn.center;
    const qreal beside = drawn.radius * 1.3;
    // Left of the node, else right of it; where neither is free the board is left out, so
    // that it never hides a neighbour.
    const QRectF left(QPointF(c.x() - beside - size.width(), c.y() - size.height() / 2), size);
    const QRectF right(QPointF(c.x() + beside, c.y() - size.height() / 2), size);
    const QRectF place = canvas.isFree(left) ? left : canvas.isFree(right) ? right : QRectF();
    if (place.isNull())
        return;
    canvas.board(drawn.node, place); // tags keep off the board
    QPainter* painter = &canvas.painter();
    const QPointF origin = place.topLeft();
    painter->setPen(QPen(style_.edge, 1));
    painter->setBrush(style_.tagBackground);
    painter->drawRect(QRectF(origin, QSizeF(3 * cell, 3 * cell)));
    for (int i = 1; i < 3; ++i) {
        painter->drawLine(origin + QPointF(i * cell, 0), origin + QPointF(i * cell, 3 * cell));
        painter->drawLine(origin + QPointF(0, i * cell), origin + QPointF(3 * cell, i * cell));
    }
    const qreal inset = cell * 0.22;
    for (int square = 0; square < 9; ++square) {
        const QRectF box(origin + QPointF((square % 3) * cell, (square / 3) * cell), QSizeF(cell, cell));
        const QRectF mark = box.adjusted(inset, inset, -inset, -inset);
        switch (board.at(square)) {
        case TicTacToeBoard::Mark::X:
            painter->setPen(QPen(style_.markX, std::max(1.8 * unit, 1.2)));
            painter->drawLine(mark.topLeft(), mark.bottomRight());
            painter->drawLine(mark.topRight(), mark.bottomLeft());
            break;
        case TicTacToeBoard::Mark::O:
            painter->setPen(QPen(style_.markO, std::max(1.8 * unit, 1.2)));
            painter->setBrush(Qt::NoBrush);
            painter->drawEllipse(mark);
            break;
        case TicTacToeBoard::Mark::Empty: break;
        }
    }
}

} // namespace gtl::ui
