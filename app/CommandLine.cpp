// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/CommandLine.h"
#include "app/ExitStatus.h"

#include "app/OptionTable.h"
#include "app/OptionValues.h"
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

/// `help` or `help COMMAND`: the help of the window and the commands, or what `COMMAND --help`
/// prints.
std::optional<CommandLine> helpAsked(OptionTable& table, CommandLine& result, std::string& error)
{
    const std::vector<std::string> asked = table.app().get_subcommand("help")->remaining();
    if (asked.empty()) {
        result.help = CommandLine::usage();
        return result;
    }
    const auto commands = table.app().get_subcommands([](const CLI::App*) { return true; });
    for (const CLI::App* command : commands) {
        if (asked.size() == 1 && command->get_name() == asked.front() && asked.front() != "help") {
            result.help = command->help(table.app().get_name());
            return result;
        }
    }
    std::vector<std::string> names;
    for (const CLI::App* command : commands) {
        if (command->get_name() != "help")
            names.push_back(command->get_name());
    }
    error = "help takes one command, not " + optionvalues::echoed(asked[asked.size() > 1 ? 1 : 0])
        + " (commands: " + optionvalues::joined(names, ", ") + ")";
    return std::nullopt;
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
        if (args.size() > 1) {
            error = "--version is given alone, without " + optionvalues::echoed(args[args[0] == "--version" ? 1 : 0]);
            return std::nullopt;
        }
        result.command = Command::Version;
        return result;
    } catch (const CLI::Error& refused) {
        // CLI11 echoes what it refuses: made printable and cut short like every other message.
        error = printable(refused.what(), 300);
        return std::nullopt;
    }
    if (result.command == Command::Help) // the help command: the window's and the commands', or one command's
        return helpAsked(table, result, error);
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
    return exit_status::kRefused;
}

int CommandLine::failToReadOrWrite(const std::string& message)
{
    std::cerr << "gametree-lab: " << message << '\n';
    return exit_status::kCannotReadOrWrite;
}

} // namespace gtl::app
