// SPDX-License-Identifier: GPL-3.0-or-later
// Writes the bash completion script to standard output; the build runs it to make the file
// the package installs.
#include "app/Completion.h"

#include <iostream>

int main()
{
    std::cout << gtl::app::Completion::bashScript();
    return std::cout.good() ? 0 : 1;
}
