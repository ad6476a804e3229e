// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/ChanceOptions.h"

#include <charconv>

namespace gtl::app {
namespace {

bool readValue(std::string_view text, Value& value)
{
    const char* first = text.data() + (!text.empty() && text.front() == '+' ? 1 : 0);
    const auto [end, ec] = std::from_chars(first, text.data() + text.size(), value);
    return ec == std::errc() && end == text.data() + text.size() && first != end && value >= -kMaxLeafValue
        && value <= kMaxLeafValue;
}

} // namespace

void declareChanceOptions(CLI::App& app, SearchOptions& search, const char* group)
{
    app.add_option_function<std::string>(
           "--bounds",
           [&search](const std::string& text) {
               const auto comma = text.find(',');
               Value low = 0;
               Value high = 0;
               if (comma == std::string::npos || !readValue(std::string_view(text).substr(0, comma), low)
                   || !readValue(std::string_view(text).substr(comma + 1), high)) {
                   throw CLI::ValidationError("--bounds",
                       "must be two whole numbers LOW,HIGH within +-1000000000, e.g. 0,10, not \"" + text + "\"");
               }
               search.lowBound = low;
               search.highBound = high;
           },
           "with --algorithm star1: every leaf lies in LOW..HIGH (default: the tree's smallest and largest leaf)")
        ->type_name("LOW,HIGH")
        ->group(group);
}

} // namespace gtl::app
