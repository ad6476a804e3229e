// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/CommandLine.h"

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace gtl::app {

/// Every command and option of the command line, each declared once with its type, range and
/// help, and bound to the fields of a CommandLine. The parser, --help and the man page all
/// read this one table.
class OptionTable {
public:
    explicit OptionTable(CommandLine& result);
    OptionTable(const OptionTable&) = delete;
    OptionTable& operator=(const OptionTable&) = delete;

    CLI::App& app() { return app_; }
    /// The window's options and the commands (trace, tree, lab, presets, lessons, help).
    std::vector<CLI::App*> commands();

    /// After a successful parse: fills in what spans several options (the tree source, the
    /// search's depth) and returns the first rule of the product that the
    /// arguments break, or "" when they keep them all.
    std::string finish();

private:
    /// A tree source option read into the table, to be checked once all are in.
    struct GivenSource {
        std::string option;
        TreeSource::Kind kind;
        std::string argument;
        const GameKind* game; ///< whose position the argument is, for a game's option
    };

    void declareSources(CLI::App& app);
    void declareSearch(CLI::App& app);
    void declareDepthAndScoring(CLI::App& app);
    /// The enhancements' options, each from its row of kEnhancementSettings.
    void declareEnhancements(CLI::App& app);
    /// --time-limit and --node-limit, with what they limit in @p timeHelp and @p nodeHelp.
    void declareLimits(CLI::App& app, const char* timeHelp, const char* nodeHelp);
    void declareFormat(CLI::App& app, const std::vector<std::string>& formats);
    void declareMatchOptions(CLI::App& app);
    void declareLessonOptions(CLI::App& app);
    CLI::App& declareCommand(const char* name, const char* description, CommandLine::Command command);
    std::string sourceProblem();
    std::string leftOver(const CLI::App& command);
    std::string windowProblem() const;

    CommandLine& result_;
    CLI::App app_;
    std::vector<GivenSource> givenSources_;
};

} // namespace gtl::app
