// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/content/Comparison.h"
#include "core/content/TreeSource.h"
#include "core/games/Game.h"
#include "core/search/Algorithm.h"
#include "core/search/ChoiceNames.h"

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace gtl::app {

/// Everything the command line can ask for, already checked.
struct CommandLine {
    enum class Command { Window, Trace, Tree, Presets, Lessons, Lab, Solve, Match, Help, Version };
    enum class Format { Text, Json, Csv };
    static constexpr std::size_t kEndStep = SIZE_MAX;

    Command command = Command::Window;
    TreeSource source;
    bool sourceGiven = false;
    SearchOptions search;
    bool algorithmGiven = false;
    Format format = Format::Text;
    bool summary = false;
    std::optional<std::size_t> step; ///< kEndStep for "end"
    std::string screenshot;
    std::string sceneJson; ///< where to describe what the tree canvas painted
    bool caption = false; ///< an export carries the step and its narration
    std::string lesson; ///< a built-in lesson's name, or a tree file with notes
    std::string handout; ///< where to write the lesson's handout (PDF)
    std::string exportPath; ///< the whole tree at the step, as PNG, SVG or PDF
    int width = 1600;
    int height = 1000;
    bool sizeGiven = false;
    bool heightGiven = false; ///< false for --size WIDTH
    bool projector = false;
    bool nodeTypes = false; ///< show Knuth–Moore node types
    bool practice = false; ///< start in practice mode
    /// The search, with its enhancements. lab: the depth limit (the whole game or tree when not given).
    std::optional<std::uint32_t> depth;
    /// The game's choices as --order, --scoring and --evaluation name them (by ChoiceKind),
    /// "" when not given: looked up in the source's game once it is loaded (ChoiceOptions).
    std::array<std::string, kAllChoiceKinds.size()> choices;
    /// The comparison to open, if any.
    std::optional<Comparison> compare;
    /// Every option given (its long name, "--iterations"), for the rules on what a run reads.
    std::vector<std::string> given;
    /// For Help: the help of the command asked about (the window's, with the list of commands, by default).
    std::string help;

    /// What `match` plays: each engine's options as `trace` takes them (or "perfect"), the
    /// games, where the openings come from, the threads, the SPRT and the games file.
    struct MatchOptions {
        std::vector<std::string> engines;
        std::uint32_t games = 100;
        std::string openingsFile;
        std::string randomOpenings = "4,1";
        unsigned threads = 0; ///< 0: one per core
        std::string sprt;
        std::string gamesOut;
    };
    MatchOptions match;

    /// Parses the arguments after the program name; a path first, before any option, is read as
    /// `--file PATH` is. On failure returns nothing and sets @p error to a sentence naming the
    /// offending argument.
    static std::optional<CommandLine> parse(const std::vector<std::string>& args, std::string& error);
    /// The help of the window's options and the list of commands, as --help prints it.
    static std::string usage();
    /// Prints @p message as an error with a pointer to --help; returns exit_status::kRefused.
    static int fail(const std::string& message);
    /// Prints @p message, what could not be read or written; returns
    /// exit_status::kCannotReadOrWrite.
    static int failToReadOrWrite(const std::string& message);
};

} // namespace gtl::app
