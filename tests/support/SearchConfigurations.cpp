// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/support/SearchConfigurations.h"

#include "core/search/ConfigurationTable.h"
#include "core/search/Search.h"

#include <functional>

namespace gtl::test {

std::vector<SearchOptions> labConfigurations(std::uint32_t depth, std::size_t scoring, std::size_t orders)
{
    std::vector<SearchOptions> list = standardConfigurations(depth, scoring, orders);
    SearchOptions hard = list[1];
    hard.failHard = true;
    hard.enhancements.table = true;
    list.push_back(hard);
    for (Replacement replacement : {Replacement::Always, Replacement::DeeperOrEqual}) {
        SearchOptions small = list[1];
        small.enhancements.table = true;
        small.enhancements.tableSize = 5;
        small.enhancements.replacement = replacement;
        small.enhancements.iterative = true;
        small.enhancements.killers = true;
        list.push_back(small);
    }
    return list;
}

SearchOptions labOptions(std::uint32_t depth, std::size_t scoring)
{
    SearchOptions options;
    options.algorithm = Algorithm::NegamaxAlphaBeta;
    options.enhancements.depth = depth;
    options.enhancements.scoring = scoring;
    return options;
}

std::vector<SearchOptions> enhancedConfigurations(const GameTree& tree, std::uint32_t depth)
{
    std::vector<Enhancements> sets;
    const auto add = [&](const std::function<void(Enhancements&)>& change) {
        Enhancements e;
        e.depth = depth;
        change(e);
        sets.push_back(e);
    };
    add([](Enhancements& e) { e.table = true; });
    add([](Enhancements& e) { e.iterative = true; });
    add([](Enhancements& e) { e.table = e.iterative = true; });
    add([](Enhancements& e) { e.killers = e.history = true; });
    add([](Enhancements& e) { e.pvs = true; });
    add([](Enhancements& e) { e.table = e.pvs = e.killers = true; });
    add([](Enhancements& e) {
        e.table = e.iterative = true;
        e.aspiration = 1;
    });
    add([](Enhancements& e) {
        e.table = e.iterative = true;
        e.tableSize = 3;
        e.replacement = Replacement::DeeperOrEqual;
    });
    // The first static order and scoring of the tree's game (tic-tac-toe's centre first and
    // fast wins), where it has them.
    add([](Enhancements& e) {
        e.order = 1;
        e.table = e.iterative = true;
        e.scoring = 1;
    });
    std::vector<SearchOptions> list;
    for (Algorithm algorithm : algorithmsOf(SearchFamily::Minimax)) {
        for (bool hard : {false, true}) {
            if (hard && !usesWindow(algorithm))
                continue;
            for (const Enhancements& e : sets) {
                SearchOptions options{algorithm, hard, e};
                if (Search::problem(tree, options).empty())
                    list.push_back(options);
            }
        }
    }
    return list;
}

} // namespace gtl::test
