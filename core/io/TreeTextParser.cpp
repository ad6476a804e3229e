#include "core/io/TreeTextParser.h"

#include "core/base/Printable.h"
#include "core/base/Utf8.h"
#include "core/io/ChanceText.h"
#include "core/tree/GameTreeBuilder.h"

#include <charconv>
#include <limits>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace gtl {
namespace {

bool isLabelChar(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '.'
        || c == '+' || c == '-';
}

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/// Walks the text keeping the line and column (in characters) of the current position.
class Cursor {
public:
    explicit Cursor(std::string_view text)
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

struct OpenGroup {
    NodeId node;
    int line;
    int column;
    std::uint32_t children;
    /// The labels written so far: a path like "B/2" must name one node.
    std::unordered_set<std::string_view> labels;
    /// A chance node `{p: …}`: its outcomes' probabilities so far, and the last one's node.
    bool chance = false;
    std::vector<Probability> probabilities = {};
    NodeId lastOutcome = kNoNode;
};

class Parser {
public:
    Parser(std::string_view text, Player rootPlayer)
        : cursor_(text)
        , builder_(rootPlayer)
    {
    }

    Result<GameTree> run()
    {
        cursor_.skipSeparators(false);
        if (cursor_.atEnd())
            return fail("the text is empty: expected a tree such as ((3,12,8),(2,4,6),(14,5,2))");
        if (!parseNode())
            return error_;
        while (!stack_.empty()) {
            if (!parseInsideGroup())
                return error_;
        }
        cursor_.skipSeparators(false);
        if (!cursor_.atEnd()) {
            const std::string c = printable(cursor_.currentChar());
            if (c == ")" || c == "}")
                return fail("unexpected '" + c + "': every '" + (c == ")" ? "(" : "{") + "' is already closed");
            return fail("unexpected '" + c
                + "' after the end of the tree (to give the root several children, wrap them in parentheses)");
        }
        GameTree tree = builder_.build();
        // Marked alike but not alike: the builder kept them apart; say where.
        for (const SecondMark& mark : marks_) {
            if (tree.position(builder_.builtId(mark.node)) != tree.position(builder_.builtId(mark.first.node))) {
                return TextError{mark.line, mark.column,
                    "this position differs from the one of the same name at line " + std::to_string(mark.first.line)
                        + ", column " + std::to_string(mark.first.column)
                        + ": one position has the same side to move, and the same moves, values and evaluations "
                          "below it"};
            }
        }
        return tree;
    }

private:
    struct Mark {
        NodeId node;
        int line;
        int column;
    };
    struct SecondMark {
        NodeId node;
        int line;
        int column;
        Mark first;
    };

    TextError fail(std::string message)
    {
        failed(std::move(message));
        return error_;
    }

    bool failed(std::string message)
    {
        error_ = {cursor_.line(), cursor_.column(), std::move(message)};
        return false;
    }

    /// After '(' or a child: reads a separator then the next child or the closing ')'.
    bool parseInsideGroup()
    {
        OpenGroup& group = stack_.back();
        const bool comma = cursor_.skipSeparators(true);
        if (cursor_.atEnd()) {
            return failed("missing ')' to close the '(' opened at line " + std::to_string(group.line) + ", column "
                + std::to_string(group.column));
        }
        const char c = cursor_.peek();
        if (c == ')' || c == '}') {
            if (c != (group.chance ? '}' : ')')) {
                return failed(std::string("'") + c + "' cannot close the '" + (group.chance ? '{' : '(')
                    + "' opened at line " + std::to_string(group.line) + ", column " + std::to_string(group.column));
            }
            if (comma)
                return failed(std::string("expected a value or '(' after ',' but found '") + c + "'");
            if (group.children == 0) {
                return failed(group.chance ? "empty '{}': a chance node needs outcomes, as in {0.5: 1, 0.5: 2}"
                                           : "empty '()': a node in parentheses needs at least one child");
            }
            if (group.chance && !closeChance(group))
                return false;
            cursor_.advance();
            const NodeId closed = group.node;
            stack_.pop_back();
            return parseEvaluation(closed);
        }
        if (c == '[')
            return failed("a static evaluation [N] follows a ')': a leaf is scored by its value");
        if (c == '~')
            return failed("a position name ~name follows a ')': only inner nodes are marked as one position");
        if (c == ',')
            return failed("missing value between two commas");
        if (comma && group.children == 0)
            return failed("expected a value or '(' but found ','");
        return group.chance ? parseOutcome() : parseNode();
    }

    /// Checks the sum of a chance node's probabilities, which the last may make exactly 1.
    bool closeChance(OpenGroup& group)
    {
        if (std::string problem = ChanceText::sumProblem(group.probabilities); !problem.empty())
            return failedAt(group.line, group.column, std::move(problem));
        builder_.setProbability(group.lastOutcome, group.probabilities.back());
        return true;
    }

