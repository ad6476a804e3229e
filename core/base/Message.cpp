// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/base/Message.h"

#include "core/base/Counted.h"

#include <cstdlib>

namespace gtl {
namespace {

/// The @p form-th of the '|'-separated forms of @p text (from 1), or all of it if it has fewer.
std::string form(const std::string& text, int form)
{
    std::size_t begin = 0;
    for (int k = 1; k < form; ++k) {
        const std::size_t bar = text.find('|', begin);
        if (bar == std::string::npos)
            return text.substr(0, text.find('|'));
        begin = bar + 1;
    }
    return text.substr(begin, text.find('|', begin) - begin);
}

} // namespace

Message::Message(const char* context, const char* text)
    : context_(context)
    , text_(text)
{
}

Message Message::verbatim(std::string text)
{
    Message message;
    message.text_ = std::move(text);
    return message;
}

Message Message::decimal(std::string number)
{
    Message message = verbatim(std::move(number));
    message.decimal_ = true;
    return message;
}

Message Message::counted(const char* context, const char* one, const char* many, std::uint64_t count)
{
    Message message(context, many);
    message.one_ = one;
    message.count_ = count;
    return message;
}

Message Message::joined(const std::vector<Message>& parts, std::string_view separator)
{
    Message message;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const std::string name = std::to_string(i);
        message.text_ += (i == 0 ? "" : std::string(separator)) + "{" + name + "}";
        message.arg(name, parts[i]);
    }
    return message;
}

Message& Message::arg(std::string_view name, std::string value)
{
    return arg(name, verbatim(std::move(value)));
}

Message& Message::arg(std::string_view name, Message value)
{
    args_.push_back({std::string(name), std::move(value)});
    return *this;
}

const std::string& Message::englishTemplate() const
{
    return count_ == 1 && !one_.empty() ? one_ : text_;
}

std::string Message::english() const
{
    return render([](const Message& m) { return m.englishTemplate(); });
}

std::string Message::render(const std::function<std::string(const Message&)>& templateOf) const
{
    const std::string text = templateOf(*this);
    std::string out;
    for (std::size_t at = 0; at < text.size();) {
        if (count_ && text.compare(at, 2, "%n") == 0) {
            out += grouped(*count_);
            at += 2;
            continue;
        }
        const std::size_t close = text[at] == '{' ? text.find('}', at) : std::string::npos;
        if (close == std::string::npos) {
            out += text[at++];
            continue;
        }
        const std::string inside = text.substr(at + 1, close - at - 1);
        const std::size_t colon = inside.find(':');
        const std::string name = inside.substr(0, colon);
        const int pick = colon == std::string::npos ? 1 : std::atoi(inside.c_str() + colon + 1);
        const Arg* found = nullptr;
        for (const Arg& a : args_)
            found = a.name == name ? &a : found;
        if (found) {
            const std::string value = found->value.render(templateOf);
            out += found->value.translatable() ? form(value, pick) : value;
            at = close + 1;
        } else {
            out += text[at++];
        }
    }
    return out;
}

} // namespace gtl
