// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/support/SceneChecks.h"

#include "ui/games/GamePainters.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/CanvasPainter.h"
#include "ui/scene/SceneRecord.h"
#include "ui/scene/TreeItem.h"
#include "ui/style/SceneStyle.h"

#include <QJsonArray>
#include <QLineF>
#include <QRectF>
#include <QSet>

#include <QHash>

#include <cmath>
#include <optional>
#include <vector>

namespace gtl::ui::test {
namespace {

/// @p root with the moves from the root to @p node played on it, matched by their names.
std::optional<Position> playedTo(const GameTree& tree, NodeId node, const Game& game, Position root)
{
    std::vector<std::string_view> labels;
    for (NodeId n = node; n != GameTree::root(); n = tree.parent(n))
        labels.push_back(tree.label(n));
    Position position = root;
    for (auto label = labels.rbegin(); label != labels.rend(); ++label) {
        MoveList moves;
        game.moves(position, moves);
        const auto move = std::find_if(moves.begin(), moves.end(),
            [&](const MoveList::Entry& entry) { return game.moveName(entry.move) == *label; });
        if (move == moves.end())
            return std::nullopt;
        position = game.play(position, move->move);
    }
    return position;
}

} // namespace

double contrastRatio(const QColor& ink, const QColor& on)
{
    auto luminance = [](const QColor& c) {
        auto channel = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    };
    const double a = luminance(SceneStyle::over(ink, on));
    const double b = luminance(on);
    return (std::max(a, b) + 0.05) / (std::min(a, b) + 0.05);
}

QString contrastProblem(const QJsonObject& scene)
{
    for (const QJsonValue& value : scene["items"].toArray()) {
        const QJsonObject item = value.toObject();
        if (!item.contains("ink"))
            continue;
        const bool text = item["font_px"].toInt() > 0;
        const double needed = text ? 4.5 : 3.0;
        const double ratio = contrastRatio(QColor(item["ink"].toString()), QColor(item["on"].toString()));
        if (ratio < needed) {
            return QStringLiteral("%1 %2 '%3' in %4 on %5 has a contrast of %6:1, under %7:1")
                .arg(item["kind"].toString(), item["node"].toString(), item["text"].toString(), item["ink"].toString(),
                    item["on"].toString())
                .arg(ratio, 0, 'f', 2)
                .arg(needed);
        }
    }
    return {};
}

QString legibilityProblem(const QJsonObject& scene, const TreeView& view, int minFontPx)
{
    if (const QString problem = contrastProblem(scene); !problem.isEmpty())
        return problem;
    const QJsonArray items = scene["items"].toArray();
    const QRectF canvas(0, 0, scene["width"].toDouble(), scene["height"].toDouble());
    const TreeItem& tree = view.treeItem();
    auto rectOf = [](const QJsonObject& item) {
        return QRectF(item["x"].toDouble(), item["y"].toDouble(), item["w"].toDouble(), item["h"].toDouble());
    };
    auto has = [&](const QString& kind, const QString& node) {
        return std::any_of(items.begin(), items.end(),
            [&](const QJsonValue& v) { return v["kind"].toString() == kind && v["node"].toString() == node; });
    };
    std::vector<std::pair<QRectF, QString>> texts;
    std::vector<QRectF> shapes;
    std::vector<std::pair<QRectF, QString>> nodes; // each shape with its node's path
    std::vector<std::pair<QRectF, QString>> boards;
    std::vector<std::pair<QRectF, QString>> leaders;
    for (const QJsonValue& value : items) {
        const QJsonObject item = value.toObject();
        const QString kind = item["kind"].toString();
        const QString what = kind + " " + item["node"].toString() + " '" + item["text"].toString() + "'";
        if (kind == "node") {
            shapes.push_back(rectOf(item));
            nodes.emplace_back(rectOf(item), item["node"].toString());
            continue;
        }
        if (kind == "board" || kind == "leader") {
            (kind == "board" ? boards : leaders).emplace_back(rectOf(item), item["node"].toString());
            continue;
        }
        if (kind == "plate")
            continue;
        if (item["font_px"].toInt() < minFontPx)
            return what + " is drawn at " + QString::number(item["font_px"].toInt()) + " px";
        texts.emplace_back(rectOf(item), what);
    }
    for (std::size_t i = 0; i < texts.size(); ++i) {
        for (std::size_t j = i + 1; j < texts.size(); ++j) {
            if (texts[i].first.adjusted(0.5, 0.5, -0.5, -0.5).intersects(texts[j].first))
                return texts[i].second + " overlaps " + texts[j].second;
        }
        if (texts[i].second.startsWith("bounds") || texts[i].second.startsWith("cutoff")
            || texts[i].second.startsWith("table")) {
            for (const QRectF& shape : shapes) {
                if (shape.adjusted(0.5, 0.5, -0.5, -0.5).intersects(texts[i].first))
                    return texts[i].second + " covers a node";
            }
        }
    }
    // A value that leaves its node's box sits on a plate, so the shape's outline never
    // crosses its digits.
    for (const QJsonValue& value : items) {
        const QString node = value["node"].toString();
        if (value["kind"].toString() != "value" || has("plate", node))
            continue;
        const auto shape = std::find_if(nodes.begin(), nodes.end(), [&](const auto& n) { return n.second == node; });
        if (shape != nodes.end() && !shape->first.adjusted(-0.5, -0.5, 0.5, 0.5).contains(rectOf(value.toObject())))
            return "the value '" + value["text"].toString() + "' of " + node + " leaves its node without a plate";
    }
    // No node is drawn over another: the current node never hides its parent.
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        for (std::size_t j = i + 1; j < nodes.size(); ++j) {
            if (nodes[i].first.adjusted(0.5, 0.5, -0.5, -0.5).intersects(nodes[j].first))
                return "the node " + nodes[i].second + " overlaps the node " + nodes[j].second;
        }
    }
    // A board is drawn at least as large as its game's painter draws it at the floor, where
    // its smallest mark is as large as the smallest type; and it keeps clear of every node and
    // every other board.
    const GamePainter* painter = GamePainters::forTree(view.model().tree());
    const QSizeF smallestBoard = painter ? painter->sizeBesideNode(0, minFontPx) : QSizeF();
    for (std::size_t i = 0; i < boards.size(); ++i) {
        if (boards[i].first.width() < smallestBoard.width() - 0.5
            || boards[i].first.height() < smallestBoard.height() - 0.5) {
            return QStringLiteral("the board of %1 is drawn %2×%3 px, under the %4×%5 px of the floor")
                .arg(boards[i].second)
                .arg(boards[i].first.width())
                .arg(boards[i].first.height())
                .arg(smallestBoard.width())
                .arg(smallestBoard.height());
        }
        const QRectF inner = boards[i].first.adjusted(0.5, 0.5, -0.5, -0.5);
        for (const auto& [shape, node] : nodes) {
            if (inner.intersects(shape))
                return "the board of " + boards[i].second + " covers the node " + node;
        }
        for (std::size_t j = i + 1; j < boards.size(); ++j) {
            if (inner.intersects(boards[j].first))
                return "the board of " + boards[i].second + " covers the board of " + boards[j].second;
        }
    }
    // Two tags' boxes (5 px around the text) do not touch.
    std::vector<std::pair<QRectF, QString>> tags;
    for (const QJsonValue& value : items) {
        const QString kind = value["kind"].toString();
        if (kind == "bounds" || kind == "cutoff" || kind == "table")
            tags.emplace_back(rectOf(value.toObject()), kind + " " + value["node"].toString());
    }
    for (std::size_t i = 0; i < tags.size(); ++i) {
        for (std::size_t j = i + 1; j < tags.size(); ++j) {
            if (tags[i].first.adjusted(-5, -3, 5, 3).intersects(tags[j].first.adjusted(-5, -3, 5, 3)))
                return tags[i].second + " touches " + tags[j].second;
        }
    }
    // A tag is nearer its own node than any other, or a leader line joins it to its node.
    for (const QJsonValue& value : items) {
        const QString kind = value["kind"].toString();
        if (kind != "bounds" && kind != "cutoff" && kind != "table")
            continue;
        const QRectF tag = rectOf(value.toObject());
        const QString owner = value["node"].toString();
        const bool led = std::any_of(leaders.begin(), leaders.end(), [&](const auto& leader) {
            return leader.second == owner && leader.first.adjusted(-1, -1, 1, 1).intersects(tag);
        });
        if (led)
            continue;
        qreal own = -1;
        qreal others = 1e9;
        QString nearest;
        for (const auto& [shape, node] : nodes) {
            const qreal gap = gapBetween(shape, tag);
            if (node == owner)
                own = own < 0 ? gap : std::min(own, gap);
            else if (gap < others) {
                others = gap;
                nearest = node;
            }
        }
        if (own < 0 || own >= others)
            return kind + " " + owner + " '" + value["text"].toString() + "' is nearer the node " + nearest
                + " than its own, with no leader line";
    }
    // No tag takes the place of a move on the search path: each of its edges on the canvas
    // keeps its label.
    auto onCanvas = [&](NodeId node) {
        const QString path
            = node == GameTree::root() ? QString() : QString::fromStdString(view.model().tree().path(node));
        return std::any_of(nodes.begin(), nodes.end(),
            [&](const auto& shape) { return shape.second == path && canvas.contains(shape.first); });
    };
    for (const FocusLayout::Place& place : tree.layout().placed()) {
        const QString path = QString::fromStdString(view.model().tree().path(place.node));
        if (tree.appearance(place.node).onPath && place.node != tree.layout().focus() && onCanvas(place.node)
            && onCanvas(view.model().tree().parent(place.node)) && !has("label", path))
            return "the move to " + path + " on the search path has no label";
    }
    // No cut-off's tag takes the place of an outcome's probability, without which a chance
    // node cannot be worked out: an outcome's edge drawn without its label keeps the middle
    // stretch, where the label goes, clear of every cut-off tag. (Moves' labels may give way
    // to a tag in a small pane.)
    std::vector<QRectF> cutTags;
    for (const QJsonValue& value : items) {
        if (value["kind"].toString() == "cutoff")
            cutTags.push_back(rectOf(value.toObject()));
    }
    auto centreOf = [&](const QString& path) -> std::optional<QPointF> {
        for (const auto& [shape, node] : nodes) {
            if (node == path && canvas.contains(shape))
                return shape.center();
        }
        return std::nullopt;
    };
    for (const FocusLayout::Place& place : tree.layout().placed()) {
        const GameTree& shown = view.model().tree();
        if (place.node == GameTree::root() || cutTags.empty())
            continue;
        const QString path = QString::fromStdString(shown.path(place.node));
        const NodeId parent = shown.parent(place.node);
        if (shown.player(parent) != Player::Chance)
            continue;
        const auto from = centreOf(parent == GameTree::root() ? QString() : QString::fromStdString(shown.path(parent)));
        const auto to = centreOf(path);
        if (!from || !to || has("label", path))
            continue;
        const QLineF edge(*from, *to);
        for (const QRectF& tag : cutTags) {
            for (qreal t = 0.3; t <= 0.78; t += 0.04) {
                if (tag.contains(edge.pointAt(t)))
                    return "a cut-off tag takes the place of the probability of the outcome " + path;
            }
        }
    }
    if (!scene.contains("current"))
        return {};
    const QString current = scene["current"].toString();
    const NodeId currentNode = [&] {
        for (const FocusLayout::Place& place : tree.layout().placed()) {
            const NodeAppearance look = tree.appearance(place.node);
            if (look.current)
                return place.node;
        }
        return kNoNode;
    }();
    if (currentNode == kNoNode || !has("node", current))
        return "the current node " + current + " is not drawn";
    const QPoint at = view.mapFromScene(tree.targetCenter(currentNode));
    if (!canvas.contains(at))
        return "the current node " + current + " is off the canvas";
    const NodeAppearance look = tree.appearance(currentNode);
    if ((!look.value.isEmpty() || !look.pendingValue.isEmpty()) && !has("value", current))
        return "the current node " + current + " has no value";
    if (!look.bounds.isEmpty() && !has("bounds", current))
        return "the current node " + current + " has no α/β";
    if (!look.tableTag.isEmpty() && !has("table", current))
        return "the current node " + current + " has no tag for what the table did";
    if (look.cut && !has("cutoff", current))
        return "the cut-off at " + current + " has no tag";
    return {};
}

