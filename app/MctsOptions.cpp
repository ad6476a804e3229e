// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/MctsOptions.h"

#include "app/OptionValues.h"

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <string>

namespace gtl::app {

void declareMctsOptions(CLI::App& app, SearchOptions& search, const char* group)
{
    using optionvalues::addNumber;
    MctsSettings& mcts = search.mcts;
    addNumber(app, "--iterations", "N", mcts.iterations, std::uint32_t(1), MctsSettings::kMaxIterations,
        "with --algorithm mcts: the iterations to run (default 1,000)")
        ->group(group);
    addNumber(app, "--seed", "S", mcts.seed, std::uint64_t(0), std::numeric_limits<std::uint64_t>::max(),
        "with --algorithm mcts: the seed of the playouts' random moves (default 1)")
        ->group(group);
    app.add_option("--exploration", mcts.exploration,
           "with --algorithm mcts: the exploration constant C of UCB1 (default 1.414, the square root of 2)")
        ->check(CLI::Validator(
            [](std::string& text) -> std::string {
                // strtod alone would skip leading blanks and take "inf"; CLI::Range would print
                // its bounds with six decimals.
                char* end = nullptr;
                const double c = std::strtod(text.c_str(), &end);
                const bool read = !text.empty()
                    && (std::isdigit(static_cast<unsigned char>(text[0])) != 0 || text[0] == '-' || text[0] == '.')
                    && end == text.c_str() + text.size() && std::isfinite(c);
                if (read && c >= 0 && c <= MctsSettings::kMaxExploration)
                    return {};
                const bool comma = text.find(',') != std::string::npos;
                return optionvalues::echoed(text) + " is not a number from 0 to 100"
                    + (comma ? " (write a decimal point, e.g. 1.41, not a comma)" : "");
            },
            "0..100"))
        ->type_name("C")
        ->group(group);
}

} // namespace gtl::app