    /// Inside `{…}`: reads `probability [label]: (value | '(' | '{')`.
    bool parseOutcome()
    {
        const int line = cursor_.line();
        const int column = cursor_.column();
        const std::string_view text = cursor_.word();
        std::string_view below;
        if (!cursor_.atEnd() && cursor_.peek() == '/') {
            cursor_.advance();
            below = cursor_.word();
            if (below.empty())
                return failed("expected a denominator after '/'");
        }
        if (text.empty())
            return failed("expected an outcome's probability, such as 0.5 or 1/6, then ':' and what follows it");
        if (std::string problem = ChanceText::readProbability(text, below, probability_); !problem.empty())
            return failedAt(line, column, std::move(problem));
        cursor_.skipSeparators(false);
        std::string_view label;
        if (!cursor_.atEnd() && cursor_.peek() != ':') {
            labelLine_ = cursor_.line();
            labelColumn_ = cursor_.column();
            label = cursor_.word();
            cursor_.skipSeparators(false);
        }
        if (cursor_.atEnd() || cursor_.peek() != ':') {
            return failed(label.empty() ? "expected ':' (or a label, then ':') after the probability " + printable(text)
                                        : "expected ':' after the label '" + printable(label) + "'");
        }
        cursor_.advance();
        cursor_.skipSeparators(false);
        if (cursor_.atEnd())
            return failed("expected a value, '(' or '{' after the outcome's ':'");
        outcome_ = true;
        const int valueLine = cursor_.line();
        const int valueColumn = cursor_.column();
        const std::string_view word = cursor_.word();
        cursor_.skipSeparators(false);
        if (!word.empty() && !cursor_.atEnd() && cursor_.peek() == ':')
            return failedAt(valueLine, valueColumn, "a second label '" + printable(word) + ":' on one outcome");
        return parseBody(label, word, valueLine, valueColumn);
    }

    /// Reads `[label:] (value | '(')` and adds the node; a '(' pushes a group to fill.
    bool parseNode()
    {
        std::string_view label;
        int line = cursor_.line();
        int column = cursor_.column();
        std::string_view word = cursor_.word();
        cursor_.skipSeparators(false);
        if (!word.empty() && !cursor_.atEnd() && cursor_.peek() == ':') {
            if (stack_.empty())
                return failedAt(line, column, "the root is not reached by a move, so it takes no label");
            label = word;
            labelLine_ = line;
            labelColumn_ = column;
            cursor_.advance();
            cursor_.skipSeparators(false);
            if (cursor_.atEnd())
                return failed("expected a value or '(' after the label '" + printable(label) + ":'");
            // What goes wrong from here is about the value, so messages point at it.
            line = cursor_.line();
            column = cursor_.column();
            word = cursor_.word();
            if (!word.empty() && !cursor_.atEnd() && cursor_.peek() == ':') {
                return failedAt(line, column,
                    "a second label '" + printable(word) + ":' after '" + printable(label)
                        + ":': a move takes one label");
            }
        }
        return parseBody(label, word, line, column);
    }

    /// What follows a node's label: the leaf's value @p word, or a '(' or '{' to open.
    bool parseBody(std::string_view label, std::string_view word, int line, int column)
    {
        if (!word.empty())
            return addLeaf(label, word, line, column);
        if (cursor_.atEnd())
            return failed("expected a value or '('");
        const char c = cursor_.peek();
        if (c == '(' || c == '{')
            return openGroup(label, c == '{');
        if (c == ':')
            return failed("expected a label before ':'");
        if (c == ')' || c == ',' || c == '}') {
            if (!label.empty())
                return failed("expected a value or '(' after the label '" + printable(label) + ":'");
            return failed(std::string("expected a value or '(' but found '") + c + "'");
        }
        return failed("unexpected character '" + printable(cursor_.currentChar()) + "': expected a value or '('");
    }

    /// After a ')': an optional `[N]`, the static evaluation of the node just closed.
    bool parseEvaluation(NodeId node)
    {
        cursor_.skipSeparators(false);
        if (cursor_.atEnd() || cursor_.peek() != '[')
            return parsePosition(node);
        cursor_.advance();
        cursor_.skipSeparators(false);
        const int line = cursor_.line();
        const int column = cursor_.column();
        const std::string_view word = cursor_.word();
        const auto value = number(word);
        if (!value) {
            return failedAt(line, column,
                word.empty() ? std::string("expected a number after '[' (a static evaluation)")
                             : "'" + printable(word) + "' is not a number (a static evaluation is [N])");
        }
        if (*value > kMaxLeafValue || *value < -kMaxLeafValue) {
            return failedAt(line, column,
                "the number " + printable(word) + " is out of range: values must lie within ±"
                    + std::to_string(kMaxLeafValue));
        }
        cursor_.skipSeparators(false);
        if (cursor_.atEnd() || cursor_.peek() != ']')
            return failed("missing ']' after the static evaluation");
        cursor_.advance();
        builder_.setEvaluation(node, static_cast<Value>(*value));
        return parsePosition(node);
    }

