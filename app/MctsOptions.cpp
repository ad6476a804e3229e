// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/MctsOptions.h"

#include <cstdlib>
#include <string>

namespace gtl::app {

void declareMctsOptions(CLI::App& app, SearchOptions& search, const char* group)
{
    MctsSettings& mcts = search.mcts;
    app.add_option("--iterations", mcts.iterations, "with --algorithm mcts: the iterations to run (default 1,000)")
        ->check(CLI::Range(std::uint32_t(1), MctsSettings::kMaxIterations))
        ->type_name("N")
        ->group(group);
    app.add_option("--seed", mcts.seed, "with --algorithm mcts: the seed of the playouts' random moves (default 1)")
        ->type_name("S")
        ->group(group);
    app.add_option("--exploration", mcts.exploration,
           "with --algorithm mcts: the exploration constant C of UCB1 (default 1.414, the square root of 2)")
        ->check(CLI::Validator(
            [](std::string& text) -> std::string {
                // CLI::Range would print its bounds with six decimals.
                char* end = nullptr;
                const double c = std::strtod(text.c_str(), &end);
                if (end == text.c_str() || *end != '\0' || !(c >= 0 && c <= MctsSettings::kMaxExploration))
                    return "must be a number from 0 to 100, not \"" + text + "\"";
                return {};
            },
            "0..100"))
        ->type_name("C")
        ->group(group);
}

} // namespace gtl::app
