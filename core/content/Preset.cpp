// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/content/Preset.h"

#include "core/base/Message.h"
#include "core/games/GameRegistry.h"
#include "core/io/TreeTextParser.h"
#include "core/content/ChancePresets.h"
#include "core/content/Connect4Presets.h"

#include <array>
#include <cassert>

namespace gtl {
namespace {

// The mixed, best-first and worst-first trees are one game (the same twelve leaves under the
// same moves) with the children of every node in a different order.
constexpr std::string_view kMixed = "(A:((9,7), (5,3)), B:((4,1), (8,10)), C:((6,2), (14,13)))";
constexpr std::string_view kBestFirst = "(C:((6,2), (14,13)), A:(2:(5,3), 1:(9,7)), B:((4,1), (2:10, 1:8)))";
constexpr std::string_view kWorstFirst
    = "(B:(2:(8,10), 1:(2:1, 1:4)), A:((2:7, 1:9), (2:3, 1:5)), C:(2:(2:13, 1:14), 1:(2:2, 1:6)))";
constexpr std::string_view kTextbook = "(A:(3,12,8), B:(2,4,6), C:(14,5,2))";
constexpr std::string_view kBlockBoard = "--ttt XXOOOX...";
constexpr std::string_view kFiveSticks = "--sticks 5";
// The enhancements at classroom size: A1 and C1 are one position, as are A2 and B1, so the
// table answers C1 from A1; the evaluations at depth 2 mislead a search that stops there;
// the evaluations at depth 1 put the first iteration's score far from the second's.
constexpr std::string_view kTranspositions
    = "(A:(A1:(3,5)~p, A2:(6,9)~q), B:(B1:(6,9)~q, B2:(1,2)), C:(C1:(3,5)~p, C2:(7,4)))";
constexpr std::string_view kHorizon = "(A:(A1:(3,5)[4], A2:(6,9)[2])[3], B:(B1:(1,2)[6], B2:(7,8)[7])[5])";
constexpr std::string_view kAspiration = "(A:(5,6,7)[1], B:(2,8,4)[0], C:(3,9,1)[2])";
constexpr std::string_view kBeam = "(A:(9,7)[1], B:(2,8)[5], C:(3,4)[4])";
constexpr std::string_view kLateMoves = "(A:(3,4)[3], B:(2,5)[2], C:(1,6)[1], D:(6,7)[5], E:(9,8)[2])";
constexpr std::string_view kTranspositionBoard = "--ttt XOX.O....";
// Three players: at A player 2 gets 5 either way and decides whether 1 or 3 gains.
constexpr std::string_view kKingmaker = "(A:(<4, 5, 1>, <1, 5, 4>), B:(<3, 3, 4>, <3, 4, 3>))";
// Every leaf adds up to 10: player 2's 7 at B/1 leaves player 1 at most 3 there, below A's 6.
constexpr std::string_view kShallowPruning
    = "(A:(<6, 2, 2>, <5, 1, 4>), B:(<1, 7, 2>, <9, 0, 1>, <8, 1, 1>), C:(<2, 2, 6>, <7, 2, 1>))";

GameTree fromText(std::string_view text)
{
    auto parsed = TreeTextParser::parse(text);
    assert(parsed);
    return std::move(*parsed);
}

/// The tree of a game's position, written as on the command line: the game's option and the
/// position ("--ttt XXOOOX...").
GameTree ofGame(std::string_view source)
{
    const std::size_t space = source.find(' ');
    const GameKind* game = GameRegistry::findByOption(source.substr(0, space));
    assert(game && space != std::string_view::npos);
    const auto start = game->parse(source.substr(space + 1), std::nullopt);
    assert(start);
    return game->tree(*start);
}

const std::array<Preset, 14> kPresets = {{
    {"mixed", QT_TRANSLATE_NOOP("Presets", "Mixed order"),
        QT_TRANSLATE_NOOP("Presets",
            "MAX moves first with three replies A, B and C; each leads to a MIN choice between two MAX positions, "
            "each with two outcomes. The moves come in no particular order, so alpha-beta prunes some branches "
            "but not all: 18 of the 22 nodes are visited, and the value 6 is reached through C.")},
    {"best-first", QT_TRANSLATE_NOOP("Presets", "Best move first"),
        QT_TRANSLATE_NOOP("Presets",
            "The same game with every node's moves sorted so the best one for the side to move comes first. "
            "Good bounds arrive early and cut as much as any order can: alpha-beta visits only 15 of the 22 "
            "nodes, and still finds 6 through C.")},
    {"worst-first", QT_TRANSLATE_NOOP("Presets", "Worst move first"),
        QT_TRANSLATE_NOOP("Presets",
            "The same game with every node's moves sorted worst first. Each new move improves on the last, "
            "so no bound is ever good enough to cut: alpha-beta visits all 22 nodes, exactly like minimax.")},
    {"ttt-block", QT_TRANSLATE_NOOP("Presets", "Tic-tac-toe: block the diagonal"),
        QT_TRANSLATE_NOOP("Presets",
            "X to move with squares 7, 8 and 9 left. O holds 3 and 5 and threatens to complete the diagonal at 7. "
            "Only the block on 7 saves the draw; after 8 or 9, O wins at once. The full tree has 14 positions; "
            "alpha-beta needs 10, because one O win under 8 (and under 9) is enough to reject that move.")},
    {"textbook", QT_TRANSLATE_NOOP("Presets", "Textbook two-ply"),
        QT_TRANSLATE_NOOP("Presets",
            "The classic two-ply example: MAX chooses among three MIN nodes with leaves 3, 12, 8 / 2, 4, 6 / "
            "14, 5, 2. The value is 3. Once A guarantees 3, the first leaf of B (2) proves B worse, so alpha-beta "
            "skips B's other two leaves and reads 7 of the 9.")},
    {"transpositions", QT_TRANSLATE_NOOP("Presets", "Transpositions: a table hit"),
        QT_TRANSLATE_NOOP("Presets",
            "Two move orders lead to one position: A1 and C1 are the same position (written ~p in the tree text), "
            "and so are A2 and B1 (~q). With the transposition table, alpha-beta answers C1 from what it filed at "
            "A1 without reading a leaf, and B1's entry raises α before its moves: 7 leaves read instead of 9.")},
    {"horizon", QT_TRANSLATE_NOOP("Presets", "A horizon with evaluations"),
        QT_TRANSLATE_NOOP("Presets",
            "Every inner node carries a static evaluation, written [N]. Searched to depth 2, the evaluations make "
            "B look worth 6 and A 2, so MAX picks B; searched to the leaves, A is worth 5 and B only 2. What lies "
            "beyond the horizon can overturn the choice: the horizon effect.")},
    {"aspiration", QT_TRANSLATE_NOOP("Presets", "Iterative deepening with an aspiration window"),
        QT_TRANSLATE_NOOP("Presets",
            "Searched to depth 1, the evaluations give the root 2 through C. Depth 2 then starts with the window "
            "1 to 3 around that score, but A is worth 5: the root fails high, and is searched again with the full "
            "window to find 5 through A.")},
    {"beam", QT_TRANSLATE_NOOP("Presets", "A beam drops the quiet winning move"),
        QT_TRANSLATE_NOOP("Presets",
            "By their evaluations A looks worst to MAX (1), B best (5) and C next (4), but searched in full A is "
            "worth 7, B 2 and C 3. A beam of two at depth 2 keeps B and C, drops A unsearched, and plays C for 3: "
            "forward pruning is fast, and it can be wrong.")},
    {"lmr", QT_TRANSLATE_NOOP("Presets", "Late move reductions miss a late win"),
        QT_TRANSLATE_NOOP("Presets",
            "MAX's moves after the first three are late. Two moves deep with late move reductions, D and E are "
            "searched a move shallower, by their evaluations: D's 5 beats A's 3, so D is searched again in full and "
            "is worth 6; E's 2 does not, so E's 8 is never seen. MAX plays D for 6 where E wins 8.")},
    {"ttt-transpositions", QT_TRANSLATE_NOOP("Presets", "Tic-tac-toe: transpositions"),
        QT_TRANSLATE_NOOP("Presets",
            "X to move with five squares left. X on 4 then O on 6 reaches the same board as X on 6 then O on 4: "
            "the table knows the second order from the first. Alpha-beta enters 101 of the 206 positions; with "
            "the table, 80, 15 of them answered or narrowed by the table.")},
    {"kingmaker", QT_TRANSLATE_NOOP("Presets", "Three players: the kingmaker"),
        QT_TRANSLATE_NOOP("Presets",
            "Player 1 moves at the root, player 2 below; each leaf scores players 1, 2 and 3. At A player 2 gets 5 "
            "either way, so it decides whether player 1 or player 3 gains: a kingmaker. Max^n trusts it to take the "
            "first and plays A for 4; paranoid search fears the worst there and plays B for 3.")},
    {"shallow-pruning", QT_TRANSLATE_NOOP("Presets", "Three players: shallow pruning"),
        QT_TRANSLATE_NOOP("Presets",
            "Every leaf's scores add up to 10. Player 1 has 6 from A. At B player 2's first move gives it 7, so "
            "player 1 can get at most 10 − 7 = 3 from B: max^n cuts B's other moves, though B/2 would give player 1 "
            "9. At C player 2 has only 2, and nothing is cut.")},
    {"sticks", QT_TRANSLATE_NOOP("Presets", "Sticks: five left, A to move"),
        QT_TRANSLATE_NOOP("Presets",
            "A, B and C take 1, 2 or 3 sticks in turn, and whoever takes the last stick wins. With five left, A "
            "cannot win: taking 1 leaves four to B, and C wins; taking 2 or 3 lets B take the rest. A decides who "
            "wins, the kingmaker of a real game: max^n takes 1, the first of the equal moves, for <0, 0, 1>.")},
}};

} // namespace

GameTree Preset::build() const
{
    if (auto chance = chancePresetTree(name))
        return std::move(*chance);
    if (auto connect4 = connect4PresetTree(name))
        return std::move(*connect4);
    if (name == "mixed")
        return fromText(kMixed);
    if (name == "best-first")
        return fromText(kBestFirst);
    if (name == "worst-first")
        return fromText(kWorstFirst);
    if (name == "ttt-block")
        return ofGame(kBlockBoard);
    if (name == "ttt-transpositions")
        return ofGame(kTranspositionBoard);
    if (name == "transpositions")
        return fromText(kTranspositions);
    if (name == "horizon")
        return fromText(kHorizon);
    if (name == "aspiration")
        return fromText(kAspiration);
    if (name == "beam")
        return fromText(kBeam);
    if (name == "lmr")
        return fromText(kLateMoves);
    if (name == "kingmaker")
        return fromText(kKingmaker);
    if (name == "shallow-pruning")
        return fromText(kShallowPruning);
    if (name == "sticks")
        return ofGame(kFiveSticks);
    return fromText(kTextbook);
}

std::span<const Preset> presets()
{
    return kPresets;
}

const Preset* findPreset(std::string_view name)
{
    for (const Preset& preset : kPresets) {
        if (preset.name == name)
            return &preset;
    }
    for (const Preset& preset : chancePresets()) {
        if (preset.name == name)
            return &preset;
    }
    for (const Preset& preset : connect4Presets()) {
        if (preset.name == name)
            return &preset;
    }
    return nullptr;
}

} // namespace gtl
