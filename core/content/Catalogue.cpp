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

/// Every item of one kind (the presets, the lessons) of @p contents, placed in @p order.
template <typename Item, typename Items>
std::vector<Item> joined(
    std::span<const Content* const> contents, Items itemsOf, std::span<const std::string_view> order)
{
    std::vector<Item> all;
    for (const Content* content : contents) {
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

/// The contents and what they hold, joined again when a content is added.
struct Joined {
    std::vector<const Content*> contents;
    std::vector<Preset> presets;
    std::vector<lessons::Definition> lessons;

    void join()
    {
        presets = joined<Preset>(
            contents, [](const Content& content) { return content.presets; }, kPresetOrder);
        lessons = joined<lessons::Definition>(
            contents, [](const Content& content) { return content.lessons; }, kLessonOrder);
    }
};

Joined& catalogue()
{
    static Joined all = [] {
        // One line per game, trees of their own first; Monte Carlo's lessons play the games'
        // positions.
        Joined made;
        made.contents = {
            &treeContent(),
            &ticTacToeContent(),
            &sticksContent(),
            &chanceTreeContent(),
            &pigContent(),
            &connect4Content(),
            &mctsContent(),
        };
        made.join();
        return made;
    }();
    return all;
}

} // namespace

std::span<const Content* const> Catalogue::contents()
{
    return catalogue().contents;
}

void Catalogue::add(const Content& content)
{
    catalogue().contents.push_back(&content);
    catalogue().join();
}

std::span<const Preset> Catalogue::presets()
{
    return catalogue().presets;
}

const Preset* Catalogue::findPreset(std::string_view name)
{
    return named(presets(), name);
}

std::span<const lessons::Definition> Catalogue::lessons()
{
    return catalogue().lessons;
}

const lessons::Definition* Catalogue::findLesson(std::string_view name)
{
    return named(lessons(), name);
}

} // namespace gtl
