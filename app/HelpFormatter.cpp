// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/HelpFormatter.h"

#include <sstream>

namespace gtl::app {

HelpFormatter::HelpFormatter()
{
    column_width(kColumn);
}

std::string HelpFormatter::wrapped(const std::string& text, std::size_t width)
{
    std::istringstream words(text);
    std::string out;
    std::size_t line = 0;
    for (std::string word; words >> word;) {
        if (line > 0 && line + 1 + word.size() > width) {
            out += '\n';
            line = 0;
        } else if (line > 0) {
            out += ' ';
            ++line;
        }
        out += word;
        line += word.size();
    }
    return out;
}

std::string HelpFormatter::make_option_opts(const CLI::Option* option) const
{
    return option->get_type_size() == 0 ? std::string() : " " + option->get_type_name();
}

std::string HelpFormatter::make_option_desc(const CLI::Option* option) const
{
    return wrapped(option->get_description(), kWidth - kColumn);
}

std::string HelpFormatter::make_subcommand(const CLI::App* command) const
{
    std::stringstream out;
    CLI::detail::format_help(
        out, command->get_display_name(true), wrapped(command->get_description(), kWidth - kColumn), column_width_);
    return out.str();
}

std::string HelpFormatter::make_description(const CLI::App* app) const
{
    const std::string description = app->get_description();
    return description.empty() ? std::string() : wrapped(description, kWidth) + "\n";
}

} // namespace gtl::app
