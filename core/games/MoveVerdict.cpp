// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/games/MoveVerdict.h"

namespace gtl {

int MoveVerdict::rank() const
{
    constexpr int kLonger = 1000; // more own moves than any game lasts
    switch (outcome) {
    case Outcome::Win: return ownMoves;
    case Outcome::Draw: return kLonger;
    case Outcome::Loss: return 3 * kLonger - ownMoves;
    }
    return kLonger;
}

std::vector<MoveVerdict> verdictsOf(const Solution& solution)
{
    std::vector<MoveVerdict> verdicts;
    for (std::size_t move = 0; move < solution.moves.size(); ++move) {
        if (!solution.moves[move])
            continue;
        const int score = *solution.moves[move];
        MoveVerdict verdict{.number = int(move) + 1};
        if (score > 0) {
            // The mover wins with its (winBase − score)th piece.
            verdict.outcome = MoveVerdict::Outcome::Win;
            verdict.ownMoves = solution.winBase - score - solution.moverPlaced;
        } else if (score < 0) {
            // The opponent wins with its (winBase + score)th piece; each of its moves follows
            // one of the mover's, this one the first.
            verdict.outcome = MoveVerdict::Outcome::Loss;
            verdict.ownMoves = solution.winBase + score - solution.opponentPlaced;
        }
        verdicts.push_back(verdict);
    }
    return verdicts;
}

} // namespace gtl
