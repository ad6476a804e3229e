#include "JsonValue.h"

#include <charconv>

namespace gtl {
namespace {

constexpr int kMaxNesting = 64;

class JsonParser {
public:
    JsonParser(std::string_view text, TextError& error)
        : text_(text)
        , error_(error)
    {
    }

    std::optional<JsonValue> run()
    {
        JsonValue value;
        skipSpace();
        if (!parseValue(value, 0))
            return std::nullopt;
        skipSpace();
        if (pos_ < text_.size()) {
            fail("unexpected text after the end of the JSON value");
            return std::nullopt;
        }
        return value;
    }

private:
    bool fail(const std::string& message)
    {
        int line = 1;
        int column = 1;
        for (std::size_t i = 0; i < pos_ && i < text_.size(); ++i) {
            if (text_[i] == '\n') {
                ++line;
                column = 1;
            } else if ((static_cast<unsigned char>(text_[i]) & 0xC0) != 0x80) {
                ++column;
            }
        }
        error_ = {line, column, message};
        return false;
    }

    void skipSpace()
    {
        while (pos_ < text_.size()
            && (text_[pos_] == ' ' || text_[pos_] == '\t' || text_[pos_] == '\n' || text_[pos_] == '\r'))
            ++pos_;
    }

    bool literal(std::string_view word)
    {
        if (text_.substr(pos_, word.size()) != word)
            return fail("expected a JSON value");
        pos_ += word.size();
        return true;
    }

    bool parseValue(JsonValue& out, int depth)
    {
        if (depth > kMaxNesting)
            return fail("the JSON is nested too deeply");
        if (pos_ >= text_.size())
            return fail("unexpected end of the text: expected a JSON value");
        switch (text_[pos_]) {
        case '{': return parseObject(out, depth);
        case '[': return parseArray(out, depth);
        case '"': out.type = JsonValue::Type::String; return parseString(out.string);
        case 't':
            out.type = JsonValue::Type::Bool;
            out.boolean = true;
            return literal("true");
        case 'f': out.type = JsonValue::Type::Bool; return literal("false");
        case 'n': return literal("null");
        default: return parseNumber(out);
        }
    }

    bool parseNumber(JsonValue& out)
    {
        const std::size_t start = pos_;
        while (pos_ < text_.size() && std::string_view("+-0123456789.eE").find(text_[pos_]) != std::string_view::npos)
            ++pos_;
        const auto [end, ec] = std::from_chars(text_.data() + start, text_.data() + pos_, out.number);
        if (start == pos_ || ec != std::errc() || end != text_.data() + pos_) {
            pos_ = start;
            return fail("expected a JSON value");
        }
        out.type = JsonValue::Type::Number;
        return true;
    }

    bool parseString(std::string& out)
    {
        ++pos_; // the opening quote
        while (pos_ < text_.size() && text_[pos_] != '"') {
            char c = text_[pos_++];
            if (static_cast<unsigned char>(c) < 0x20)
                return fail("a control character inside a string");
            if (c != '\\') {
                out += c;
                continue;
            }
            if (pos_ >= text_.size())
                break;
            c = text_[pos_++];
            switch (c) {
            case '"':
            case '\\':
            case '/': out += c; break;
            case 'b': out += '\b'; break;
            case 'f': out += '\f'; break;
            case 'n': out += '\n'; break;
            case 'r': out += '\r'; break;
            case 't': out += '\t'; break;
            case 'u':
                if (!parseEscape(out))
                    return false;
                break;
            default: return fail(std::string("unknown escape \\") + c);
            }
        }
        if (pos_ >= text_.size())
            return fail("a string is not closed");
        ++pos_;
        return true;
    }

    bool parseEscape(std::string& out)
    {
        unsigned code = 0;
        const auto [end, ec]
            = std::from_chars(text_.data() + pos_, text_.data() + std::min(pos_ + 4, text_.size()), code, 16);
        if (ec != std::errc() || end != text_.data() + pos_ + 4)
            return fail("expected four hex digits after \\u");
        pos_ += 4;
        // Encode as UTF-8 (surrogate pairs are kept as two characters; labels never need them).
        if (code < 0x80) {
            out += static_cast<char>(code);
        } else if (code < 0x800) {
            out += static_cast<char>(0xC0 | (code >> 6));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else {
            out += static_cast<char>(0xE0 | (code >> 12));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        }
        return true;
    }

    bool parseArray(JsonValue& out, int depth)
    {
        out.type = JsonValue::Type::Array;
        ++pos_;
        skipSpace();
        if (accept(']'))
            return true;
        for (;;) {
            JsonValue element;
            skipSpace();
            if (!parseValue(element, depth + 1))
                return false;
            out.array.push_back(std::move(element));
            skipSpace();
            if (accept(','))
                continue;
            if (accept(']'))
                return true;
            return fail("expected ',' or ']' in an array");
        }
    }

    bool parseObject(JsonValue& out, int depth)
    {
        out.type = JsonValue::Type::Object;
        ++pos_;
        skipSpace();
        if (accept('}'))
            return true;
        for (;;) {
            skipSpace();
            std::string key;
            if (pos_ >= text_.size() || text_[pos_] != '"')
                return fail("expected a member name in quotes");
            if (!parseString(key))
                return false;
            skipSpace();
            if (!accept(':'))
                return fail("expected ':' after a member name");
            skipSpace();
            JsonValue value;
            if (!parseValue(value, depth + 1))
                return false;
            out.object[key] = std::move(value);
            skipSpace();
            if (accept(','))
                continue;
            if (accept('}'))
                return true;
            return fail("expected ',' or '}' in an object");
        }
    }

    /// Steps over @p c if it comes next.
    bool accept(char c)
    {
        if (pos_ >= text_.size() || text_[pos_] != c)
            return false;
        ++pos_;
        return true;
    }

    std::string_view text_;
    TextError& error_;
    std::size_t pos_ = 0;
};

} // namespace

std::string JsonValue::quote(std::string_view text)
{
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out = "\"";
    for (char c : text) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\t': out += "\\t"; break;
        case '\r': out += "\\r"; break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                out += "\\u00";
                out += kHex[(c >> 4) & 0xF];
                out += kHex[c & 0xF];
            } else {
                out += c;
            }
        }
    }
    return out + '"';
}

const JsonValue* JsonValue::member(std::string_view key) const
{
    const auto it = object.find(key);
    return it == object.end() ? nullptr : &it->second;
}

std::optional<JsonValue> JsonValue::parse(std::string_view text, TextError& error)
{
    return JsonParser(text, error).run();
}

} // namespace gtl
