#include "core/tree/Value.h"

namespace gtl {

std::string formatValue(Value value, bool ascii)
{
    if (value == kNoValue)
        return {};
    if (value >= kInfinity)
        return ascii ? "+inf" : "+∞";
    if (value <= -kInfinity)
        return ascii ? "-inf" : "−∞";
    return std::to_string(value);
}

} // namespace gtl
