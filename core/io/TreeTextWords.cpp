// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/TreeTextWords.h"

#include "core/base/Printable.h"
#include "core/tree/Value.h"

#include <charconv>
#include <limits>
#include <string>

namespace gtl::treetext {

Message reason(const char* text)
{
    return Message("TreeText", text);
}

Message openedAt(int line, int column)
{
    return reason(QT_TRANSLATE_NOOP("TreeText", "line {line}, column {column}"))
        .arg("line", std::to_string(line))
        .arg("column", std::to_string(column));
}

Message afterLabel(std::string_view label)
{
    return reason(QT_TRANSLATE_NOOP("TreeText", "expected a value or '(' after the label '{label}:'"))
        .arg("label", printable(label));
}

Message outOfRange(std::string_view word)
{
    return reason(QT_TRANSLATE_NOOP("TreeText", "the number {number} is out of range: values must lie within ±{most}"))
        .arg("number", printable(word))
        .arg("most", std::to_string(kMaxLeafValue));
}

std::optional<long long> wholeNumber(std::string_view word)
{
    if (word.empty())
        return std::nullopt;
    long long value = 0;
    const char* first = word.data() + (word.front() == '+' ? 1 : 0);
    const auto [end, ec] = std::from_chars(first, word.data() + word.size(), value);
    if (end != word.data() + word.size() || first == end)
        return std::nullopt;
    if (ec == std::errc::result_out_of_range)
        return word.front() == '-' ? std::numeric_limits<long long>::min() : std::numeric_limits<long long>::max();
    return value;
}

} // namespace gtl::treetext
