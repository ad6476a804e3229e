// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/CommandLine.h"

#include "app/OptionTable.h"
#include "core/base/Printable.h"

#include <algorithm>
#include <iostream>

namespace gtl::app {

namespace {

/// @p args with a path named first, as a file manager passes a file opened by double-click
/// (`gametree-lab tree.gtree.json`), taken as `--file PATH` is. A path has a dot or a slash,
/// which no command has, so a misspelt command is still refused as one.
std::vector<std::string> withFileNamed(std::vector<std::string> args)
{
    if (!args.empty() && !args.front().starts_with('-') && args.front().find_first_of("./") != std::string::npos)
        args.insert(args.begin(), "--file");
    return args;
}

} // namespace

std::optional<CommandLine> CommandLine::parse(const std::vector<std::string>& given, std::string& error)
{
    CommandLine result;
    OptionTable table(result);
    const std::vector<std::string> args = withFileNamed(given);
    std::vector<std::string> reversed(args.rbegin(), args.rend()); // CLI11 takes them from the back
    try {
        table.app().parse(reversed);
    } catch (const CLI::CallForHelp&) {
        result.command = Command::Help;
        result.help = table.app().help();
        return result;
    } catch (const CLI::CallForVersion&) {
        result.command = Command::Version;
        return result;
    } catch (const CLI::Error& refused) {
        // CLI11 echoes what it refuses: made printable and cut short like every other message.
        error = printable(refused.what(), 300);
        return std::nullopt;
    }
    if (result.command == Command::Help) // the help command: the help of the window and the commands
        result.help = usage();
    error = table.finish();
    if (!error.empty())
        return std::nullopt;
    return result;
}

std::string CommandLine::usage()
{
    CommandLine unused;
    return OptionTable(unused).app().help();
}

int CommandLine::fail(const std::string& message)
{
    std::cerr << "gametree-lab: " << message << "\nTry 'gametree-lab --help' for the options.\n";
    return 2;
}

} // namespace gtl::app
