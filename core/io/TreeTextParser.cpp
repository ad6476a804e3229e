// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/TreeTextParser.h"

#include "core/base/Printable.h"
#include "core/base/Utf8.h"
#include "core/io/ChanceText.h"
#include "core/io/TreeTextCursor.h"
#include "core/io/TreeTextWords.h"
#include "core/tree/GameTreeBuilder.h"

#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace gtl {
namespace {

using namespace treetext;

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
            return fail(reason(QT_TRANSLATE_NOOP(
                "TreeText", "the text is empty: expected a tree such as ((3,12,8),(2,4,6),(14,5,2))")));
        if (!parseNode())
            return error_;
        while (!stack_.empty()) {
            if (!parseInsideGroup())
                return error_;
        }
        cursor_.skipSeparators(false);
        if (!cursor_.atEnd()) {
            const std::string c = printable(cursor_.currentChar());
            if (c == ")" || c == "}") {
                return fail(
                    reason(QT_TRANSLATE_NOOP("TreeText", "unexpected '{char}': every '{open}' is already closed"))
                        .arg("char", c)
                        .arg("open", c == ")" ? "(" : "{"));
            }
            return fail(reason(
                QT_TRANSLATE_NOOP("TreeText",
                    "unexpected '{char}' after the end of the tree (to give the root several children, wrap them in "
                    "parentheses)"))
                            .arg("char", c));
        }
        GameTree tree = builder_.build();
        // Marked alike but not alike: the builder kept them apart; say where.
        for (const SecondMark& mark : marks_) {
            if (tree.position(builder_.builtId(mark.node)) != tree.position(builder_.builtId(mark.first.node))) {
                return TextError{mark.line, mark.column,
                    reason(
                        QT_TRANSLATE_NOOP("TreeText",
                            "this position differs from the one of the same name at {where}: one position has the same "
                            "side to move, and the same moves, values and evaluations below it"))
                        .arg("where", openedAt(mark.first.line, mark.first.column))};
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

    TextError fail(Message message)
    {
        failed(std::move(message));
        return error_;
    }

    bool failed(Message message)
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
            return failed(reason(QT_TRANSLATE_NOOP("TreeText", "missing ')' to close the '(' opened at {where}"))
                              .arg("where", openedAt(group.line, group.column)));
        }
        const char c = cursor_.peek();
        if (c == ')' || c == '}') {
            if (c != (group.chance ? '}' : ')')) {
                return failed(
                    reason(QT_TRANSLATE_NOOP("TreeText", "'{char}' cannot close the '{open}' opened at {where}"))
                        .arg("char", std::string(1, c))
                        .arg("open", group.chance ? "{" : "(")
                        .arg("where", openedAt(group.line, group.column)));
            }
            if (comma)
                return failed(
                    reason(QT_TRANSLATE_NOOP("TreeText", "expected a value or '(' after ',' but found '{char}'"))
                        .arg("char", std::string(1, c)));
            if (group.children == 0) {
                return failed(group.chance ? reason(QT_TRANSLATE_NOOP(
                                  "TreeText", "empty '{}': a chance node needs outcomes, as in {0.5: 1, 0.5: 2}"))
                                           : reason(QT_TRANSLATE_NOOP("TreeText",
                                               "empty '()': a node in parentheses needs at least one child")));
            }
            if (group.chance && !closeChance(group))
                return false;
            cursor_.advance();
            const NodeId closed = group.node;
            stack_.pop_back();
            return parseEvaluation(closed);
        }
        if (c == '[')
            return failed(reason(
                QT_TRANSLATE_NOOP("TreeText", "a static evaluation [N] follows a ')': a leaf is scored by its value")));
        if (c == '~')
            return failed(reason(QT_TRANSLATE_NOOP(
                "TreeText", "a position name ~name follows a ')': only inner nodes are marked as one position")));
        if (c == ',')
            return failed(reason(QT_TRANSLATE_NOOP("TreeText", "missing value between two commas")));
        if (comma && group.children == 0)
            return failed(reason(QT_TRANSLATE_NOOP("TreeText", "expected a value or '(' but found ','")));
        return group.chance ? parseOutcome() : parseNode();
    }

