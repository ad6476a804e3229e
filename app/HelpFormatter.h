// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <CLI/CLI.hpp>

#include <string>

namespace gtl::app {

/// CLI11's help layout with the descriptions wrapped to 80 columns, and an option's value named
/// by its type alone: what it needs or excludes is said in its description.
class HelpFormatter : public CLI::Formatter {
public:
    static constexpr std::size_t kColumn = 30;
    static constexpr std::size_t kWidth = 80;

    HelpFormatter();

    std::string make_option_opts(const CLI::Option* option) const override;
    std::string make_option_desc(const CLI::Option* option) const override;
    std::string make_subcommand(const CLI::App* command) const override;
    std::string make_description(const CLI::App* app) const override;

    /// @p text broken into lines of at most @p width characters at spaces.
    static std::string wrapped(const std::string& text, std::size_t width);
};

} // namespace gtl::app
