// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/CommandLine.h"
#include "app/ExitStatus.h"
#include "app/HeadlessCommands.h"
#include "app/WindowMain.h"
#include "core/content/BuiltInLessons.h"
#include "core/content/TreeSource.h"

#include <dlfcn.h>

#include <cerrno>
#include <csignal>
#include <cstring>

#include <filesystem>
#include <iostream>
#include <new>

namespace {

using gtl::app::CommandLine;

/// Where the window module is: beside the executable in a build tree, or in the private
/// library folder an installation puts it in (GTL_MODULE_FROM_BIN, relative to the executable).
std::filesystem::path findWindowModule(const char* argv0)
{
    std::error_code error;
    const auto executable = std::filesystem::read_symlink("/proc/self/exe", error);
    const std::filesystem::path folder = (error ? std::filesystem::path(argv0) : executable).parent_path();
    const std::filesystem::path beside = folder / kWindowModule;
    if (std::filesystem::exists(beside, error))
        return beside;
    return (folder / GTL_MODULE_FROM_BIN / kWindowModule).lexically_normal();
}

/// Loads the window module and hands it the command line.
int openWindow(const CommandLine& commandLine, int argc, char* argv[])
{
    const std::filesystem::path module = findWindowModule(argv[0]);
    void* handle = dlopen(module.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle)
        return CommandLine::failToReadOrWrite(std::string("cannot load the window: ") + dlerror());
    auto run = reinterpret_cast<GametreeLabRunWindow>(dlsym(handle, kWindowEntry));
    if (!run)
        return CommandLine::failToReadOrWrite(std::string("the window module is damaged: ") + dlerror());
    // The module stays loaded until the process ends: Qt's own clean-up runs from it.
    return run(commandLine, argc, argv);
}

/// A command's output reached its reader whole, or the command fails: a full disk, a closed
/// standard output or a file-size limit that cut it short is said, and is not a success.
int checkedOutput(int status)
{
    errno = 0;
    std::cout.flush();
    if (std::cout.good())
        return status;
    const int reason = errno;
    std::cerr << "gametree-lab: cannot write the output whole: "
              << (reason != 0 ? std::strerror(reason) : "the standard output refused it") << '\n';
    return status == 0 ? gtl::app::exit_status::kCannotReadOrWrite : status;
}

/// What the window would refuse by name (a preset, a game's position, a built-in lesson),
/// said before the window and its display are opened: a machine without a display, or a
/// typing mistake, gets the same message at once.
std::string unknownName(const CommandLine& cl)
{
    using Kind = gtl::TreeSource::Kind;
    if (cl.sourceGiven && (cl.source.kind == Kind::Preset || cl.source.kind == Kind::Game)) {
        // Only the position itself is built: the window builds what it shows.
        if (const auto loaded = cl.source.load(gtl::TreeSource::Extent::RootOnly); !loaded)
            return loaded.error().toString();
    }
    const bool lessonFile = cl.lesson.find('/') != std::string::npos || gtl::TreeSource::isTreeFile(cl.lesson);
    if (!cl.lesson.empty() && !lessonFile) {
        if (const auto lesson = gtl::BuiltInLessons::outline(cl.lesson); !lesson)
            return "--lesson: " + lesson.error().toString();
    }
    return {};
}

} // namespace

int main(int argc, char* argv[])
{
    // Past a file-size limit a write then fails, and is reported, instead of the signal ending
    // the program without a word.
    std::signal(SIGXFSZ, SIG_IGN);
    const std::vector<std::string> args(argv + 1, argv + argc);
    std::string error;
    const auto commandLine = CommandLine::parse(args, error);
    if (!commandLine)
        return CommandLine::fail(error);
    if (commandLine->command == CommandLine::Command::Window) {
        if (const std::string problem = unknownName(*commandLine); !problem.empty())
            return CommandLine::failToReadOrWrite(problem);
        return openWindow(*commandLine, argc, argv);
    }
    std::ios::sync_with_stdio(false);
    try {
        return checkedOutput(gtl::app::HeadlessCommands::run(*commandLine, std::cout, std::cerr));
    } catch (const std::bad_alloc&) {
        // Under a memory limit (ulimit -v, a container's) a command says so rather than abort.
        std::cerr << "gametree-lab: out of memory: the machine, or the limit it was given, has too little for "
                     "this command\n";
        return gtl::app::exit_status::kCannotReadOrWrite;
    }
}
