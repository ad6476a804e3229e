#include "CommandLine.h"
#include "HeadlessCommands.h"

#include <iostream>

int main(int argc, char* argv[])
{
    using gtl::app::CommandLine;
    const std::vector<std::string> args(argv + 1, argv + argc);
    std::string error;
    const auto commandLine = CommandLine::parse(args, error);
    if (!commandLine) {
        std::cerr << "gametree-lab: " << error << "\nTry 'gametree-lab --help' for the options.\n";
        return 2;
    }
    std::ios::sync_with_stdio(false);
    return gtl::app::HeadlessCommands::run(*commandLine, std::cout, std::cerr);
}
