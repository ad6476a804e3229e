// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/support/ReplaySnapshot.h"

namespace gtl::test {

Snapshot::Snapshot(const Replay& r)
    : path(r.path())
    , table(r.tableEntries())
    , visited(r.visited())
    , pruned(r.pruned())
    , leaves(r.leavesEvaluated())
    , cutoffs(r.cutoffs())
    , evaluations(r.evaluations())
    , tableHits(r.tableHits())
    , researches(r.researches())
    , horizon(r.horizon())
    , iterations(r.iterations())
    , step(r.step())
    , interrupted(r.interrupted())
{
    for (NodeId n = 0; n < r.tree().size(); ++n) {
        status.push_back(int(r.status(n)));
        value.push_back(r.value(n));
        alpha.push_back(r.alpha(n));
        beta.push_back(r.beta(n));
        chanceLower.push_back(r.chanceLower(n));
        chanceUpper.push_back(r.chanceUpper(n));
        tryOrder.push_back(r.tryOrder(n));
        answeredAt.push_back(r.answeredAt(n));
        visits.push_back(r.visits(n));
        rewardSum.push_back(r.rewardSum(n));
    }
}

} // namespace gtl::test
