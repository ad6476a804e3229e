// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/teaching/SearchTeaching.h"

#include "core/teaching/chance/ChanceNarrator.h"
#include "core/teaching/chance/ChancePseudocode.h"
#include "core/teaching/maxn/MaxnNarrator.h"
#include "core/teaching/maxn/MaxnPseudocode.h"
#include "core/teaching/mcts/MctsNarrator.h"
#include "core/teaching/mcts/MctsPseudocode.h"
#include "core/teaching/mcts/MctsSettingsWords.h"
#include "core/teaching/minimax/MinimaxNarrator.h"
#include "core/teaching/minimax/MinimaxPseudocode.h"

namespace gtl {

const SearchTeaching& teachingOf(Algorithm algorithm)
{
    static constexpr SearchTeaching kMinimax{MinimaxPseudocode::listing, MinimaxNarrator::message};
    static constexpr SearchTeaching kChance{ChancePseudocode::listing, ChanceNarrator::message};
    static constexpr SearchTeaching kSampling{MctsPseudocode::listing, MctsNarrator::message, MctsSettingsWords::words};
    static constexpr SearchTeaching kSeveralPlayers{MaxnPseudocode::listing, MaxnNarrator::message};
    switch (algorithmEntry(algorithm).family) {
    case SearchFamily::Minimax: return kMinimax;
    case SearchFamily::Chance: return kChance;
    case SearchFamily::Sampling: return kSampling;
    case SearchFamily::SeveralPlayers: return kSeveralPlayers;
    }
    return kMinimax; // unreachable: every family has its entry
}

} // namespace gtl
