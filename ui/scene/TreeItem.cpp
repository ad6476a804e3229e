#include "ui/scene/TreeItem.h"

#include "core/games/TicTacToeBoard.h"
#include "core/search/Search.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/ValueText.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace gtl::ui {
namespace {

/// Node spacing, in pixels, from which values are drawn inside the nodes.
constexpr qreal kValueSpacing = 30;
/// A node drawn with its value is at least this large, in pixels, so that the value (whose
/// type stops shrinking at kMinTextScale) stays readable inside it.
constexpr qreal kMinValueRadius = 15;
/// Node spacing, in pixels, from which move labels are drawn on the edges.
constexpr qreal kLabelSpacing = 36;
/// Node spacing, in pixels, from which every node's α/β tag and board is drawn too.
constexpr qreal kDetailSpacing = 58;
/// Text shrinks with the zoom only down to this factor, so a fitted tree stays readable from
/// the back of a classroom; values still shrink to fit inside their node.
constexpr qreal kMinTextScale = 0.9;

/// Which state a strip shows when several share a pixel: the most advanced one.
constexpr int kRank[] = {/*Unvisited*/ 0, /*OnPath*/ 3, /*Done*/ 2, /*Pruned*/ 1};

/// Clips @p line to @p rect (Liang–Barsky). Edges of a wide tree can be millions of pixels
/// long at node-level zoom, and stroking them whole, dashed ones above all, costs seconds.
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

/// Draws @p text centred at @p center, shrinking the font until it fits @p maxWidth.
void drawFitted(QPainter* painter, const QPointF& center, const QString& text, QFont font, qreal maxWidth)
{
    QFontMetricsF metrics(font);
    while (metrics.horizontalAdvance(text) > maxWidth && font.pixelSize() > 7) {
        font.setPixelSize(font.pixelSize() - 1);
        metrics = QFontMetricsF(font);
    }
    painter->setFont(font);
    const QSizeF size(metrics.horizontalAdvance(text), metrics.height());
    painter->drawText(QRectF(center - QPointF(size.width() / 2, size.height() / 2), size), Qt::AlignCenter, text);
}

QFont scaled(QFont font, qreal factor)
{
    font.setPixelSize(std::max(1, static_cast<int>(std::lround(font.pixelSize() * factor))));
    return font;
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
    prepareGeometryChange();
    const bool boards = model_.tree().hasPayload();
    columnWidth_ = boards ? 170 : 100;
    levelHeight_ = boards ? 160 : 140;
    valueInFlight_ = kNoNode;
    update();
}

void TreeItem::setStyle(const SceneStyle& style)
{
    style_ = style;
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

QRectF TreeItem::boundingRect() const
{
    const TreeLayout& layout = model_.run().layout;
    return QRectF(0, 0, std::max<qreal>(layout.width - 1, 0) * columnWidth_ + 2 * kMargin,
        layout.height * levelHeight_ + 2 * kMargin);
}

QPointF TreeItem::nodeCenter(NodeId node) const
{
    const SearchRun& run = model_.run();
    return {kMargin + run.layout.x[node] * columnWidth_, kMargin + run.tree->depth(node) * levelHeight_};
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
    look.asked = node == asked_;
    const Value value = replay.value(node);
    if (value != kNoValue)
        look.value = valueText(value);
    else if (tree.isLeaf(node))
        look.pendingValue = valueText(Search::leafScore(tree, node, replay.trace().options.algorithm));
    const Value alpha = replay.alpha(node);
    const Value beta = replay.beta(node);
    const NodeId count = tree.childCount(node);
    look.cut = !look.grey && count > 0 && replay.status(tree.firstChild(node) + count - 1) == NodeStatus::Pruned;
    if (look.cut) {
        look.cutTag = QStringLiteral("✂ α≥β\n%1 ≥ %2").arg(valueText(alpha), valueText(beta));
    } else if (look.onPath && alpha != kNoValue) {
        look.bounds = QStringLiteral("α %1\nβ %2").arg(valueText(alpha), valueText(beta));
    }
    return look;
}

NodeId TreeItem::nodeAt(const QPointF& point, const QTransform& toDevice) const
{
    const SearchRun& run = model_.run();
    const qreal level = std::round((point.y() - kMargin) / levelHeight_);
    if (level < 0 || level >= static_cast<qreal>(run.levelStart.size() - 1))
        return kNoNode;
    // Shapes are drawn in pixels with the smaller scale, so measure the distance there.
    const qreal radius = kNodeRadius * 1.2 * std::min(toDevice.m11(), toDevice.m22());
    const qreal reach = radius / std::max(toDevice.m11(), 1e-9);
    const Range range = visibleRange(static_cast<std::uint32_t>(level), point.x() - reach, point.x() + reach);
    const QPointF at = toDevice.map(point);
    for (NodeId n = range.begin; n < range.end; ++n) {
        if (QLineF(toDevice.map(nodeCenter(n)), at).length() <= radius)
            return n;
    }
    return kNoNode;
}

TreeItem::Range TreeItem::visibleRange(std::uint32_t depth, qreal left, qreal right) const
{
    const SearchRun& run = model_.run();
    const auto& x = run.layout.x;
    const NodeId first = run.levelStart[depth];
    const NodeId last = run.levelStart[depth + 1];
    // Within a level, breadth-first ids run left to right.
    const float lo = static_cast<float>((left - kMargin) / columnWidth_);
    const float hi = static_cast<float>((right - kMargin) / columnWidth_);
    const auto begin = std::lower_bound(x.begin() + first, x.begin() + last, lo);
    const auto end = std::upper_bound(begin, x.begin() + last, hi);
    return {static_cast<NodeId>(begin - x.begin()), static_cast<NodeId>(end - x.begin())};
}

QColor TreeItem::stripColour(NodeStatus status) const
{
    switch (status) {
    case NodeStatus::Unvisited: return style_.unvisitedFill.darker(115);
    case NodeStatus::Pruned: return style_.prunedFill.darker(125);
    case NodeStatus::Done: return style_.doneFill.darker(130);
    case NodeStatus::OnPath: return style_.pathFill.darker(140);
    }
    return style_.unvisitedFill;
}

QColor TreeItem::fillFor(const NodeAppearance& look) const
{
    switch (look.status) {
    case NodeStatus::OnPath: return style_.pathFill;
    case NodeStatus::Done: return style_.doneFill;
    case NodeStatus::Pruned: return style_.prunedFill;
    case NodeStatus::Unvisited: return style_.unvisitedFill;
    }
    return style_.unvisitedFill;
}

void TreeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    const QTransform t = painter->worldTransform();
    const DeviceMap map{t.m11(), t.m22(), t.dx(), t.dy()};
    const qreal spacing = columnWidth_ * map.sx;
    // Reach beyond the exposed rectangle so that shapes and tags cut by its edge are drawn.
    const qreal reach = std::max(columnWidth_, 120 / std::max(map.sx, 1e-9));
    // QGraphicsView::render() exposes the whole item; the device bounds the work either way.
    const QRectF onDevice = t.inverted().mapRect(QRectF(0, 0, painter->device()->width(), painter->device()->height()));
    const QRectF exposed
        = option->exposedRect.intersected(onDevice).adjusted(-reach, -levelHeight_, reach, levelHeight_);
    painter->save();
    painter->resetTransform();
    if (spacing < kStripSpacing) {
        paintStrips(painter, map, exposed);
        painter->setRenderHint(QPainter::Antialiasing);
        paintSearchPath(painter, map);
    } else {
        painter->setRenderHint(QPainter::Antialiasing);
        paintEdges(painter, map, exposed);
        paintSearchPath(painter, map);
        if (spacing >= kLabelSpacing)
            paintEdgeLabels(painter, map, exposed);
        paintNodes(painter, map, exposed, spacing);
    }
    painter->restore();
}

void TreeItem::paintStrips(QPainter* painter, const DeviceMap& map, const QRectF& exposed) const
{
    const SearchRun& run = model_.run();
    const Replay& replay = model_.replay();
    const auto& x = run.layout.x;
    const QColor colours[4] = {stripColour(NodeStatus::Unvisited), stripColour(NodeStatus::Pruned),
        stripColour(NodeStatus::Done), stripColour(NodeStatus::OnPath)};
    const qreal height = std::clamp(levelHeight_ * map.sy * 0.3, 3.0, 2 * kNodeRadius * map.sy);
    const QRectF device(map(exposed.topLeft()), map(exposed.bottomRight()));
    const long firstPixel = static_cast<long>(std::floor(device.left()));
    const long lastPixel = static_cast<long>(std::ceil(device.right()));
    // Layout x of the left edge of device pixel column p.
    auto layoutX = [&](long p) { return static_cast<float>(((p - 0.5 - map.dx) / map.sx - kMargin) / columnWidth_); };
    for (std::uint32_t depth = 0; depth + 1 < run.levelStart.size(); ++depth) {
        const qreal top = (kMargin + depth * levelHeight_) * map.sy + map.dy - height / 2;
        auto node = x.begin() + run.levelStart[depth];
        const auto levelEnd = x.begin() + run.levelStart[depth + 1];
        node = std::lower_bound(node, levelEnd, layoutX(firstPixel));
        // Each pixel column shows the most advanced state among its nodes; neighbouring
        // columns in the same state are filled as one rectangle.
        long runStart = 0;
        int runRank = -1;
        long previous = firstPixel - 2;
        auto flush = [&](long end) {
            if (runRank >= 0)
                painter->fillRect(QRectF(runStart, top, std::max<long>(end - runStart, 3), height), colours[runRank]);
        };
        for (long pixel = firstPixel; pixel <= lastPixel && node != levelEnd; ++pixel) {
            const auto next = std::lower_bound(node, levelEnd, layoutX(pixel + 1));
            if (next == node)
                continue;
            int rank = 0;
            for (auto it = node; it != next && rank < 3; ++it)
                rank = std::max(rank, kRank[int(replay.status(static_cast<NodeId>(it - x.begin())))]);
            node = next;
            if (rank != runRank || pixel != previous + 1) {
                flush(previous + 1);
                runStart = pixel;
                runRank = rank;
            }
            previous = pixel;
        }
        flush(previous + 1);
    }
}

void TreeItem::paintEdges(QPainter* painter, const DeviceMap& map, const QRectF& exposed) const
{
    const SearchRun& run = model_.run();
    const GameTree& tree = *run.tree;
    const Replay& replay = model_.replay();
    QVector<QLineF> plain;
    QVector<QLineF> pruned;
    const QRectF device = QRectF(map(exposed.topLeft()), map(exposed.bottomRight())).normalized();
    for (std::uint32_t depth = 1; depth + 1 < run.levelStart.size(); ++depth) {
        // Edges into this level: those whose child is visible, and those whose parent is.
        Range range = visibleRange(depth, exposed.left(), exposed.right());
        const Range parents = visibleRange(depth - 1, exposed.left(), exposed.right());
        for (NodeId p : {parents.begin, parents.end - 1}) {
            if (parents.begin < parents.end && !tree.isLeaf(p)) {
                range.begin = std::min(range.begin, tree.firstChild(p));
                range.end = std::max(range.end, tree.childrenEnd(p));
            }
        }
        for (NodeId n = range.begin; n < range.end; ++n) {
            QLineF line(map(nodeCenter(tree.parent(n))), map(nodeCenter(n)));
            if (clipLine(line, device))
                (replay.status(n) == NodeStatus::Pruned ? pruned : plain).push_back(line);
        }
    }
    painter->setPen(QPen(style_.edge, style_.lineWidth));
    painter->drawLines(plain);
    painter->setPen(QPen(style_.prunedEdge, style_.lineWidth, Qt::DashLine));
    painter->drawLines(pruned);
}

void TreeItem::paintEdgeLabels(QPainter* painter, const DeviceMap& map, const QRectF& exposed) const
{
    const SearchRun& run = model_.run();
    for (std::uint32_t depth = 1; depth + 1 < run.levelStart.size(); ++depth) {
        const Range range = visibleRange(depth, exposed.left(), exposed.right());
        for (NodeId n = range.begin; n < range.end; ++n)
            paintEdgeLabel(painter, map, n);
    }
}

void TreeItem::paintEdgeLabel(QPainter* painter, const DeviceMap& map, NodeId child) const
{
    const GameTree& tree = model_.tree();
    const QString label = qtText(tree.label(child));
    const QPointF from = map(nodeCenter(tree.parent(child)));
    const QPointF to = map(nodeCenter(child));
    const QPointF at = from + (to - from) * 0.52;
    const QFont font = scaled(style_.labelFont, std::max(map.unit(), kMinTextScale));
    const QFontMetricsF metrics(font);
    const QSizeF size(metrics.horizontalAdvance(label) + 8 * map.unit(), metrics.height());
    const QRectF box(at - QPointF(size.width() / 2, size.height() / 2), size);
    const bool pruned = model_.replay().status(child) == NodeStatus::Pruned;
    painter->setPen(Qt::NoPen);
    painter->setBrush(style_.labelBackground);
    painter->drawRoundedRect(box, 4, 4);
    painter->setPen(pruned ? style_.prunedText : style_.text);
    painter->setFont(font);
    painter->drawText(box, Qt::AlignCenter, label);
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
        QLineF line(map(nodeCenter(from)), map(nodeCenter(to)));
        if (clipLine(line, device))
            painter->drawLine(line);
    };
    for (std::size_t i = 1; i < path.size(); ++i)
        drawClipped(path[i - 1], path[i]);
    // Once the search is over, the move it chose stands out.
    const NodeId best = replay.trace().result.bestMove;
    if (replay.atEnd() && best != kNoNode) {
        painter->setPen(QPen(style_.current, width * 1.6, Qt::SolidLine, Qt::RoundCap));
        drawClipped(GameTree::root(), best);
    }
    // At strip zoom the current node would vanish among its neighbours: ring it.
    const Event* event = model_.replay().currentEvent();
    if (event && columnWidth_ * map.sx < kStripSpacing) {
        painter->setPen(QPen(style_.current, 3));
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(map(nodeCenter(event->node)), 7, 7);
    }
}

