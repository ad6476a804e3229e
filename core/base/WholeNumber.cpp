// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/base/WholeNumber.h"

#include "core/base/Printable.h"

namespace gtl::wholenumber {

Message problem(std::string_view text, bool outOfRange, std::string low, std::string high)
{
    const char* sentence = text.empty()
        ? QT_TRANSLATE_NOOP("WholeNumber", "nothing was given: a whole number between {low} and {high} is needed")
        : outOfRange
        ? QT_TRANSLATE_NOOP("WholeNumber", "'{text}' is out of range: it must be between {low} and {high}")
        : QT_TRANSLATE_NOOP("WholeNumber", "'{text}' is not a whole number (it must be between {low} and {high})");
    return Message("WholeNumber", sentence)
        .arg("text", printable(text))
        .arg("low", std::move(low))
        .arg("high", std::move(high));
}

} // namespace gtl::wholenumber
