// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the command line: the input is the arguments, one per line. Every
// argument list is accepted or refused with one bounded message; never a crash.
#include "app/CommandLine.h"

#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::vector<std::string> args(1);
    for (std::size_t i = 0; i < size; ++i) {
        if (data[i] == '\n')
            args.emplace_back();
        else
            args.back() += char(data[i]);
    }
    std::string error;
    const auto commandLine = gtl::app::CommandLine::parse(args, error);
    if (!commandLine && (error.empty() || error.size() > 2000))
        std::abort();
    return 0;
}