void TreeItem::paintNodes(QPainter* painter, const DeviceMap& map, const QRectF& exposed, qreal spacing) const
{
    const SearchRun& run = model_.run();
    // What a step is about — the search path, the current node, the cut-offs — keeps its
    // values and tags however cramped the tree: such nodes are drawn at full size over the
    // others. Every other node's tag needs room to spare. Tags go on top, so they come last.
    const qreal focusSpacing = std::max(spacing, kValueSpacing);
    std::vector<std::pair<NodeId, NodeAppearance>> focus;
    std::vector<std::pair<QPointF, NodeAppearance>> tagged;
    for (std::uint32_t depth = 0; depth + 1 < run.levelStart.size(); ++depth) {
        const Range range = visibleRange(depth, exposed.left(), exposed.right());
        for (NodeId n = range.begin; n < range.end; ++n) {
            NodeAppearance look = appearance(n);
            if (spacing < kValueSpacing && (look.onPath || look.current || look.cut)) {
                focus.emplace_back(n, std::move(look));
                continue;
            }
            paintNode(painter, map, n, look, spacing);
            if (spacing >= kDetailSpacing || (spacing >= kValueSpacing && (look.cut || look.current)))
                tagged.emplace_back(map(nodeCenter(n)), std::move(look));
        }
    }
    for (auto& [node, look] : focus) {
        paintNode(painter, map, node, look, focusSpacing);
        if (look.cut || look.current)
            tagged.emplace_back(map(nodeCenter(node)), std::move(look));
    }
    for (const auto& [center, look] : tagged)
        paintTags(painter, center, map.unit(), look);
}

