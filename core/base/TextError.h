#pragma once

#include <string>
#include <string_view>

namespace gtl {

/// Where and why a piece of text was rejected. Lines and columns count from 1; columns count
/// characters, not bytes.
struct TextError {
    int line = 0;
    int column = 0;
    std::string message;

    /// "line 2, column 7: expected …", or just the message when there is no position.
    std::string toString() const;
    /// The error at byte @p offset of @p text, its line and column counted there.
    static TextError at(std::string_view text, std::size_t offset, std::string message);
};

} // namespace gtl
