// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>

namespace gtl {

/// A search whose trace would pass the recorder's bound on events, or whose grown tree its
/// bound on nodes (and so on memory).
class TraceTooLong : public std::runtime_error {
public:
    explicit TraceTooLong(std::size_t maxEvents);
    /// The grown tree would pass @p maxNodes nodes.
    static TraceTooLong grownTree(std::size_t maxNodes);

private:
    explicit TraceTooLong(const std::string& message);
};

} // namespace gtl
