#include "core/lab/TraceTooLong.h"

#include "core/base/Counted.h"

namespace gtl {

TraceTooLong::TraceTooLong(std::size_t maxEvents)
    : std::runtime_error("the search takes more than " + grouped(maxEvents)
        + " steps, too many to record: give a smaller depth limit, add the table or use --summary")
{
}

} // namespace gtl
