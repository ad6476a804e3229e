// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/content/trees/TreeContent.h"

#include "core/base/Message.h"

#include <array>

namespace gtl {
namespace {

// The mixed, best-first and worst-first trees are one game (the same twelve leaves under the
// same moves) with the children of every node in a different order.
constexpr std::string_view kMixed = "(A:((9,7), (5,3)), B:((4,1), (8,10)), C:((6,2), (14,13)))";
constexpr std::string_view kBestFirst = "(C:((6,2), (14,13)), A:(2:(5,3), 1:(9,7)), B:((4,1), (2:10, 1:8)))";
constexpr std::string_view kWorstFirst
    = "(B:(2:(8,10), 1:(2:1, 1:4)), A:((2:7, 1:9), (2:3, 1:5)), C:(2:(2:13, 1:14), 1:(2:2, 1:6)))";
constexpr std::string_view kTextbook = "(A:(3,12,8), B:(2,4,6), C:(14,5,2))";
// The enhancements at classroom size: A1 and C1 are one position, as are A2 and B1, so the
// table answers C1 from A1; the evaluations at depth 2 mislead a search that stops there;
// the evaluations at depth 1 put the first iteration's score far from the second's.
constexpr std::string_view kTranspositions
    = "(A:(A1:(3,5)~p, A2:(6,9)~q), B:(B1:(6,9)~q, B2:(1,2)), C:(C1:(3,5)~p, C2:(7,4)))";
constexpr std::string_view kHorizon = "(A:(A1:(3,5)[4], A2:(6,9)[2])[3], B:(B1:(1,2)[6], B2:(7,8)[7])[5])";
constexpr std::string_view kAspiration = "(A:(5,6,7)[1], B:(2,8,4)[0], C:(3,9,1)[2])";
constexpr std::string_view kBeam = "(A:(9,7)[1], B:(2,8)[5], C:(3,4)[4])";
constexpr std::string_view kLateMoves = "(A:(3,4)[3], B:(2,5)[2], C:(1,6)[1], D:(6,7)[5], E:(9,8)[2])";
// Three players: at A player 2 gets 5 either way and decides whether 1 or 3 gains.
constexpr std::string_view kKingmaker = "(A:(<4, 5, 1>, <1, 5, 4>), B:(<3, 3, 4>, <3, 4, 3>))";
// Every leaf adds up to 10: player 2's 7 at B/1 leaves player 1 at most 3 there, below A's 6.
constexpr std::string_view kShallowPruning
    = "(A:(<6, 2, 2>, <5, 1, 4>), B:(<1, 7, 2>, <9, 0, 1>, <8, 1, 1>), C:(<2, 2, 6>, <7, 2, 1>))";

const std::array<Preset, 11> kPresets = {{
    {"mixed", QT_TRANSLATE_NOOP("Presets", "Mixed order"),
        QT_TRANSLATE_NOOP("Presets",
            "MAX moves first with three replies A, B and C; each leads to a MIN choice between two MAX positions, "
            "each with two outcomes. The moves come in no particular order, so alpha-beta prunes some branches "
            "but not all: 18 of the 22 nodes are visited, and the value 6 is reached through C."),
        kMixed},
    {"best-first", QT_TRANSLATE_NOOP("Presets", "Best move first"),
        QT_TRANSLATE_NOOP("Presets",
            "The same game with every node's moves sorted so the best one for the side to move comes first. "
            "Good bounds arrive early and cut as much as any order can: alpha-beta visits only 15 of the 22 "
            "nodes, and still finds 6 through C."),
        kBestFirst},
    {"worst-first", QT_TRANSLATE_NOOP("Presets", "Worst move first"),
        QT_TRANSLATE_NOOP("Presets",
            "The same game with every node's moves sorted worst first. Each new move improves on the last, "
            "so no bound is ever good enough to cut: alpha-beta visits all 22 nodes, exactly like minimax."),
        kWorstFirst},
    {"textbook", QT_TRANSLATE_NOOP("Presets", "Textbook two-ply"),
        QT_TRANSLATE_NOOP("Presets",
            "The classic two-ply example: MAX chooses among three MIN nodes with leaves 3, 12, 8 / 2, 4, 6 / "
            "14, 5, 2. The value is 3. Once A guarantees 3, the first leaf of B (2) proves B worse, so alpha-beta "
            "skips B's other two leaves and reads 7 of the 9."),
        kTextbook},
    {"transpositions", QT_TRANSLATE_NOOP("Presets", "Transpositions: a table hit"),
        QT_TRANSLATE_NOOP("Presets",
            "Two move orders lead to one position: A1 and C1 are the same position (written ~p in the tree text), "
            "and so are A2 and B1 (~q). With the transposition table, alpha-beta answers C1 from what it filed at "
            "A1 without reading a leaf, and B1's entry raises α before its moves: 7 leaves read instead of 9."),
        kTranspositions},
    {"horizon", QT_TRANSLATE_NOOP("Presets", "A horizon with evaluations"),
        QT_TRANSLATE_NOOP("Presets",
            "Every inner node carries a static evaluation, written [N]. Searched to depth 2, the evaluations make "
            "B look worth 6 and A 2, so MAX picks B; searched to the leaves, A is worth 5 and B only 2. What lies "
            "beyond the horizon can overturn the choice: the horizon effect."),
        kHorizon},
    {"aspiration", QT_TRANSLATE_NOOP("Presets", "Iterative deepening with an aspiration window"),
        QT_TRANSLATE_NOOP("Presets",
            "Searched to depth 1, the evaluations give the root 2 through C. Depth 2 then starts with the window "
            "1 to 3 around that score, but A is worth 5: the root fails high, and is searched again with the full "
            "window to find 5 through A."),
        kAspiration},
    {"beam", QT_TRANSLATE_NOOP("Presets", "A beam drops the quiet winning move"),
        QT_TRANSLATE_NOOP("Presets",
            "By their evaluations A looks worst to MAX (1), B best (5) and C next (4), but searched in full A is "
            "worth 7, B 2 and C 3. A beam of two at depth 2 keeps B and C, drops A unsearched, and plays C for 3: "
            "forward pruning is fast, and it can be wrong."),
        kBeam},
    {"lmr", QT_TRANSLATE_NOOP("Presets", "Late move reductions miss a late win"),
        QT_TRANSLATE_NOOP("Presets",
            "MAX's moves after the first three are late. Two moves deep with late move reductions, D and E are "
            "searched a move shallower, by their evaluations: D's 5 beats A's 3, so D is searched again in full and "
            "is worth 6; E's 2 does not, so E's 8 is never seen. MAX plays D for 6 where E wins 8."),
        kLateMoves},
    {"kingmaker", QT_TRANSLATE_NOOP("Presets", "Three players: the kingmaker"),
        QT_TRANSLATE_NOOP("Presets",
            "Player 1 moves at the root, player 2 below; each leaf scores players 1, 2 and 3. At A player 2 gets 5 "
            "either way, so it decides whether player 1 or player 3 gains: a kingmaker. Max^n trusts it to take the "
            "first and plays A for 4; paranoid search fears the worst there and plays B for 3."),
        kKingmaker},
    {"shallow-pruning", QT_TRANSLATE_NOOP("Presets", "Three players: shallow pruning"),
        QT_TRANSLATE_NOOP("Presets",
            "Every leaf's scores add up to 10. Player 1 has 6 from A. At B player 2's first move gives it 7, so "
            "player 1 can get at most 10 − 7 = 3 from B: max^n cuts B's other moves, though B/2 would give player 1 "
            "9. At C player 2 has only 2, and nothing is cut."),
        kShallowPruning},
}};

} // namespace

std::span<const Preset> treePresets()
{
    return kPresets;
}

} // namespace gtl
