// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace gtl::app {

/// The manual page gametree-lab(1), written from the option table that the parser and --help
/// read, so that the three cannot disagree.
class ManPage {
public:
    /// The page in troff (man macros).
    static std::string text();
    /// Every option name that some command declares ("--preset", "--summary", "-h", …), once.
    static std::vector<std::string> declaredOptions();
};

} // namespace gtl::app