    /// After a ')' and its evaluation: an optional `~name`. Nodes marked with one name are one
    /// position reached by different moves (a transposition).
    bool parsePosition(NodeId node)
    {
        cursor_.skipSeparators(false);
        if (cursor_.atEnd() || cursor_.peek() != '~')
            return true;
        cursor_.advance();
        const int line = cursor_.line();
        const int column = cursor_.column();
        const std::string_view name = cursor_.word();
        if (name.empty())
            return failed("expected a name after '~' (nodes with one name are one position)");
        const auto [first, isNew] = positions_.try_emplace(name, Mark{node, line, column});
        if (!isNew) {
            builder_.setSamePosition(node, first->second.node);
            marks_.push_back({node, line, column, first->second});
        }
        return true;
    }

    /// @p word as a whole number, or nothing; out-of-range numbers come back as the nearest
    /// 64-bit one, for the caller to refuse.
    static std::optional<long long> number(std::string_view word)
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

    bool failedAt(int line, int column, std::string message)
    {
        error_ = {line, column, std::move(message)};
        return false;
    }

    bool addLeaf(std::string_view label, std::string_view word, int line, int column)
    {
        const auto value = number(word);
        if (!value) {
            if (!cursor_.atEnd() && cursor_.peek() == '(')
                return failedAt(line, column, "missing ':' after the label '" + printable(word) + "'");
            return failedAt(line, column, "'" + printable(word) + "' is not a number (a label needs ':' after it)");
        }
        if (*value > kMaxLeafValue || *value < -kMaxLeafValue) {
            return failedAt(line, column,
                "the number " + printable(word) + " is out of range: values must lie within ±"
                    + std::to_string(kMaxLeafValue));
        }
        return addNode(label, static_cast<Value>(*value), line, column) != kNoNode;
    }

    bool openGroup(std::string_view label, bool chance)
    {
        const int line = cursor_.line();
        const int column = cursor_.column();
        if (stack_.size() >= TreeTextParser::kMaxDepth)
            return failed("the tree is deeper than " + std::to_string(TreeTextParser::kMaxDepth) + " levels");
        const NodeId node = addNode(label, 0, line, column);
        if (node == kNoNode)
            return false;
        cursor_.advance();
        if (chance)
            builder_.setChance(node);
        stack_.push_back({node, line, column, 0, {}, chance});
        return true;
    }

    NodeId addNode(std::string_view label, Value value, int line, int column)
    {
        if (builder_.size() >= TreeTextParser::kMaxNodes) {
            failedAt(line, column, "the tree has more than " + std::to_string(TreeTextParser::kMaxNodes) + " nodes");
            return kNoNode;
        }
        if (stack_.empty())
            return builder_.addRoot(value);
        if (!label.empty() && !stack_.back().labels.insert(label).second) {
            failedAt(
                labelLine_, labelColumn_, "a second move labelled '" + printable(label) + "' from the same position");
            return kNoNode;
        }
        OpenGroup& group = stack_.back();
        ++group.children;
        const NodeId node = builder_.addChild(group.node, label, value);
        if (std::exchange(outcome_, false)) {
            builder_.setProbability(node, probability_);
            group.probabilities.push_back(probability_);
            group.lastOutcome = node;
        }
        return node;
    }

    Cursor cursor_;
    GameTreeBuilder builder_;
    std::unordered_map<std::string_view, Mark> positions_; ///< each name's first node
    std::vector<SecondMark> marks_;
    std::vector<OpenGroup> stack_;
    TextError error_;
    /// Where the label of the node being read starts.
    int labelLine_ = 0;
    int labelColumn_ = 0;
    /// The probability of the outcome being read, while outcome_.
    Probability probability_;
    bool outcome_ = false;
};

} // namespace

Result<GameTree> TreeTextParser::parse(std::string_view text, Player rootPlayer)
{
    // A byte that is not UTF-8 would slip into a label (the cursor steps over continuation
    // bytes) and make a tree that no tree file can hold: such text is refused whole.
    if (const auto bad = firstNonUtf8Byte(text)) {
        return TextError::at(text, *bad,
            "the byte " + printable(text.substr(*bad, 1))
                + " is not UTF-8 text: tree text is read as UTF-8 (save it in that encoding)");
    }
    return Parser(text, rootPlayer).run();
}

bool TreeTextParser::isValidLabel(std::string_view label)
{
    if (label.empty())
        return false;
    for (char c : label) {
        if (!isLabelChar(c))
            return false;
    }
    return true;
}

} // namespace gtl
