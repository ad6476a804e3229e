// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>

namespace gtl {

/// Walks the text keeping the line and column (in characters) of the current position.
class TreeTextCursor {
public:
    /// The characters of a label or a number: letters, digits and `_ . + -`.
    static bool isLabelChar(char c)
    {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '.'
            || c == '+' || c == '-';
    }
    static bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

    explicit TreeTextCursor(std::string_view text)
        : text_(text)
    {
    }

    bool atEnd() const { return pos_ >= text_.size(); }
    char peek() const { return text_[pos_]; }
    int line() const { return line_; }
    int column() const { return column_; }

    void advance()
    {
        const char c = text_[pos_++];
        if (c == '\n') {
            ++line_;
            column_ = 1;
        } else if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
            ++column_;
        }
        // UTF-8 continuation bytes belong to the character already counted.
        while (pos_ < text_.size() && (static_cast<unsigned char>(text_[pos_]) & 0xC0) == 0x80)
            ++pos_;
    }

    /// Skips white space and comments; returns true if a comma was skipped too.
    bool skipSeparators(bool allowComma)
    {
        bool comma = false;
        while (!atEnd()) {
            const char c = peek();
            if (c == '#') {
                while (!atEnd() && peek() != '\n')
                    advance();
            } else if (isSpace(c)) {
                advance();
            } else if (c == ',' && allowComma && !comma) {
                comma = true;
                advance();
            } else {
                break;
            }
        }
        return comma;
    }

    std::string_view word()
    {
        const std::size_t start = pos_;
        while (!atEnd() && isLabelChar(peek()))
            advance();
        return text_.substr(start, pos_ - start);
    }

    /// The whole (possibly multi-byte) character at the cursor, for messages.
    std::string currentChar() const
    {
        std::size_t end = pos_ + 1;
        while (end < text_.size() && (static_cast<unsigned char>(text_[end]) & 0xC0) == 0x80)
            ++end;
        return std::string(text_.substr(pos_, end - pos_));
    }

private:
    std::string_view text_;
    std::size_t pos_ = 0;
    int line_ = 1;
    int column_ = 1;
};

} // namespace gtl