void TreeItem::paintNode(
    QPainter* painter, const DeviceMap& map, NodeId node, const NodeAppearance& look, qreal spacing) const
{
    const GameTree& tree = model_.tree();
    const QPointF c = map(nodeCenter(node));
    const qreal unit = map.unit();
    // Without text the shapes may fill more of their column, so that they stay visible.
    const qreal r = spacing < kValueSpacing ? spacing * 0.42 : std::max(kNodeRadius * unit, kMinValueRadius);
    const bool max = tree.player(node) == Player::Max;
    if (look.current) {
        QColor halo = style_.current;
        halo.setAlphaF(0.75);
        painter->setPen(Qt::NoPen);
        painter->setBrush(halo);
        const qreal haloRadius = std::max(r * 1.55, 10.0); // findable however small the nodes
        painter->drawEllipse(c, haloRadius, haloRadius);
    }
    QPen pen(look.grey ? style_.prunedEdge : style_.outline, style_.lineWidth * (look.onPath ? 2 : 1));
    if (look.grey)
        pen.setStyle(Qt::DashLine);
    pen.setJoinStyle(Qt::RoundJoin);
    painter->setPen(pen);
    painter->setBrush(fillFor(look));
    if (tree.isLeaf(node))
        painter->drawRoundedRect(QRectF(c.x() - r * 0.8, c.y() - r * 0.8, r * 1.6, r * 1.6), 4 * unit, 4 * unit);
    else
        painter->drawPolygon(triangle(c, r, max));
    if (look.asked)
        paintAskedRing(painter, c, r, unit);
    if (spacing < kValueSpacing) {
        paintMark(painter, c, r, unit, look.mark);
        return;
    }
    const qreal textScale = std::max(unit, kMinTextScale);
    if (!look.value.isEmpty() && node != valueInFlight_) {
        painter->setPen(look.grey ? style_.prunedText : style_.text);
        const qreal shift = tree.isLeaf(node) ? 0 : (max ? 0.22 : -0.22) * r;
        drawFitted(painter, c + QPointF(0, shift), look.value, scaled(style_.valueFont, textScale),
            r * (tree.isLeaf(node) ? 1.5 : 1.3));
    } else if (!look.pendingValue.isEmpty()) {
        // Known from the start, as on a textbook figure, but plainly not read yet.
        painter->setPen(look.grey ? style_.prunedText : style_.pendingText);
        drawFitted(painter, c, look.pendingValue, scaled(style_.pendingValueFont, textScale), r * 1.5);
    }
    if (spacing >= kDetailSpacing && tree.hasPayload())
        paintBoard(painter, node, c, unit);
    paintMark(painter, c, r, unit, look.mark);
}

