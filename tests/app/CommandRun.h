// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/CommandLine.h"
#include "app/ExitStatus.h"
#include "app/HeadlessCommands.h"

#include <QProcess>
#include <QString>

#include <sstream>
#include <string>
#include <vector>

namespace gtl::test {

/// @p line split into arguments as a shell would.
inline std::vector<std::string> words(const QString& line)
{
    std::vector<std::string> result;
    for (const QString& word : QProcess::splitCommand(line))
        result.push_back(word.toStdString());
    return result;
}

/// What a command wrote and how it ended.
struct CommandRun {
    int status;
    std::string out;
    std::string err;
};

/// Runs the command @p line in this process, as the program would: parsed, then run headless.
inline CommandRun run(const QString& line)
{
    std::string error;
    const auto cl = app::CommandLine::parse(words(line), error);
    if (!cl)
        return {app::exit_status::kRefused, {}, error};
    std::ostringstream out;
    std::ostringstream err;
    const int status = app::HeadlessCommands::run(*cl, out, err);
    return {status, out.str(), err.str()};
}

} // namespace gtl::test
