// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/content/Catalogue.h"

#include "core/content/chance/ChanceTreeContent.h"
#include "core/content/connect4/Connect4Content.h"
#include "core/content/mcts/MctsContent.h"
#include "core/content/pig/PigContent.h"
#include "core/content/sticks/SticksContent.h"
#include "core/content/tictactoe/TicTacToeContent.h"
#include "core/content/trees/TreeContent.h"

#include <algorithm>
#include <cassert>
#include <vector>

namespace gtl {
namespace {

// The order a course takes them in, by name: the orders of one game, then tic-tac-toe's block
// among the first demos, the enhancements, three players. What is not named here follows in the
// order of the contents, so a new game's presets and lessons come last until they are placed.
constexpr std::string_view kPresetOrder[]
    = {"mixed", "best-first", "worst-first", "ttt-block", "textbook", "transpositions", "horizon", "aspiration", "beam",
        "lmr", "ttt-transpositions", "kingmaker", "shallow-pruning", "sticks"};
constexpr std::string_view kLessonOrder[]
    = {"minimax", "alphabeta", "best-first", "worst-first", "ttt-block", "fail-hard", "negamax", "table-hit", "horizon",
        "pvs", "aspiration", "beam", "lmr", "kingmaker", "sticks", "shallow-pruning", "ttt-table"};

/// Every item of one kind (the presets, the lessons) of every content, placed in @p order.
template <typename Item, typename Items>
std::vector<Item> joined(Items itemsOf, std::span<const std::string_view> order)
{
    std::vector<Item> all;
    for (const Content* content : Catalogue::contents()) {
        const auto items = itemsOf(*content);
        all.insert(all.end(), items.begin(), items.end());
    }
    const auto place = [order](const Item& item) { return std::ranges::find(order, item.name) - order.begin(); };
    std::ranges::stable_sort(all, {}, place);
    assert(std::ranges::all_of(order, [&all](std::string_view name) {
        return std::ranges::any_of(all, [name](const Item& item) { return item.name == name; });
    }));
    return all;
}

template <typename Item> const Item* named(std::span<const Item> items, std::string_view name)
{
    const auto found = std::find_if(items.begin(), items.end(), [name](const Item& item) { return item.name == name; });
    return found == items.end() ? nullptr : &*found;
}

} // namespace

std::span<const Content* const> Catalogue::contents()
{
    // One line per game, trees of their own first; Monte Carlo's lessons play the games' positions.
    static const Content* const kContents[] = {
        &treeContent(),
        &ticTacToeContent(),
        &sticksContent(),
        &chanceTreeContent(),
        &pigContent(),
        &connect4Content(),
        &mctsContent(),
    };
    return kContents;
}

std::span<const Preset> Catalogue::presets()
{
    static const std::vector<Preset> all
        = joined<Preset>([](const Content& content) { return content.presets; }, kPresetOrder);
    return all;
}

const Preset* Catalogue::findPreset(std::string_view name)
{
    return named(presets(), name);
}

std::span<const lessons::Definition> Catalogue::lessons()
{
    static const std::vector<lessons::Definition> all
        = joined<lessons::Definition>([](const Content& content) { return content.lessons; }, kLessonOrder);
    return all;
}

const lessons::Definition* Catalogue::findLesson(std::string_view name)
{
    return named(lessons(), name);
}

} // namespace gtl
