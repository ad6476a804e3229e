// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// lupdate extracts the templates marked with these names, each under its context. The
// spelling is Qt's own, so a file that also includes Qt sees one and the same definition.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, x) x
#endif
#ifndef QT_TRANSLATE_N_NOOP
#define QT_TRANSLATE_N_NOOP(scope, x) x
#endif

namespace gtl {

/// A sentence for a reader, kept as a template with named placeholders ("{node} returns
/// {value}.") and their values, so that the window can show it in the reader's language and
/// the command line in English. A value may itself be a message, translated in its turn.
/// A counted message ("%n nodes") has a number, written where the template says %n, and its
/// English singular; a translation gives every plural form its language needs.
/// A translated word may offer grammatical forms separated by '|' ("die Wurzel|der Wurzel"):
/// a template picks the second with {node:2}; English has one form, so any pick gives it.
class Message {
public:
    Message() = default;
    /// @p text is a template marked with QT_TRANSLATE_NOOP(context, …).
    Message(const char* context, const char* text);
    /// A template that is not translated, e.g. a node's path.
    static Message verbatim(std::string text);
    /// Numbers written the English way, as the command line writes them: '.' for the decimal
    /// point, ',' between groups of three digits ("0.5", "1,046", "7/3 ≈ 2.33", "[−84, 100]");
    /// the window writes both as its language does ("0,5", "1.046").
    static Message decimal(std::string number);
    /// @p many is marked with QT_TRANSLATE_N_NOOP(context, …); @p one is English only.
    static Message counted(const char* context, const char* one, const char* many, std::uint64_t count);
    /// @p parts one after another, @p separator between them: "depth 3, table".
    static Message joined(const std::vector<Message>& parts, std::string_view separator);

    Message& arg(std::string_view name, std::string value);
    Message& arg(std::string_view name, Message value);

    const char* context() const { return context_; }
    /// The template to look up: the plural one for a counted message.
    const std::string& source() const { return text_; }
    std::optional<std::uint64_t> count() const { return count_; }
    bool translatable() const { return context_ != nullptr; }
    bool isDecimal() const { return decimal_; }
    bool empty() const { return text_.empty(); }

    /// The English template: the singular for a count of one.
    const std::string& englishTemplate() const;
    /// The message in English, as the command line writes it.
    std::string english() const;
    /// The message with each template, this one's and its values', as @p templateOf gives it,
    /// the placeholders filled in. A placeholder it has no value for is kept as it is written.
    std::string render(const std::function<std::string(const Message&)>& templateOf) const;

private:
    struct Arg;
    const char* context_ = nullptr;
    std::string text_;
    std::string one_;
    std::optional<std::uint64_t> count_;
    bool decimal_ = false;
    std::vector<Arg> args_;
};

struct Message::Arg {
    std::string name;
    Message value;
};

} // namespace gtl
