// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/ChanceOptions.h"

#include "app/OptionValues.h"

namespace gtl::app {

void declareChanceOptions(CLI::App& app, SearchOptions& search, const char* group)
{
    app.add_option_function<std::string>(
           "--bounds",
           [&search](const std::string& text) {
               const auto comma = text.find(',');
               if (comma == std::string::npos) {
                   throw CLI::ValidationError("--bounds",
                       "must be two whole numbers LOW,HIGH within +-1000000000, e.g. 0,10, not "
                           + optionvalues::echoed(text));
               }
               const std::string_view parts[]
                   = {std::string_view(text).substr(0, comma), std::string_view(text).substr(comma + 1)};
               Value* bounds[] = {&search.lowBound, &search.highBound};
               for (int i = 0; i < 2; ++i) {
                   const auto bound = readWholeNumber(parts[i], -kMaxLeafValue, kMaxLeafValue);
                   if (!bound)
                       throw CLI::ValidationError("--bounds", (i == 0 ? "LOW " : "HIGH ") + bound.error().toString());
                   *bounds[i] = *bound;
               }
           },
           "with --algorithm star1: every leaf lies in LOW..HIGH (default: the tree's smallest and largest leaf)")
        ->type_name("LOW,HIGH")
        ->group(group);
}

} // namespace gtl::app
