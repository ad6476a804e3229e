// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdexcept>

namespace gtl {

/// A recorded search stopped because the one who asked for it no longer wants it (the cancel
/// flag given to Search::run was set).
class SearchCancelled : public std::runtime_error {
public:
    SearchCancelled()
        : std::runtime_error("the search was cancelled")
    {
    }
};

} // namespace gtl
