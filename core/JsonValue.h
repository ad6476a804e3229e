#pragma once

#include "TextError.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gtl {

/// A parsed JSON value: enough JSON for the tree file format, with positions in its errors.
struct JsonValue {
    enum class Type { Null, Bool, Number, String, Array, Object };

    Type type = Type::Null;
    bool boolean = false;
    double number = 0;
    std::string string;
    std::vector<JsonValue> array;
    std::map<std::string, JsonValue, std::less<>> object;

    /// The member called @p key of an object, or nullptr.
    const JsonValue* member(std::string_view key) const;

    /// @p text as a JSON string literal, quotes included.
    static std::string quote(std::string_view text);

    /// Parses @p text (nesting up to 64 levels); on failure returns nothing and sets @p error.
    static std::optional<JsonValue> parse(std::string_view text, TextError& error);
};

} // namespace gtl
