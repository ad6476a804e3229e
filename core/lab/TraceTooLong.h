#pragma once

#include <cstddef>
#include <stdexcept>

namespace gtl {

/// A search whose trace would pass the recorder's bound on events (and on memory).
class TraceTooLong : public std::runtime_error {
public:
    explicit TraceTooLong(std::size_t maxEvents);
};

} // namespace gtl
