// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/content/connect4/Connect4Content.h"

#include "core/base/Message.h"
#include "core/games/connect4/Connect4Game.h"

namespace gtl {
namespace {

using lessons::Definition;
using At = lessons::StopRule::At;
using K = EventKind;

/// Negamax alpha-beta, as an engine searches Connect Four, @p depth moves deep.
SearchOptions negamaxTo(std::uint32_t depth, Enhancements more = {})
{
    more.depth = depth;
    return {algorithmNamed("negamax-alphabeta"), false, more};
}

} // namespace

// The figures these captions write out (the solver's scores, the other runs' counts) are
// checked against the solver and those runs in tst_connect4; those in braces come from the run.
const std::vector<Definition>& connect4Lessons()
{
    static const std::vector<Definition> all{
        {"c4-horizon", QT_TRANSLATE_NOOP("Lessons", "Connect Four: the horizon"), "c4-horizon", negamaxTo(4),
            {{At::Start, {}, {}, 1,
                 QT_TRANSLATE_NOOP("Lessons",
                     "Connect Four, X to move. Negamax alpha-beta looks four moves ahead; a position four moves "
                     "down is not played out but scored by the window count: the windows of four still open to "
                     "the side to move minus those open to its opponent.")},
                {At::Event, K::AlphaChanged, "root", 4,
                    QT_TRANSLATE_NOOP("Lessons",
                        "Column 4 is searched: X is sure of {alpha root} by the window count. Four moves ahead, "
                        "nothing shows that 4 wins.")},
                {At::End, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "The search plays 6, worth {value root} as far as four moves show. The solver, which plays "
                        "every line to the end, says 6 loses (−3) and 4 wins: +8, X connects four with its 14th "
                        "disc. The win lies beyond the horizon.")}}},
        {"c4-ordering", QT_TRANSLATE_NOOP("Lessons", "Connect Four: move order and the table"), "c4-horizon",
            negamaxTo(6, {.order = Connect4Game::kCentreFirst, .table = true}),
            {{At::Start, {}, {}, 1,
                 QT_TRANSLATE_NOOP("Lessons",
                     "The same position six moves deep, the columns tried centre first (4, 3, 5, 2, 6, 1, 7) and "
                     "every position filed in a transposition table. In the columns' order 1 to 7, alpha-beta "
                     "enters 15,039 positions at this depth.")},
                {At::Event, K::Probe, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "These discs were reached before in another order: the table answers the position without a "
                        "search, and its subtree is drawn as known from the table."),
                    int(ProbeOutcome::Exact)},
                {At::End, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "{visited} positions entered and {cutoffs} cut-offs. Centre first without the table enters "
                        "1,501; the order 1 to 7, 15,039. All three find 5, worth {value root}: Compare → "
                        "Enhancements of this position steps them side by side.")}}},
        {"c4-evaluation", QT_TRANSLATE_NOOP("Lessons", "Connect Four: two evaluations"), "c4-horizon",
            negamaxTo(4, {.evaluation = Connect4Game::kWeightedWindows}),
            {{At::Start, {}, {}, 1,
                 QT_TRANSLATE_NOOP("Lessons",
                     "Four moves deep again, now with the weighted windows: an open window counts 1, 2, 4 or 8 as "
                     "it holds 0, 1, 2 or 3 discs of its side, so three in a row weigh more than one disc.")},
                {At::Event, K::AlphaChanged, "root", 3,
                    QT_TRANSLATE_NOOP(
                        "Lessons", "Column 4 raises X's α to {alpha root}; no later column does better.")},
                {At::End, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "X plays 4, worth {value root} by the weighted windows, where the window count played 6: the "
                        "same search to the same depth, another evaluation, another move, and this time the "
                        "solver's winning one.")}}},
        {"c4-deepening", QT_TRANSLATE_NOOP("Lessons", "Connect Four: deepening on a budget"), "c4-horizon",
            negamaxTo(8, {.order = Connect4Game::kCentreFirst, .table = true, .iterative = true, .nodeLimit = 2'000}),
            {{At::Start, {}, {}, 1,
                 QT_TRANSLATE_NOOP("Lessons",
                     "Iterative deepening to depth 8 on a budget of 2,000 positions, as an engine on a clock plays: "
                     "depth 1, 2, 3, … each finished depth gives an answer, and when the budget runs out the "
                     "search stops where it is. A budget of positions stops at the same step every run; a time "
                     "limit does the same by the clock.")},
                {At::Event, K::Iteration, {}, 6,
                    QT_TRANSLATE_NOOP(
                        "Lessons", "Depth 5 is complete: X would play 6, worth {value root}. Depth 6 starts now."),
                    -1, true},
                {At::Event, K::Interrupted, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "The 2,000 positions are used up during depth 6: it is abandoned, shown as interrupted, and "
                        "what it found so far is not the answer.")},
                {At::End, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "The answer is depth 5's: column 6, worth 4 (the root shows depth 6's unfinished value), a "
                        "move the solver says loses. With "
                        "room to finish depth 6, the search would play 5, which wins too (+4).")}}},
        {"c4-quiescence", QT_TRANSLATE_NOOP("Lessons", "Connect Four: quiescence search"), "c4-threat",
            negamaxTo(2, {.quiescence = true}),
            {{At::Start, {}, {}, 1,
                 QT_TRANSLATE_NOOP("Lessons",
                     "X to move. Two moves deep, the window count alone plays 4, which the solver says loses. This "
                     "run adds quiescence search: a position on the horizon that has forcing moves (a win, a block or "
                     "a new threat) is not scored at once.")},
                {At::Event, K::StandPat, "1/1", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "X played 1 and O answered 1: on the horizon, but X has forcing moves. X may stand pat on "
                        "the window count, {value 1/1}, and tries only the forcing moves.")},
                {At::Event, K::Leaf, "1/1/2", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "Past the horizon, X plays 2 and connects four. Every other answer of O's leaves X a four "
                        "at once too: the move 1 wins by force, which two moves of search alone cannot see.")},
                {At::End, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "X plays 1, worth {value root}: a won game's score. {visited} positions entered, "
                        "{quiescence} of them past the horizon; without quiescence, 39 positions and the losing 4.")}}},
        {"c4-null-move", QT_TRANSLATE_NOOP("Lessons", "Connect Four: null moves and zugzwang"), "c4-zugzwang",
            negamaxTo(5, {.nullMove = 1}),
            {{At::Start, {}, {}, 1,
                 QT_TRANSLATE_NOOP("Lessons",
                     "X to move, four squares left. Searched to the end, X fills column 4 and wins: O must then play "
                     "into column 2, under X's winning square. This run adds null-move pruning: in the search's "
                     "imagination the side to move may pass, and a position that still looks good enough after a "
                     "pass is cut unsearched.")},
                {At::Event, K::NullMove, "4", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "After X's 4, O has no good move: any disc in column 2 gives X the square above. That is "
                        "zugzwang, where passing would be best. Passing is what null-move pruning tries: X would then "
                        "have to open column 2 itself, so the pass looks good enough for O, and 4 is cut without "
                        "searching O's moves.")},
                {At::End, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "X plays 2, worth {value root}: a draw. Without null moves the search plays 4 and wins. Null "
                        "moves save work where passing is a real option, and they fail in zugzwang, which the last "
                        "columns of Connect Four are full of.")}}},
    };
    return all;
}

const Content& connect4Content()
{
    static const Content content{connect4Presets(), connect4Lessons()};
    return content;
}

} // namespace gtl
