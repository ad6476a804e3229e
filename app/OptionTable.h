// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/CommandLine.h"

#include <CLI/CLI.hpp>

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace gtl::app {

/// Every command and option of the command line, each declared once with its type, range and
/// help, and bound to the fields of a CommandLine. The parser, --help and the man page all
/// read this one table.
class OptionTable {
public:
    /// Which games' positions a command takes, for a command that takes nothing else.
    using TakesGame = bool (*)(const GameKind& game);

    explicit OptionTable(CommandLine& result);
    OptionTable(const OptionTable&) = delete;
    OptionTable& operator=(const OptionTable&) = delete;

    CLI::App& app() { return app_; }
    /// The window's options and the commands (trace, tree, lab, presets, lessons, help).
    std::vector<CLI::App*> commands();

    /// The names @p option takes, for completing them: a preset's or a lesson's. Empty for
    /// an option whose values its type name lists or that takes no names.
    std::vector<std::string> names(const CLI::Option& option) const;

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

    /// The tree source options of @p command: every kind of tree, or with @p takes only
    /// positions of the games it takes (their options, their presets, a file of one).
    void declareSources(CLI::App& app, CommandLine::Command command, TakesGame takes = nullptr);
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
    /// Each command's source options, and what each takes as a message names it ("--preset NAME").
    std::map<CommandLine::Command, std::vector<std::pair<std::string, std::string>>> sourceOptions_;
    std::map<const CLI::Option*, std::vector<std::string>> names_;
};

} // namespace gtl::app
