// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/Iterations.h"

#include "core/search/EventFields.h"

#include <algorithm>
#include <unordered_map>

namespace gtl {
namespace {

/// Follows each node's best child from the root.
std::vector<NodeId> bestLine(const std::unordered_map<NodeId, NodeId>& bestChild)
{
    std::vector<NodeId> line;
    for (auto next = bestChild.find(GameTree::root()); next != bestChild.end(); next = bestChild.find(next->second)) {
        line.push_back(next->second);
        if (line.size() > bestChild.size())
            break; // cannot happen in a tree; guards the loop all the same
    }
    return line;
}

} // namespace

std::vector<Iteration> iterationsOf(const Trace& trace)
{
    std::vector<Iteration> iterations;
    std::unordered_map<NodeId, NodeId> bestChild;
    const auto finish = [&] {
        if (!iterations.empty())
            iterations.back().principalVariation = bestLine(bestChild);
        bestChild.clear();
    };
    for (std::size_t k = 0; k < trace.events.size(); ++k) {
        const Event& e = trace.events[k];
        if (e.kind == EventKind::Iteration) {
            finish();
            iterations.push_back({EventFields::iteration(e).depth, k + 1, k + 1, 0, 0, false, {}});
            continue;
        }
        if (iterations.empty())
            return {};
        Iteration& current = iterations.back();
        if (e.kind == EventKind::Enter)
            ++current.enters;
        else if (e.kind == EventKind::ValueChanged && k > 0)
            bestChild[e.node] = trace.events[k - 1].node; // the child whose return changed it
        else if (e.kind == EventKind::Interrupted) {
            current.interrupted = true;
            current.endStep = k + 1;
        } else if (e.kind == EventKind::Return && e.node == GameTree::root()) {
            current.endStep = k + 1;
            current.value = EventFields::answer(e).value;
        }
    }
    finish();
    return iterations;
}

int iterationAt(const std::vector<Iteration>& iterations, std::size_t step)
{
    const auto after = std::upper_bound(iterations.begin(), iterations.end(), step,
        [](std::size_t s, const Iteration& iteration) { return s < iteration.firstStep; });
    return int(after - iterations.begin()) - 1;
}

} // namespace gtl
