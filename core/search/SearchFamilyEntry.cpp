// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/SearchFamilyEntry.h"

#include "core/search/chance/ChanceFamily.h"
#include "core/search/maxn/MaxnFamily.h"
#include "core/search/mcts/MctsFamily.h"
#include "core/search/minimax/MinimaxFamily.h"

namespace gtl {

const SearchFamilyEntry& familyEntry(Algorithm algorithm)
{
    switch (algorithmEntry(algorithm).family) {
    case SearchFamily::Minimax: return kMinimaxFamily;
    case SearchFamily::Chance: return kChanceFamily;
    case SearchFamily::Sampling: return kMctsFamily;
    case SearchFamily::SeveralPlayers: return kMaxnFamily;
    }
    return kMinimaxFamily; // unreachable: every family has its entry
}

Algorithm searchFor(bool chance, bool severalPlayers, Algorithm chosen)
{
    const auto reads = [chance, severalPlayers](Algorithm algorithm) {
        return (!chance || familyEntry(algorithm).readsChance)
            && (!severalPlayers || algorithmEntry(algorithm).severalPlayers);
    };
    if (reads(chosen))
        return chosen;
    for (const AlgorithmEntry& entry : kAlgorithms) {
        if (reads(entry.algorithm))
            return entry.algorithm;
    }
    return chosen;
}

} // namespace gtl
