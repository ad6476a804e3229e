// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/scene/EdgePainter.h"

#include "core/search/EventFields.h"
#include "core/search/Iterations.h"
#include "core/search/SearchFamilyEntry.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/SampleAppearance.h"

#include <QPainter>

#include <array>
#include <cmath>
#include <utility>

namespace gtl::ui {
namespace {

/// How many widths Monte Carlo tree search's edges are drawn in, by their share of the visits.
constexpr std::size_t kEdgeWeights = 5;

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

} // namespace

EdgePainter::EdgePainter(const TreeItem& item, QPainter& painter, const TreeItem::DeviceMap& map)
    : item_(item)
    , painter_(painter)
    , map_(map)
{
}

void EdgePainter::paintEdges(const std::vector<DrawnNode>& nodes) const
{
    const GameTree& tree = item_.model().tree();
    const Replay& replay = item_.model().replay();
    const SceneStyle& style = item_.style();
    // Monte Carlo tree search weighs each edge by its child's share of the root's visits, so
    // that where the samples went shows at a glance; a few widths, each stroked at once.
    const bool weighed = !familyEntry(replay.trace().options.algorithm).provesValues;
    const double rootVisits = std::max<double>(1, replay.visits(GameTree::root()));
    std::array<QVector<QLineF>, kEdgeWeights> plain;
    QVector<QLineF> pruned;
    QVector<QLineF> quiescent; // the moves quiescence search followed past the horizon
    QVector<QLineF> dropped; // the moves forward pruning left out
    QVector<QLineF> reduced; // the late moves searched a ply shallower
    const bool quiescence = replay.trace().options.enhancements.quiescence;
    const QRectF device = QRectF(painter_.window()).adjusted(-50, -50, 50, 50);
    for (const DrawnNode& drawn : nodes) {
        if (drawn.node == item_.layout().focus())
            continue;
        QLineF line(map_(item_.nodeCenter(tree.parent(drawn.node))), drawn.center);
        if (!clipLine(line, device))
            continue;
        // A node not entered yet is neither reduced nor past the horizon (its plies left are 0).
        const NodeStatus status = replay.status(drawn.node);
        QVector<QLineF>* apart = status == NodeStatus::Pruned ? &pruned
            : status == NodeStatus::Dropped                   ? &dropped
            : replay.isReduced(drawn.node)                    ? &reduced
            : quiescence && replay.pliesLeft(drawn.node) < 0  ? &quiescent
                                                              : nullptr;
        if (apart) {
            apart->push_back(line);
            continue;
        }
        const double share = weighed ? std::sqrt(replay.visits(drawn.node) / rootVisits) : 0;
        plain[std::size_t(std::lround(share * (kEdgeWeights - 1)))].push_back(line);
    }
    for (std::size_t weight = 0; weight < kEdgeWeights; ++weight) {
        if (plain[weight].isEmpty())
            continue;
        painter_.setPen(QPen(style.edge, style.lineWidth * (1 + 1.2 * double(weight))));
        painter_.drawLines(plain[weight]);
    }
    painter_.setPen(QPen(style.prunedEdge, style.lineWidth, Qt::DashLine));
    painter_.drawLines(pruned);
    painter_.setPen(QPen(style.tableTag, style.lineWidth * 1.8, Qt::DashDotLine));
    painter_.drawLines(quiescent);
    // Unlike a prune, a drop is a guess: dotted in the colour of a cut-off's tag.
    painter_.setPen(QPen(style.cutTag, style.lineWidth * 1.6, Qt::DotLine, Qt::RoundCap));
    painter_.drawLines(dropped);
    // A reduction is a guess too, and a lesser one: long dashes in the same colour.
    QPen reducedPen(style.cutTag, style.lineWidth * 1.6, Qt::CustomDashLine, Qt::FlatCap);
    reducedPen.setDashPattern({5, 2.5});
    painter_.setPen(reducedPen);
    painter_.drawLines(reduced);
}

void EdgePainter::paintPlayout() const
{
    const Event* playout = SampleAppearance::playoutOnShow(item_.model().replay());
    if (!playout || EventFields::playout(*playout).moves == 0 || !item_.layout().find(playout->node))
        return;
    // A dotted zigzag hanging off the node the playout started from, a bend per random move
    // (at most six), about a level deep: the game played out beyond the tree, never added to it.
    const QPointF start = map_(item_.nodeCenter(playout->node));
    const int bends = std::min<int>(EventFields::playout(*playout).moves, 6);
    const qreal step = std::max<qreal>(6, item_.levelHeight() * TreeItem::kPlayoutDepth * map_.sy / (bends + 1));
    QPolygonF path{start};
    for (int i = 1; i <= bends; ++i)
        path << start + QPointF((i % 2 ? 0.5 : -0.5) * step, step * (i + 1));
    QPen pen(item_.style().pathEdge, std::max(2.0, item_.style().lineWidth * 2), Qt::DotLine, Qt::RoundCap);
    painter_.setPen(pen);
    painter_.setBrush(Qt::NoBrush);
    painter_.drawPolyline(path);
    painter_.setBrush(item_.style().pathEdge);
    painter_.drawEllipse(path.back(), 4, 4);
}

void EdgePainter::paintSearchPath() const
{
    const Replay& replay = item_.model().replay();
    const SceneStyle& style = item_.style();
    const FocusLayout& layout = item_.layout();
    const auto& path = replay.path();
    const qreal width = std::max(2.0, style.lineWidth * 2.4 * std::min(1.0, map_.unit() * 1.5));
    QPen pen(style.pathEdge, width);
    pen.setCapStyle(Qt::RoundCap);
    painter_.setPen(pen);
    const QRectF device = QRectF(painter_.window()).adjusted(-50, -50, 50, 50);
    auto drawClipped = [&](NodeId from, NodeId to) {
        if (!layout.find(from) || !layout.find(to))
            return;
        QLineF line(map_(item_.nodeCenter(from)), map_(item_.nodeCenter(to)));
        if (clipLine(line, device))
            painter_.drawLine(line);
    };
    // While an iteration runs, the best line of the one before it: the moves it tries first.
    const SearchRun& run = item_.model().run();
    const int running = iterationAt(run.iterations, replay.step());
    if (running >= 1 && replay.step() < run.iterations[std::size_t(running)].endStep) {
        painter_.setPen(QPen(style.tableTag, width * 1.8, Qt::DotLine, Qt::RoundCap));
        NodeId from = GameTree::root();
        for (NodeId to : run.iterations[std::size_t(running) - 1].principalVariation)
            drawClipped(std::exchange(from, to), to);
        painter_.setPen(pen);
    }
    for (std::size_t i = 1; i < path.size(); ++i)
        drawClipped(path[i - 1], path[i]);
    // Once the search is over, the move it chose stands out.
    const NodeId best = replay.trace().result.bestMove;
    if (replay.atEnd() && best != kNoNode) {
        painter_.setPen(QPen(style.current, width * 1.6, Qt::SolidLine, Qt::RoundCap));
        drawClipped(GameTree::root(), best);
    }
}

std::optional<QLineF> EdgePainter::horizonLine(const std::vector<DrawnNode>& nodes) const
{
    const FocusLayout& layout = item_.layout();
    const std::uint32_t horizon = item_.model().replay().horizon();
    const std::uint32_t top = item_.model().tree().depth(layout.focus());
    if (horizon == 0 || horizon < top || horizon - top >= layout.levels() || nodes.empty())
        return std::nullopt;
    // Between the last level searched and the first one beyond, clear of the move labels.
    const qreal y = map_(QPointF(0, TreeItem::kMargin + (horizon - top + 0.32) * item_.levelHeight())).y();
    qreal left = nodes.front().center.x();
    qreal right = left;
    for (const DrawnNode& drawn : nodes) {
        left = std::min(left, drawn.center.x());
        right = std::max(right, drawn.center.x());
    }
    return QLineF(left - 40, y, right + 40, y);
}

void EdgePainter::paintHorizonLine(const QLineF& line) const
{
    painter_.setPen(QPen(item_.style().tableTag, 1.5, Qt::DashLine));
    painter_.drawLine(line);
}

std::optional<QRectF> EdgePainter::quiescenceBand(const QLineF& line) const
{
    const Replay& replay = item_.model().replay();
    const std::uint32_t plies = replay.trace().options.enhancements.quiescencePlies();
    const FocusLayout& layout = item_.layout();
    const std::uint32_t top = item_.model().tree().depth(layout.focus());
    const std::uint32_t deepestDrawn = top + std::uint32_t(layout.levels()) - 1;
    const std::uint32_t last = std::min(replay.horizon() + plies, deepestDrawn);
    if (plies == 0 || last <= replay.horizon())
        return std::nullopt;
    const qreal bottom = map_(QPointF(0, TreeItem::kMargin + (last - top + 0.6) * item_.levelHeight())).y();
    return QRectF(QPointF(line.x1(), line.y1()), QPointF(line.x2(), bottom));
}

void EdgePainter::paintQuiescenceBand(const QRectF& band) const
{
    painter_.fillRect(band, item_.style().quiescenceBand);
}

} // namespace gtl::ui
