// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/mcts/Reward.h"
#include "core/tree/GameTree.h"

namespace gtl {

/// Turns the score of a finished game, from the side to move there, into that side's reward.
/// A game scores a win 1, a draw ½ and a loss 0 (only the sign of its score counts); a tree of
/// its own scales its leaves linearly from its smallest (0 for MAX) to its largest (1 for MAX),
/// and MIN's reward is the rest to 1.
class PlayoutScore {
public:
    static PlayoutScore ofGame() { return PlayoutScore(); }
    static PlayoutScore ofTree(const GameTree& tree);

    Reward reward(Value score, Player toMove) const;

private:
    PlayoutScore() = default;

    bool scaled_ = false;
    Value lowest_ = 0;
    Value highest_ = 0;
};

} // namespace gtl
