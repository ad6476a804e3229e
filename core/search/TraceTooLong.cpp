// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/TraceTooLong.h"

#include "core/base/Counted.h"

namespace gtl {

TraceTooLong::TraceTooLong(std::size_t maxEvents)
    : std::runtime_error("the search takes more than " + grouped(maxEvents)
        + " steps, too many to record: give a smaller depth limit, add the table or use --summary")
{
}

TraceTooLong::TraceTooLong(const std::string& message)
    : std::runtime_error(message)
{
}

TraceTooLong TraceTooLong::grownTree(std::size_t maxNodes)
{
    return TraceTooLong("the search generates more than " + grouped(maxNodes)
        + " positions, too many to keep: give a smaller depth limit or add the table");
}

} // namespace gtl
