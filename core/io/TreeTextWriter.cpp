// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/TreeTextWriter.h"

#include "core/tree/GameTreeBuilder.h"
#include "core/tree/Scores.h"

#include <unordered_map>
#include <utility>
#include <vector>

namespace gtl {

namespace {

/// The name each position that several marked nodes share is written with: t1, t2, …
std::unordered_map<NodeId, std::string> positionNames(const GameTree& tree)
{
    std::unordered_map<NodeId, std::string> names;
    if (!tree.hasTranspositions())
        return names;
    for (NodeId node = 0; node < tree.size(); ++node) {
        const NodeId same = tree.position(node);
        if (same != node && !tree.pairedByParent(node) && !names.count(same))
            names[same] = "t" + std::to_string(names.size() + 1);
    }
    return names;
}

} // namespace

std::string toTreeText(const GameTree& tree)
{
    std::string out;
    if (tree.size() == 0)
        return out;
    const std::unordered_map<NodeId, std::string> names = positionNames(tree);
    // Explicit stack of (node, next child index) so that deep trees cannot overflow.
    std::vector<std::pair<NodeId, NodeId>> stack;
    auto open = [&](NodeId node) {
        if (node != GameTree::root()) {
            if (tree.isForcing(node))
                out += '!';
            const auto label = tree.label(node);
            const bool outcome = tree.player(tree.parent(node)) == Player::Chance;
            const bool labelled = label != defaultMoveLabel(tree.depth(node), tree.siblingIndex(node));
            if (outcome) { // "0.9: 2" or "0.9 six: 2"
                out += tree.probability(node).text() + (labelled ? " " + std::string(label) : "") + ": ";
            } else if (labelled) {
                out += label;
                out += ':';
            }
        }
        if (tree.isLeaf(node)) {
            out += tree.scoresEachPlayer() ? scoresText(tree.scores(node)) : std::to_string(tree.leafValue(node));
            return;
        }
        out += tree.player(node) == Player::Chance ? '{' : '(';
        stack.emplace_back(node, 0);
    };
    open(GameTree::root());
    while (!stack.empty()) {
        auto& [node, next] = stack.back();
        if (next == tree.childCount(node)) {
            out += tree.player(node) == Player::Chance ? '}' : ')';
            if (const Value evaluation = tree.evaluation(node); evaluation != kNoValue)
                out += '[' + std::to_string(evaluation) + ']';
            const auto name = names.find(tree.position(node));
            // The tops of transpositions are marked; the pairs below them follow.
            if (name != names.end() && (tree.position(node) == node || !tree.pairedByParent(node)))
                out += '~' + name->second;
            stack.pop_back();
            continue;
        }
        if (next > 0)
            out += ", ";
        const NodeId child = tree.firstChild(node) + next++;
        open(child);
    }
    return out;
}

} // namespace gtl
