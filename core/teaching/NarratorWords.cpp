// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/teaching/NarratorWords.h"

#include "core/tree/Value.h"

namespace gtl::NarratorWords {

Message say(const char* text)
{
    return Message("Narrator", text);
}

std::string v(Value value)
{
    return formatValue(value);
}

Message nodesCounted(std::uint64_t count)
{
    return Message::counted("Narrator", "%n node", QT_TRANSLATE_N_NOOP("Narrator", "%n nodes"), count);
}

Message movesCounted(std::uint64_t count)
{
    return Message::counted("Narrator", "%n move", QT_TRANSLATE_N_NOOP("Narrator", "%n moves"), count);
}

/// @p items as "A, B and C".
Message listed(const std::vector<Message>& items)
{
    Message list = items.empty() ? Message::verbatim("") : items.front();
    for (std::size_t k = 1; k < items.size(); ++k) {
        Message longer = k + 1 == items.size() ? say(QT_TRANSLATE_NOOP("Narrator", "{list} and {item}"))
                                               //: A list of three or more: the items so far, then one more ("a, b"; the
                                               //: last is joined by "{list} and {item}").
                                               : say(QT_TRANSLATE_NOOP("Narrator", "{list}, {item}"));
        list = std::move(longer.arg("list", std::move(list)).arg("item", items[k]));
    }
    return list;
}

} // namespace gtl::NarratorWords
