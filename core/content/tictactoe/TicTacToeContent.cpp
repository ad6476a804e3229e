// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/content/tictactoe/TicTacToeContent.h"

#include "core/base/Message.h"
#include "core/games/tictactoe/TicTacToeKind.h"

#include <array>
#include <vector>

namespace gtl {
namespace {

using lessons::Definition;
using At = lessons::StopRule::At;
using K = EventKind;

} // namespace

const Content& ticTacToeContent()
{
    static const std::array<Preset, 2> kPresets = {{
        {"ttt-block", QT_TRANSLATE_NOOP("Presets", "Tic-tac-toe: block the diagonal"),
            QT_TRANSLATE_NOOP("Presets",
                "X to move with squares 7, 8 and 9 left. O holds 3 and 5 and threatens to complete the diagonal at 7. "
                "Only the block on 7 saves the draw; after 8 or 9, O wins at once. The full tree has 14 positions; "
                "alpha-beta needs 10, because one O win under 8 (and under 9) is enough to reject that move."),
            "XXOOOX...", &ticTacToeKind()},
        {"ttt-transpositions", QT_TRANSLATE_NOOP("Presets", "Tic-tac-toe: transpositions"),
            QT_TRANSLATE_NOOP("Presets",
                "X to move with five squares left. X on 4 then O on 6 reaches the same board as X on 6 then O on 4: "
                "the table knows the second order from the first. Alpha-beta enters 101 of the 206 positions; with "
                "the table, 80, 15 of them answered or narrowed by the table."),
            "XOX.O....", &ticTacToeKind()},
    }};
    static const std::vector<Definition> kLessons{
        {"ttt-block", QT_TRANSLATE_NOOP("Lessons", "X blocks O's win"), "ttt-block",
            {algorithmNamed("alphabeta"), false},
            {{At::Start, {}, {}, 1,
                 QT_TRANSLATE_NOOP("Lessons",
                     "Tic-tac-toe with X to move and squares 7, 8 and 9 left. O holds 3 and 5 and "
                     "threatens the diagonal at 7.")},
                {At::Event, K::AlphaChanged, "root", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "X blocks at 7 and the game ends in a draw: square 7 is worth {value 7}, and MAX "
                        "is now sure of {alpha root}.")},
                {At::Event, K::Cutoff, "8", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "After 8, O's reply 7 wins, worth {value 8/7}, below the {alpha 8} X already has: "
                        "α = {alpha 8} ≥ β = {beta 8}, so O's other reply is never looked at.")},
                {At::End, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "X's best move is the block at 7, worth {value root}: a draw. {cutoffs} cut-offs "
                        "spared {pruned} positions.")}}},
        {"ttt-table", QT_TRANSLATE_NOOP("Lessons", "Transpositions in tic-tac-toe"), "ttt-transpositions",
            SearchOptions{algorithmNamed("alphabeta"), false, {.table = true}},
            {{At::Start, {}, {}, 1,
                 QT_TRANSLATE_NOOP("Lessons",
                     "X to move with five squares left. Two moves by each side in another order lead to the same "
                     "board, and the table files boards, not paths.")},
                {At::Event, K::Probe, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "This board was reached before by another move order: the table answers it without a "
                        "search. Its subtree is drawn as known from the table."),
                    int(ProbeOutcome::Exact)},
                {At::End, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "The value, {value root}, is the same; the search entered {visited} positions instead of "
                        "101.")}}},
    };
    static const Content content{kPresets, kLessons};
    return content;
}

} // namespace gtl
