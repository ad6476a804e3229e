#include "core/teaching/Preset.h"

#include "core/games/TicTacToeTree.h"
#include "core/io/TreeTextParser.h"

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
constexpr std::string_view kBlockBoard = "XXOOOX...";

GameTree fromText(std::string_view text)
{
    auto parsed = TreeTextParser::parse(text);
    assert(parsed);
    return std::move(*parsed);
}

GameTree blockPosition()
{
    const auto board = TicTacToeBoard::parse(kBlockBoard, std::nullopt);
    assert(board);
    return buildTicTacToeTree(*board);
}

const std::array<Preset, 5> kPresets = {{
    {"mixed", "Mixed order",
        "MAX moves first with three replies A, B and C; each leads to a MIN choice between two MAX positions, "
        "each with two outcomes. The moves come in no particular order, so alpha-beta prunes some branches "
        "but not all: 18 of the 22 nodes are visited, and the value 6 is reached through C."},
    {"best-first", "Best move first",
        "The same game with every node's moves sorted so the best one for the side to move comes first. "
        "Good bounds arrive early and cut as much as any order can: alpha-beta visits only 15 of the 22 "
        "nodes, and still finds 6 through C."},
    {"worst-first", "Worst move first",
        "The same game with every node's moves sorted worst first. Each new move improves on the last, "
        "so no bound is ever good enough to cut: alpha-beta visits all 22 nodes, exactly like minimax."},
    {"ttt-block", "Tic-tac-toe: block the diagonal",
        "X to move with squares 7, 8 and 9 left. O holds 3 and 5 and threatens to complete the diagonal at 7. "
        "Only the block on 7 saves the draw; after 8 or 9, O wins at once. The full tree has 14 positions; "
        "alpha-beta needs 10, because one O win under 8 (and under 9) is enough to reject that move."},
    {"textbook", "Textbook two-ply",
        "The classic two-ply example: MAX chooses among three MIN nodes with leaves 3, 12, 8 / 2, 4, 6 / "
        "14, 5, 2. The value is 3. Once A guarantees 3, the first leaf of B (2) proves B worse, so alpha-beta "
        "skips B's other two leaves and reads 7 of the 9."},
}};

} // namespace

GameTree Preset::build() const
{
    if (name == "mixed")
        return fromText(kMixed);
    if (name == "best-first")
        return fromText(kBestFirst);
    if (name == "worst-first")
        return fromText(kWorstFirst);
    if (name == "ttt-block")
        return blockPosition();
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
    return nullptr;
}

} // namespace gtl
