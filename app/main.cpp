#include "CommandLine.h"
#include "HeadlessCommands.h"
#include "WindowMain.h"

#include <dlfcn.h>

#include <filesystem>
#include <iostream>

namespace {

using gtl::app::CommandLine;

/// Loads the window module from beside the executable and hands it the command line.
int openWindow(const CommandLine& commandLine, int argc, char* argv[])
{
    std::error_code error;
    const auto executable = std::filesystem::read_symlink("/proc/self/exe", error);
    const std::filesystem::path module
        = (error ? std::filesystem::path(argv[0]) : executable).parent_path() / kWindowModule;
    void* handle = dlopen(module.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle)
        return CommandLine::fail(std::string("cannot load the window: ") + dlerror());
    auto run = reinterpret_cast<GametreeLabRunWindow>(dlsym(handle, kWindowEntry));
    if (!run)
        return CommandLine::fail(std::string("the window module is damaged: ") + dlerror());
    // The module stays loaded until the process ends: Qt's own clean-up runs from it.
    return run(commandLine, argc, argv);
}

} // namespace

int main(int argc, char* argv[])
{
    const std::vector<std::string> args(argv + 1, argv + argc);
    std::string error;
    const auto commandLine = CommandLine::parse(args, error);
    if (!commandLine)
        return CommandLine::fail(error);
    if (commandLine->command == CommandLine::Command::Window)
        return openWindow(*commandLine, argc, argv);
    std::ios::sync_with_stdio(false);
    return gtl::app::HeadlessCommands::run(*commandLine, std::cout, std::cerr);
}