    /// Checks the sum of a chance node's probabilities, which the last may make exactly 1.
    bool closeChance(OpenGroup& group)
    {
        if (Message problem = ChanceText::sumProblem(group.probabilities); !problem.empty())
            return failedAt(group.line, group.column, std::move(problem));
        builder_.setProbability(group.lastOutcome, group.probabilities.back());
        return true;
    }

    /// "0,5" when the probability @p whole just read (no fraction, @p below empty) goes on
    /// after a comma with more digits, as a decimal comma writes it; else "". The comma would
    /// otherwise end the outcome, and its 0 be refused as an impossible outcome.
    std::string decimalComma(std::string_view whole, std::string_view below) const
    {
        const auto digits = [](std::string_view text) {
            return !text.empty() && text.find_first_not_of("0123456789") == std::string_view::npos;
        };
        if (!below.empty() || !digits(whole) || cursor_.atEnd() || cursor_.peek() != ',')
            return {};
        TreeTextCursor after = cursor_;
        after.advance();
        const std::string_view fraction = after.word();
        return digits(fraction) ? std::string(whole) + "," + std::string(fraction) : std::string();
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
                return failed(reason(QT_TRANSLATE_NOOP("TreeText", "expected a denominator after '/'")));
        }
        if (text.empty())
            return failed(reason(QT_TRANSLATE_NOOP(
                "TreeText", "expected an outcome's probability, such as 0.5 or 1/6, then ':' and what follows it")));
        if (const std::string comma = decimalComma(text, below); !comma.empty()) {
            return failedAt(line, column,
                reason(QT_TRANSLATE_NOOP("TreeText",
                           "'{written}' has a decimal comma: write a probability with a decimal point, as in {point}"))
                    .arg("written", printable(comma))
                    .arg("point", printable(comma.substr(0, text.size()) + "." + comma.substr(text.size() + 1))));
        }
        if (Message problem = ChanceText::readProbability(text, below, probability_); !problem.empty())
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
            return failed(label.empty()
                    ? reason(QT_TRANSLATE_NOOP(
                                 "TreeText", "expected ':' (or a label, then ':') after the probability {probability}"))
                          .arg("probability", printable(text))
                    : reason(QT_TRANSLATE_NOOP("TreeText", "expected ':' after the label '{label}'"))
                          .arg("label", printable(label)));
        }
        cursor_.advance();
        cursor_.skipSeparators(false);
        if (cursor_.atEnd())
            return failed(
                reason(QT_TRANSLATE_NOOP("TreeText", "expected a value, '(' or '{' after the outcome's ':'")));
        if (cursor_.peek() == '!')
            return failed(reason(QT_TRANSLATE_NOOP(
                "TreeText", "an outcome of a throw is nobody's move, so it cannot be marked forcing with '!'")));
        outcome_ = true;
        const int valueLine = cursor_.line();
        const int valueColumn = cursor_.column();
        const std::string_view word = cursor_.word();
        cursor_.skipSeparators(false);
        if (!word.empty() && !cursor_.atEnd() && cursor_.peek() == ':')
            return failedAt(valueLine, valueColumn,
                reason(QT_TRANSLATE_NOOP("TreeText", "a second label '{label}:' on one outcome"))
                    .arg("label", printable(word)));
        return parseBody(label, word, valueLine, valueColumn);
    }

    /// Reads `['!'] [label:] (value | '(')` and adds the node; a '(' pushes a group to fill.
    bool parseNode()
    {
        if (!parseForcingMark())
            return false;
        std::string_view label;
        int line = cursor_.line();
        int column = cursor_.column();
        std::string_view word = cursor_.word();
        cursor_.skipSeparators(false);
        if (!word.empty() && !cursor_.atEnd() && cursor_.peek() == ':') {
            if (stack_.empty())
                return failedAt(line, column,
                    reason(QT_TRANSLATE_NOOP("TreeText", "the root is not reached by a move, so it takes no label")));
            label = word;
            labelLine_ = line;
            labelColumn_ = column;
            cursor_.advance();
            cursor_.skipSeparators(false);
            if (cursor_.atEnd())
                return failed(afterLabel(label));
            // What goes wrong from here is about the value, so messages point at it.
            line = cursor_.line();
            column = cursor_.column();
            word = cursor_.word();
            if (!word.empty() && !cursor_.atEnd() && cursor_.peek() == ':') {
                return failedAt(line, column,
                    reason(QT_TRANSLATE_NOOP(
                               "TreeText", "a second label '{label}:' after '{first}:': a move takes one label"))
                        .arg("label", printable(word))
                        .arg("first", printable(label)));
            }
        }
        return parseBody(label, word, line, column);
    }

    /// An optional '!' before a move: the move is forcing, one that quiescence search goes on
    /// playing past the horizon.
    bool parseForcingMark()
    {
        if (cursor_.atEnd() || cursor_.peek() != '!')
            return true;
        if (stack_.empty())
            return failed(reason(QT_TRANSLATE_NOOP(
                "TreeText", "the root is not reached by a move, so it cannot be marked forcing with '!'")));
        cursor_.advance();
        cursor_.skipSeparators(false);
        if (!cursor_.atEnd() && cursor_.peek() == '!')
            return failed(reason(QT_TRANSLATE_NOOP("TreeText", "a second '!': one marks a move as forcing")));
        forcing_ = true;
        return true;
    }

    /// What follows a node's label: the leaf's value @p word, or a '(' or '{' to open.
    bool parseBody(std::string_view label, std::string_view word, int line, int column)
    {
        if (!word.empty())
            return addLeaf(label, word, line, column);
        if (cursor_.atEnd())
            return failed(reason(QT_TRANSLATE_NOOP("TreeText", "expected a value or '('")));
        const char c = cursor_.peek();
        if (c == '(' || c == '{')
            return openGroup(label, c == '{');
        if (c == '<')
            return addScoresLeaf(label);
        if (c == ':')
            return failed(reason(QT_TRANSLATE_NOOP("TreeText", "expected a label before ':'")));
        if (c == ')' || c == ',' || c == '}') {
            if (!label.empty())
                return failed(afterLabel(label));
            return failed(reason(QT_TRANSLATE_NOOP("TreeText", "expected a value or '(' but found '{char}'"))
                              .arg("char", std::string(1, c)));
        }
        return failed(reason(QT_TRANSLATE_NOOP("TreeText", "unexpected character '{char}': expected a value or '('"))
                          .arg("char", printable(cursor_.currentChar())));
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
        const auto value = wholeNumber(word);
        if (!value) {
            return failedAt(line, column,
                word.empty()
                    ? reason(QT_TRANSLATE_NOOP("TreeText", "expected a number after '[' (a static evaluation)"))
                    : reason(QT_TRANSLATE_NOOP("TreeText", "'{word}' is not a number (a static evaluation is [N])"))
                          .arg("word", printable(word)));
        }
        if (*value > kMaxLeafValue || *value < -kMaxLeafValue)
            return failedAt(line, column, outOfRange(word));
        if (players_ != 0)
            return failedAt(line, column,
                reason(QT_TRANSLATE_NOOP("TreeText",
                    "a static evaluation [N] is one number, but this tree scores each player at its leaves: a tree of "
                    "several players is searched to its leaves; remove the [N]")));
        cursor_.skipSeparators(false);
        if (cursor_.atEnd() || cursor_.peek() != ']')
            return failed(reason(QT_TRANSLATE_NOOP("TreeText", "missing ']' after the static evaluation")));
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
            return failed(reason(
                QT_TRANSLATE_NOOP("TreeText", "expected a name after '~' (nodes with one name are one position)")));
        const auto [first, isNew] = positions_.try_emplace(name, Mark{node, line, column});
        if (!isNew) {
            builder_.setSamePosition(node, first->second.node);
            marks_.push_back({node, line, column, first->second});
        }
        return true;
    }

    bool failedAt(int line, int column, Message message)
    {
        error_ = {line, column, std::move(message)};
        return false;
    }

    bool addLeaf(std::string_view label, std::string_view word, int line, int column)
    {
        const auto value = wholeNumber(word);
        if (!value) {
            if (!cursor_.atEnd() && cursor_.peek() == '(')
                return failedAt(line, column,
                    reason(QT_TRANSLATE_NOOP("TreeText", "missing ':' after the label '{label}'"))
                        .arg("label", printable(word)));
            return failedAt(line, column,
                reason(QT_TRANSLATE_NOOP("TreeText", "'{word}' is not a number (a label needs ':' after it)"))
                    .arg("word", printable(word)));
        }
        if (*value > kMaxLeafValue || *value < -kMaxLeafValue)
            return failedAt(line, column, outOfRange(word));
        if (players_ != 0)
            return failedAt(line, column,
                reason(QT_TRANSLATE_NOOP("TreeText",
                           "this leaf has one value, but the leaf at {where} scores each player: write every leaf "
                           "of a tree of several players as a score per player, as in <3, 1, 2>"))
                    .arg("where", openedAt(scoresLine_, scoresColumn_)));
        if (valueLine_ == 0) {
            valueLine_ = line;
            valueColumn_ = column;
        }
        return addNode(label, static_cast<Value>(*value), line, column) != kNoNode;
    }

    /// Reads a leaf that scores each player, `<3, 1, 2>`: the first player's score first.
    bool addScoresLeaf(std::string_view label)
    {
        const int line = cursor_.line();
        const int column = cursor_.column();
        if (valueLine_ != 0)
            return failed(reason(
                QT_TRANSLATE_NOOP("TreeText",
                    "this leaf scores each player, but the leaf at {where} has one value: a tree's leaves are all one "
                    "value (two players, MAX and MIN) or all a score per player"))
                              .arg("where", openedAt(valueLine_, valueColumn_)));
        cursor_.advance();
        std::vector<Value> scores;
        for (;;) {
            const bool comma = cursor_.skipSeparators(true);
            if (cursor_.atEnd())
                return failed(reason(QT_TRANSLATE_NOOP("TreeText", "missing '>' to close the '<' opened at {where}"))
                                  .arg("where", openedAt(line, column)));
            if (cursor_.peek() == '>' && !comma)
                break;
            if ((comma && scores.empty()) || cursor_.peek() == ',' || (comma && cursor_.peek() == '>'))
                return failed(reason(QT_TRANSLATE_NOOP("TreeText", "missing score between '<', ',' and '>'")));
            const int scoreLine = cursor_.line();
            const int scoreColumn = cursor_.column();
            const std::string_view word = cursor_.word();
            const auto value = wholeNumber(word);
            if (!value) {
                return failedAt(scoreLine, scoreColumn,
                    reason(QT_TRANSLATE_NOOP("TreeText", "expected a player's score in '<…>' but found '{char}'"))
                        .arg("char", word.empty() ? printable(cursor_.currentChar()) : printable(word)));
            }
            if (*value > kMaxLeafValue || *value < -kMaxLeafValue)
                return failedAt(scoreLine, scoreColumn, outOfRange(word));
            if (scores.size() == GameTree::kMaxPlayers)
                return failedAt(scoreLine, scoreColumn,
                    reason(
                        QT_TRANSLATE_NOOP("TreeText", "more than {most} scores: a tree seats at most {most} players"))
                        .arg("most", std::to_string(GameTree::kMaxPlayers)));
            scores.push_back(Value(*value));
        }
        if (scores.size() < 2)
            return failedAt(line, column,
                reason(QT_TRANSLATE_NOOP(
                    "TreeText", "one score in '<…>': a leaf of several players scores each of them, as in <3, 1, 2>")));
        if (players_ == 0) {
            players_ = std::uint32_t(scores.size());
            scoresLine_ = line;
            scoresColumn_ = column;
        } else if (scores.size() != players_) {
            return failedAt(line, column,
                reason(
                    QT_TRANSLATE_NOOP("TreeText",
                        "this leaf scores {count} players, but the leaf at {where} scores {players}: every leaf scores "
                        "each player of the tree"))
                    .arg("count", std::to_string(scores.size()))
                    .arg("where", openedAt(scoresLine_, scoresColumn_))
                    .arg("players", std::to_string(players_)));
        }
        cursor_.advance(); // the '>'
        const NodeId node = addNode(label, scores.front(), line, column);
        if (node == kNoNode)
            return false;
        builder_.setScores(node, scores);
        return true;
    }

    bool openGroup(std::string_view label, bool chance)
    {
        const int line = cursor_.line();
        const int column = cursor_.column();
        if (stack_.size() >= TreeTextParser::kMaxDepth)
            return failed(reason(QT_TRANSLATE_NOOP("TreeText", "the tree is deeper than {levels} levels"))
                              .arg("levels", std::to_string(TreeTextParser::kMaxDepth)));
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
            failedAt(line, column,
                reason(QT_TRANSLATE_NOOP("TreeText", "the tree has more than {nodes} nodes"))
                    .arg("nodes", std::to_string(TreeTextParser::kMaxNodes)));
            return kNoNode;
        }
        if (stack_.empty())
            return builder_.addRoot(value);
        if (!label.empty() && !stack_.back().labels.insert(label).second) {
            failedAt(labelLine_, labelColumn_,
                reason(QT_TRANSLATE_NOOP("TreeText", "a second move labelled '{label}' from the same position"))
                    .arg("label", printable(label)));
            return kNoNode;
        }
        OpenGroup& group = stack_.back();
        if (group.children >= GameTree::kMaxMoves) {
            failedAt(line, column,
                reason(QT_TRANSLATE_NOOP("TreeText",
                           "one move too many: the position opened at {where} would have more than {most} moves, the "
                           "most a position may have"))
                    .arg("where", openedAt(group.line, group.column))
                    .arg("most", std::to_string(GameTree::kMaxMoves)));
            return kNoNode;
        }
        ++group.children;
        const NodeId node = builder_.addChild(group.node, label, value);
        if (std::exchange(forcing_, false))
            builder_.setForcing(node);
        if (std::exchange(outcome_, false)) {
            builder_.setProbability(node, probability_);
            group.probabilities.push_back(probability_);
            group.lastOutcome = node;
        }
        return node;
    }

    TreeTextCursor cursor_;
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
    /// Whether the move being read was marked forcing with '!'.
    bool forcing_ = false;
    /// The players the first leaf of scores `<…>` seats (0 before one), and where it is; where
    /// the first leaf of one value is (line 0 before one): a tree has leaves of one kind.
    std::uint32_t players_ = 0;
    int scoresLine_ = 0;
    int scoresColumn_ = 0;
    int valueLine_ = 0;
    int valueColumn_ = 0;
};

} // namespace

Result<GameTree> TreeTextParser::parse(std::string_view text, Player rootPlayer)
{
    // A byte that is not UTF-8 would slip into a label (the cursor steps over continuation
    // bytes) and make a tree that no tree file can hold: such text is refused whole.
    if (const auto bad = firstNonUtf8Byte(text)) {
        return TextError::at(text, *bad,
            reason(QT_TRANSLATE_NOOP("TreeText",
                       "the byte {byte} is not UTF-8 text: tree text is read as UTF-8 (save it in that encoding)"))
                .arg("byte", printable(text.substr(*bad, 1))));
    }
    return Parser(text, rootPlayer).run();
}

bool TreeTextParser::isValidLabel(std::string_view label)
{
    if (label.empty())
        return false;
    for (char c : label) {
        if (!TreeTextCursor::isLabelChar(c))
            return false;
    }
    return true;
}

} // namespace gtl
