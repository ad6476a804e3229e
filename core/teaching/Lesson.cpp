// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/teaching/Lesson.h"

#include "core/base/Counted.h"
#include "core/search/Replay.h"
#include "core/search/mcts/MctsWords.h"

#include <algorithm>

namespace gtl {
namespace {

/// The node at @p path ("root", "B/1"), or kNoNode.
NodeId nodeAtPath(const GameTree& tree, std::string_view path)
{
    NodeId node = GameTree::root();
    if (path == "root")
        return node;
    while (!path.empty()) {
        const std::size_t slash = path.find('/');
        const std::string_view label = path.substr(0, slash);
        NodeId next = kNoNode;
        for (NodeId child : tree.children(node)) {
            if (tree.label(child) == label)
                next = child;
        }
        if (next == kNoNode)
            return kNoNode;
        node = next;
        path = slash == std::string_view::npos ? std::string_view() : path.substr(slash + 1);
    }
    return node;
}

/// The figure @p name ("visited", "iterations", "quiescence", "alpha B/1", "visits 7", "mean 7") names at
/// the replay's step, or nothing if @p name is no figure.
std::optional<std::string> figure(std::string_view name, const Replay& replay)
{
    // Grouped as the counters panel writes them: "1,046".
    const auto count = [](NodeId n) { return std::optional<std::string>(grouped(n)); };
    if (name == "visited")
        return count(replay.visited());
    if (name == "pruned")
        return count(replay.pruned());
    if (name == "leaves")
        return count(replay.leavesEvaluated());
    if (name == "cutoffs")
        return count(replay.cutoffs());
    if (name == "iterations")
        return count(replay.iterations());
    if (name == "quiescence")
        return count(replay.quiescenceNodes());
    const std::size_t space = name.find(' ');
    if (space == std::string_view::npos)
        return std::nullopt;
    const std::string_view what = name.substr(0, space);
    const NodeId node = nodeAtPath(replay.tree(), name.substr(space + 1));
    if (node == kNoNode)
        return std::nullopt;
    // Monte Carlo tree search's figures of a node: its visits and its mover's mean reward.
    if (what == "visits")
        return count(replay.visits(node));
    if (what == "mean")
        return MctsWords::real(replay.meanReward(node));
    if (what != "alpha" && what != "beta" && what != "value")
        return std::nullopt;
    const Value value = what == "alpha" ? replay.alpha(node) : what == "beta" ? replay.beta(node) : replay.value(node);
    return value == kNoValue ? "?" : replay.trace().chance.spokenText(value);
}

} // namespace

std::optional<std::size_t> Lesson::stopAtOrBefore(std::size_t step) const
{
    const auto after = std::upper_bound(
        stops.begin(), stops.end(), step, [](std::size_t s, const LessonStop& stop) { return s < stop.step; });
    if (after == stops.begin())
        return std::nullopt;
    return std::size_t(after - stops.begin() - 1);
}

std::optional<std::size_t> Lesson::stopAfter(std::size_t step) const
{
    const auto after = std::upper_bound(
        stops.begin(), stops.end(), step, [](std::size_t s, const LessonStop& stop) { return s < stop.step; });
    if (after == stops.end())
        return std::nullopt;
    return std::size_t(after - stops.begin());
}

std::optional<std::size_t> Lesson::stopBefore(std::size_t step) const
{
    const auto at = std::lower_bound(
        stops.begin(), stops.end(), step, [](const LessonStop& stop, std::size_t s) { return stop.step < s; });
    if (at == stops.begin())
        return std::nullopt;
    return std::size_t(at - stops.begin() - 1);
}

Lesson Lesson::fromNotes(std::string title, const TreeNotes& notes)
{
    Lesson lesson;
    lesson.title = std::move(title);
    lesson.options = notes.writtenFor;
    for (const TreeNote& note : notes.notes)
        lesson.stops.push_back({note.step, note.text, {}});
    return lesson;
}

Message captionMessage(std::string_view text, const Replay& replay)
{
    Message caption = Message::verbatim(std::string(text));
    for (std::size_t open = text.find('{'); open != std::string_view::npos; open = text.find('{', open + 1)) {
        const std::size_t close = text.find('}', open);
        if (close == std::string_view::npos)
            break;
        const std::string_view name = text.substr(open + 1, close - open - 1);
        if (const auto value = figure(name, replay))
            caption.arg(name, Message::decimal(*value));
    }
    return caption;
}

std::string fillCaption(std::string_view text, const Replay& replay)
{
    return captionMessage(text, replay).english();
}

} // namespace gtl
