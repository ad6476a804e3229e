// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/content/mcts/MctsContent.h"

#include "core/base/Message.h"

#include <numbers>

namespace gtl {
namespace {

using lessons::Definition;
using At = lessons::StopRule::At;
using K = EventKind;

/// Monte Carlo tree search with @p iterations iterations, the constant @p exploration and seed 1.
SearchOptions sampling(std::uint32_t iterations, double exploration = std::numbers::sqrt2)
{
    SearchOptions options;
    options.algorithm = algorithmNamed("mcts");
    options.mcts = {iterations, 1, exploration};
    return options;
}

} // namespace

// What these captions say beyond the figures in braces (which moves draw or lose, what
// alpha-beta and the solver choose) is checked in tst_mcts against the solver and the runs.
const Content& mctsContent()
{
    static const std::vector<Definition> kLessons{
        {"mcts-phases", QT_TRANSLATE_NOOP("Lessons", "Monte Carlo tree search: the four phases"), "ttt-block",
            sampling(100),
            {{At::Start, {}, {}, 1,
                 QT_TRANSLATE_NOOP("Lessons",
                     "X to move with squares 7, 8 and 9 left. Monte Carlo tree search proves nothing: it samples. "
                     "Each iteration selects down the nodes it has, expands one new node, plays the game out at "
                     "random from there and backs the result up. A node shows its mover's rewards over its "
                     "visits.")},
                {At::Event, K::Expand, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "Expansion: the root has no node below it yet, so the first iteration adds its first move, "
                        "7. The playout starts from the new node.")},
                {At::Event, K::Playout, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "Playout: random moves from 7 to the end of the game, drawn dotted. They are not added to "
                        "the tree; only the result counts, as X's reward for moving into 7: 1 for a win, ½ for a "
                        "draw, 0 for a loss.")},
                {At::Event, K::Backup, "root", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "Back-up: the reward climbs the path. Each node on it counts one more visit and adds the "
                        "reward of the side that moved into it: 7 has {visits 7} visit, mean reward {mean 7}.")},
                {At::Exploration, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "Selection by UCB1: a move's mean reward plus an exploration term that is larger the less "
                        "the move was tried. 8's mean reward is {mean 8}, 7's {mean 7}, yet 8 has the fewest visits: "
                        "its exploration term wins, and the search explores where it would otherwise exploit.")},
                {At::End, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "After {iterations} iterations 7 has {visits 7} visits, 8 {visits 8} and 9 {visits 9}. "
                        "Only the block on 7 does not lose, and UCB1 sends most samples there; its mean reward, "
                        "{mean 7}, is a draw's. The answer is the most visited move: 7.")}}},
        {"mcts-exploration", QT_TRANSLATE_NOOP("Lessons", "Monte Carlo tree search: the exploration constant"),
            "ttt-transpositions", sampling(500, 0.2),
            {{At::Start, {}, {}, 1,
                 QT_TRANSLATE_NOOP("Lessons",
                     "X to move with five squares left: 8 draws, every other move loses. The exploration constant "
                     "C weighs UCB1's exploration term against the mean reward; here it is 0.2, where √2 is the "
                     "textbooks' choice.")},
                {At::Event, K::Backup, "root", 5,
                    QT_TRANSLATE_NOOP("Lessons",
                        "Each of the five moves has had one playout. 8 has a mean reward of {mean 8} and 9 of "
                        "{mean 9}: one sample each, not much to judge a move by.")},
                {At::End, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "With C = 0.2 the search exploits: 8 has {visits 8} of the {iterations} visits, and 9 "
                        "only {visits 9}. The tree grew just {visited} nodes. Compare → Exploration constants of "
                        "this position runs C = 0.2 beside C = 2, which spreads the samples over every move.")}}},
        {"mcts-alphabeta", QT_TRANSLATE_NOOP("Lessons", "Monte Carlo tree search against alpha-beta"), "c4-horizon",
            sampling(5'000),
            {{At::Start, {}, {}, 1,
                 QT_TRANSLATE_NOOP("Lessons",
                     "The Connect Four position where negamax alpha-beta, four moves deep, plays 6 and the solver "
                     "says 4 wins. Monte Carlo tree search has no evaluation and no horizon: it plays every "
                     "sample out to the end of the game.")},
                {At::Event, K::Sample, {}, 1'001,
                    QT_TRANSLATE_NOOP("Lessons",
                        "After {iterations} iterations 4 has {visits 4} visits and a mean reward of {mean 4}, 6 has "
                        "{visits 6} and {mean 6}. The samples already lean towards 4."),
                    -1, true},
                {At::End, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "After {iterations} iterations 4 has {visits 4} visits, mean reward {mean 4}: the most "
                        "visited move is the solver's winning one, which alpha-beta's horizon hid. Compare → Monte "
                        "Carlo tree search against alpha-beta steps both on this position.")}}},
    };
    static const Content content{{}, kLessons};
    return content;
}

} // namespace gtl