std::pair<int, int> readableValues(const QJsonObject& scene, const RunModel& model)
{
    const Replay& replay = model.replay();
    const GameTree& tree = replay.tree();
    QSet<QString> known;
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (replay.value(n) != kNoValue)
            known.insert(n == GameTree::root() ? QString() : QString::fromStdString(tree.path(n)));
    }
    QSet<QString> shown;
    for (const QJsonValue& item : scene["items"].toArray()) {
        if (item["kind"].toString() == "value" && known.contains(item["node"].toString()))
            shown.insert(item["node"].toString());
    }
    return {int(shown.size()), int(known.size())};
}

QString boardPositionProblem(
    const QJsonObject& scene, const GameTree& tree, const GameKind& game, Position root, int& boards)
{
    QHash<QString, NodeId> byPath;
    for (NodeId n = 0; n < tree.size(); ++n)
        byPath.insert(n == GameTree::root() ? QString() : QString::fromStdString(tree.path(n)), n);
    const std::unique_ptr<Game> played = game.game(root);
    boards = 0;
    for (const QJsonValue& item : scene["items"].toArray()) {
        if (item["kind"].toString() != "board")
            continue;
        ++boards;
        const QString path = item["node"].toString();
        if (!byPath.contains(path))
            return QStringLiteral("a board beside \"%1\", which is no node of the tree").arg(path);
        const std::optional<Position> own = playedTo(tree, byPath[path], *played, root);
        if (!own)
            return QStringLiteral("the moves to \"%1\" are not moves of the game").arg(path);
        const QString expected = QString::fromStdString(game.text(*own));
        if (item["position"].toString() != expected) {
            return QStringLiteral("the board beside \"%1\" shows %2, the node's position is %3")
                .arg(path, item["position"].toString(), expected);
        }
    }
    return {};
}

} // namespace gtl::ui::test