void TreeItem::paintMark(QPainter* painter, const QPointF& center, qreal radius, qreal unit, LeafMark mark) const
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
    // Over the whole shape and its value, as a student crosses out a leaf on paper; after
    // Check, solid where it was right and dashed where the search does read the leaf.
    const QColor colour = mark == LeafMark::CrossedRight ? style_.rightMark : style_.cutTag;
    painter->setPen(QPen(colour, width, mark == LeafMark::CrossedWrong ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(center + QPointF(-d, -d), center + QPointF(d, d));
    painter->drawLine(center + QPointF(d, -d), center + QPointF(-d, d));
}

void TreeItem::paintAskedRing(QPainter* painter, const QPointF& center, qreal radius, qreal unit) const
{
    // The node a practice question is about, ringed as a teacher circles it on the board.
    painter->save();
    painter->setPen(QPen(style_.current, std::max(2.0, 2.5 * unit), Qt::DotLine, Qt::RoundCap));
    painter->setBrush(Qt::NoBrush);
    painter->drawEllipse(center, radius * 1.55, radius * 1.55);
    painter->restore();
}

void TreeItem::paintTags(QPainter* painter, const QPointF& center, qreal unit, const NodeAppearance& look) const
{
    const QString& text = look.cut ? look.cutTag : look.bounds;
    if (text.isEmpty())
        return;
    const QFont font = scaled(style_.tagFont, std::max(unit, kMinTextScale));
    const QFontMetricsF metrics(font);
    const QStringList lines = text.split('\n');
    qreal width = 0;
    for (const QString& line : lines)
        width = std::max(width, metrics.horizontalAdvance(line));
    const QSizeF size(width + 10 * unit, metrics.lineSpacing() * lines.size() + 6 * unit);
    const QRectF box(QPointF(center.x() + kNodeRadius * 1.15 * unit, center.y() - size.height() / 2), size);
    painter->setPen(look.cut ? QPen(style_.cutTag, 1) : QPen(style_.pathEdge, 1.2));
    painter->setBrush(look.cut ? style_.cutTag : style_.tagBackground);
    painter->drawRoundedRect(box, 5 * unit, 5 * unit);
    painter->setPen(look.cut ? style_.cutTagText : style_.boundText);
    painter->setFont(font);
    painter->drawText(box, Qt::AlignCenter, text);
}

void TreeItem::paintBoard(QPainter* painter, NodeId node, const QPointF& center, qreal unit) const
{
    const TicTacToeBoard board = TicTacToeBoard::unpacked(model_.tree().payload(node));
    const qreal cell = 13 * unit;
    const QPointF origin(center.x() - kNodeRadius * 1.3 * unit - 3 * cell, center.y() - 1.5 * cell);
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
            painter->setPen(QPen(style_.markX, 1.8 * unit));
            painter->drawLine(mark.topLeft(), mark.bottomRight());
            painter->drawLine(mark.topRight(), mark.bottomLeft());
            break;
        case TicTacToeBoard::Mark::O:
            painter->setPen(QPen(style_.markO, 1.8 * unit));
            painter->setBrush(Qt::NoBrush);
            painter->drawEllipse(mark);
            break;
        case TicTacToeBoard::Mark::Empty: break;
        }
    }
}

} // namespace gtl::ui
