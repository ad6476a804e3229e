#include "core/base/TextError.h"

namespace gtl {

std::string TextError::toString() const
{
    if (line <= 0)
        return message;
    return "line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + message;
}

} // namespace gtl
