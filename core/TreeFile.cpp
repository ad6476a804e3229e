#include "TreeFile.h"

#include "JsonValue.h"
#include "TicTacToeTree.h"
#include "TreeTextParser.h"
#include "TreeTextWriter.h"

namespace gtl {
namespace {

/// The member @p key as a string: nullopt if missing; an error if it is not a string.
std::optional<std::string> stringMember(const JsonValue& object, std::string_view key, std::string& error)
{
    const JsonValue* value = object.member(key);
    if (!value)
        return std::nullopt;
    if (value->type != JsonValue::Type::String) {
        error = "\"" + std::string(key) + "\" must be a string";
        return std::nullopt;
    }
    return value->string;
}

std::optional<GameTree> readTree(const JsonValue& root, Player rootPlayer, std::string& error)
{
    if (const auto board = stringMember(root, "tic_tac_toe", error)) {
        const auto toMove = stringMember(root, "to_move", error);
        const auto position = TicTacToeBoard::parse(
            *board, toMove && !toMove->empty() ? std::optional<char>((*toMove)[0]) : std::nullopt, error);
        if (!position) {
            error = "\"tic_tac_toe\": " + error;
            return std::nullopt;
        }
        return buildTicTacToeTree(*position);
    }
    if (!error.empty())
        return std::nullopt;
    const auto text = stringMember(root, "tree", error);
    if (!text) {
        if (error.empty())
            error = "the file has neither \"tree\" nor \"tic_tac_toe\"";
        return std::nullopt;
    }
    auto parsed = TreeTextParser::parse(*text, rootPlayer);
    if (!parsed) {
        error = "\"tree\": " + parsed.error.toString();
        return std::nullopt;
    }
    return std::move(parsed.tree);
}

} // namespace

std::string TreeFile::write(const TreeDocument& document)
{
    const GameTree& tree = document.tree;
    std::string out
        = "{\n  \"format\": " + JsonValue::quote(kFormat) + ",\n  \"version\": " + std::to_string(kVersion) + ",\n";
    out += "  \"title\": " + JsonValue::quote(document.title) + ",\n";
    out += "  \"description\": " + JsonValue::quote(document.description) + ",\n";
    out += "  \"root_player\": " + JsonValue::quote(playerName(tree.rootPlayer())) + ",\n";
    if (tree.hasPayload() && tree.size() > 0) {
        // A tic-tac-toe tree is kept as its position, so the boards come back with it.
        const TicTacToeBoard board = TicTacToeBoard::unpacked(tree.payload(GameTree::root()));
        out += "  \"tic_tac_toe\": " + JsonValue::quote(board.toString()) + ",\n";
        out += "  \"to_move\": " + JsonValue::quote(board.toMove() == TicTacToeBoard::Mark::X ? "X" : "O") + "\n";
    } else {
        out += "  \"tree\": " + JsonValue::quote(toTreeText(tree)) + "\n";
    }
    return out + "}\n";
}

std::optional<TreeDocument> TreeFile::read(std::string_view text, std::string& error)
{
    TextError syntax;
    const auto root = JsonValue::parse(text, syntax);
    if (!root) {
        error = "not valid JSON: " + syntax.toString();
        return std::nullopt;
    }
    const JsonValue* format = root->member("format");
    if (root->type != JsonValue::Type::Object || !format || format->string != kFormat) {
        error = "not a Game Tree Lab tree file (it needs \"format\": \"" + std::string(kFormat) + "\")";
        return std::nullopt;
    }
    const JsonValue* version = root->member("version");
    if (!version || version->type != JsonValue::Type::Number || version->number < 1) {
        error = "\"version\" must be a number (1 for this format)";
        return std::nullopt;
    }
    if (version->number > kVersion) {
        error = "the file was written by a newer Game Tree Lab (format version " + std::to_string(int(version->number))
            + "); this one reads version " + std::to_string(kVersion);
        return std::nullopt;
    }
    TreeDocument document;
    document.title = stringMember(*root, "title", error).value_or("");
    document.description = stringMember(*root, "description", error).value_or("");
    const std::string player = stringMember(*root, "root_player", error).value_or("MAX");
    if (!error.empty())
        return std::nullopt;
    if (player != "MAX" && player != "MIN") {
        error = "\"root_player\" must be \"MAX\" or \"MIN\", not \"" + player + "\"";
        return std::nullopt;
    }
    auto tree = readTree(*root, player == "MAX" ? Player::Max : Player::Min, error);
    if (!tree)
        return std::nullopt;
    document.tree = std::move(*tree);
    return document;
}

} // namespace gtl
