// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/mcts/MctsConvergence.h"

#include "core/search/EventFields.h"
#include "core/search/SearchFamilyEntry.h"
#include "core/search/mcts/Reward.h"

#include <algorithm>

namespace gtl {

MctsConvergence MctsConvergence::of(const GameTree& tree, const Trace& trace, std::size_t maxPoints)
{
    MctsConvergence convergence;
    if (!!familyEntry(trace.options.algorithm).provesValues || trace.events.empty() || tree.size() == 0)
        return convergence;
    for (NodeId child : tree.children(GameTree::root()))
        convergence.moves_.push_back(child);
    const std::size_t moves = convergence.moves_.size();
    const NodeId first = moves == 0 ? 0 : convergence.moves_.front();
    const std::uint32_t iterations = trace.options.mcts.iterations;
    const std::uint32_t stride
        = std::max<std::uint32_t>(1, std::uint32_t(iterations / std::max<std::size_t>(1, maxPoints)));
    std::vector<std::uint32_t> visits(moves, 0);
    std::vector<std::int64_t> rewards(moves, 0);
    std::uint32_t iteration = 0;
    const auto record = [&](std::size_t step) {
        Point point{iteration, step, visits, std::vector<double>(moves)};
        for (std::size_t m = 0; m < moves; ++m)
            point.means[m] = meanReward(rewards[m], visits[m]);
        convergence.points_.push_back(std::move(point));
    };
    for (std::size_t k = 0; k < trace.events.size(); ++k) {
        const Event& e = trace.events[k];
        if (e.kind == EventKind::Sample) {
            iteration = EventFields::sample(e);
        } else if (e.kind == EventKind::Backup && e.node != GameTree::root()
            && tree.parent(e.node) == GameTree::root()) {
            ++visits[e.node - first];
            rewards[e.node - first] += EventFields::backup(e).reward;
        } else if (e.kind == EventKind::Backup && e.node == GameTree::root()
            && (iteration % stride == 0 || iteration == iterations)) {
            // The root's back-up ends an iteration, the last one too: the point stands from
            // the step after it.
            record(k + 1);
        }
    }
    return convergence;
}

} // namespace gtl
