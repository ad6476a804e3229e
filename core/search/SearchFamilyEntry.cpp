// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/SearchFamilyEntry.h"

#include "core/search/chance/ChanceFamily.h"
#include "core/search/mcts/MctsFamily.h"
#include "core/search/minimax/MinimaxFamily.h"

namespace gtl {

const SearchFamilyEntry& familyEntry(Algorithm algorithm)
{
    switch (algorithmEntry(algorithm).family) {
    case SearchFamily::Minimax: return kMinimaxFamily;
    case SearchFamily::Chance: return kChanceFamily;
    case SearchFamily::Sampling: return kMctsFamily;
    }
    return kMinimaxFamily; // unreachable: every family has its entry
}

Algorithm searchFor(bool chance, Algorithm chosen)
{
    if (!chance || familyEntry(chosen).readsChance)
        return chosen;
    for (const AlgorithmEntry& entry : kAlgorithms) {
        if (familyEntry(entry.algorithm).readsChance)
            return entry.algorithm;
    }
    return chosen;
}

} // namespace gtl
