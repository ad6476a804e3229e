// SPDX-License-Identifier: GPL-3.0-or-later
// Writes the manual page to standard output; the build runs it to make gametree-lab.1.
#include "app/ManPage.h"

#include <iostream>

int main()
{
    std::cout << gtl::app::ManPage::text();
    return std::cout.good() ? 0 : 1;
}
