// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/TreeFile.h"

#include "core/base/Counted.h"
#include "core/base/Printable.h"
#include "core/games/GameRegistry.h"
#include "core/io/TreeTextParser.h"
#include "core/io/TreeTextWriter.h"
#include "core/search/ChoiceNames.h"
#include "core/search/EnhancementTable.h"

#include <nlohmann/json.hpp>

namespace gtl {
namespace {

using nlohmann::json;

/// A reason to refuse a tree file, marked with QT_TRANSLATE_NOOP("TreeFile", …).
Message reason(const char* text)
{
    return Message("TreeFile", text);
}

/// "\"notes\": …": @p problem with the member it is about.
Message inMember(std::string_view member, Message problem)
{
    //: A member of a tree file that is wrong ("tree", "notes"), then what is wrong with it.
    return reason(QT_TRANSLATE_NOOP("TreeFile", "\"{member}\": {problem}"))
        .arg("member", std::string(member))
        .arg("problem", std::move(problem));
}

/// The member @p key as a string, or @p fallback when the file leaves it out.
Result<std::string> stringMember(const json& object, const char* key, std::string fallback = {})
{
    const auto member = object.find(key);
    if (member == object.end())
        return fallback;
    if (!member->is_string())
        return Result<std::string>::failure(
            reason(QT_TRANSLATE_NOOP("TreeFile", "\"{member}\" must be a string")).arg("member", std::string(key)));
    return member->get<std::string>();
}

/// Checks "version" before converting it: a positive whole number no newer than this reader.
std::optional<Message> versionProblem(const json& root)
{
    const auto version = root.find("version");
    // JSON keeps positive whole numbers as unsigned; anything else (negative, zero, fractional,
    // or out of every integer range) is no version.
    if (version == root.end() || !version->is_number_unsigned() || version->get<std::uint64_t>() < 1)
        return reason(
            QT_TRANSLATE_NOOP("TreeFile", "\"version\" must be a whole number from 1 (1 or 2 for this format)"));
    if (version->get<std::uint64_t>() > std::uint64_t(TreeFile::kVersion)) {
        return reason(QT_TRANSLATE_NOOP("TreeFile",
                          "the file was written by a newer Game Tree Lab (format version {version}); this one reads "
                          "version {ours}"))
            .arg("version", version->dump())
            .arg("ours", std::to_string(TreeFile::kVersion));
    }
    return std::nullopt;
}

std::string inQuotes(std::string_view member)
{
    return "\"" + std::string(member) + "\"";
}

/// "\"tree\" nor \"tic_tac_toe\"": @p names quoted, the word @p separator, marked with
/// QT_TRANSLATE_NOOP("TreeFile", …), between them.
Message quotedList(const std::vector<std::string_view>& names, const char* separator)
{
    std::vector<Message> list;
    for (std::string_view name : names) {
        if (!list.empty())
            list.push_back(reason(separator));
        list.push_back(Message::verbatim(inQuotes(name)));
    }
    return Message::joined(list, "");
}

/// "\"to_move\" must be \"X\" or \"O\"": the letters of @p game's sides.
Message sidesProblem(const GameKind& game)
{
    std::vector<std::string_view> sides;
    for (std::size_t i = 0; i < game.names().sides.size(); ++i)
        sides.push_back(game.names().sides.substr(i, 1));
    return reason(QT_TRANSLATE_NOOP("TreeFile", "\"to_move\" must be {sides}"))
        .arg("sides", quotedList(sides, QT_TRANSLATE_NOOP("TreeFile", " or ")));
}

/// The tree of the position of @p game the file keeps, with the side to move when it says.
Result<GameTree> gameTree(const json& root, const GameKind& game)
{
    const std::string member(game.names().fileMember);
    const auto text = stringMember(root, member.c_str());
    const auto toMove = stringMember(root, "to_move", "?");
    if (!text || !toMove)
        return text ? toMove.error() : text.error();
    if (*toMove != "?" && (toMove->size() != 1 || game.names().sides.find(toMove->front()) == std::string::npos))
        return Result<GameTree>::failure(sidesProblem(game));
    const auto position = game.parse(*text, *toMove == "?" ? std::nullopt : std::optional<char>(toMove->front()));
    if (!position)
        return Result<GameTree>::failure(inMember(member, position.error().sentence()));
    return game.tree(*position);
}

Result<GameTree> readTree(const json& root, Player rootPlayer)
{
    // A tree is kept as tree text or as a position of one of the games.
    std::vector<std::string_view> members{"tree"};
    std::vector<std::string_view> present;
    const GameKind* game = nullptr;
    if (root.contains("tree"))
        present.push_back("tree");
    for (const GameKind* each : GameRegistry::games()) {
        members.push_back(each->names().fileMember);
        if (root.contains(std::string(each->names().fileMember))) {
            present.push_back(each->names().fileMember);
            game = each;
        }
    }
    if (present.empty()) {
        return Result<GameTree>::failure(
            reason(QT_TRANSLATE_NOOP("TreeFile", "the file has neither {members}"))
                .arg("members", quotedList(members, QT_TRANSLATE_NOOP("TreeFile", " nor "))));
    }
    if (present.size() > 1) {
        return Result<GameTree>::failure(
            reason(QT_TRANSLATE_NOOP("TreeFile", "the file has both {members}: keep one"))
                .arg("members", quotedList(present, QT_TRANSLATE_NOOP("TreeFile", " and "))));
    }
    if (game)
        return gameTree(root, *game);
    const auto text = stringMember(root, "tree");
    if (!text)
        return text.error();
    auto parsed = TreeTextParser::parse(*text, rootPlayer);
    if (!parsed)
        return Result<GameTree>::failure(inMember("tree", parsed.error().sentence()));
    return parsed;
}

/// The enhancements as a file writes them, setting by setting (kEnhancementSettings): the
/// game's choices by their names ("centre-first"), so that a file says what it means.
nlohmann::ordered_json enhancementsJson(const Enhancements& e, const ChoiceNames& choices)
{
    using Type = EnhancementSetting::Type;
    nlohmann::ordered_json out = nlohmann::ordered_json::object();
    for (const EnhancementSetting* row : settingsInOrderOf(&EnhancementSetting::fileRank)) {
        const EnhancementSetting& setting = *row;
        const std::string key(setting.fileKey);
        if (setting.fileOmitsWhenOff && !isOn(setting, e))
            continue;
        switch (setting.type) {
        case Type::Switch: out[key] = e.*setting.flag; break;
        case Type::Number: out[key] = setting.number(e); break;
        case Type::Choice: out[key] = choices.written(setting.choice, ChoiceNames::field(e, setting.choice)); break;
        case Type::Replacement: out[key] = e.replacement == Replacement::DeeperOrEqual ? "depth" : "always"; break;
        }
    }
    return out;
}

/// "\"fail_hard\" must be true or false".
Message trueOrFalse(std::string_view member)
{
    return reason(QT_TRANSLATE_NOOP("TreeFile", "\"{member}\" must be true or false"))
        .arg("member", std::string(member));
}

/// Reads @p setting from "enhancements" (@p member) into @p e, which keeps its default when the
/// file leaves the setting out; "" or what is wrong with it.
Message readSetting(const json& member, const EnhancementSetting& setting, const ChoiceNames& choices,
    const Message& gameName, Enhancements& e)
{
    using Type = EnhancementSetting::Type;
    const std::string key(setting.fileKey);
    const auto found = member.find(key);
    switch (setting.type) {
    case Type::Switch:
        if (found != member.end() && !found->is_boolean())
            return trueOrFalse(key);
        e.*setting.flag = found != member.end() && found->get<bool>();
        return {};
    case Type::Number:
        if (found == member.end())
            return {};
        if (!found->is_number_unsigned() || found->get<std::uint64_t>() > setting.highest)
            return reason(QT_TRANSLATE_NOOP("TreeFile", "\"{member}\" must be a whole number from 0 to {highest}"))
                .arg("member", key)
                .arg("highest", grouped(setting.highest));
        setting.setNumber(e, found->get<std::uint64_t>());
        return {};
    case Type::Choice: {
        const auto text = stringMember(member, key.c_str(), std::string(ChoiceNames::ownWord(setting.choice)));
        if (!text)
            return text.error().message;
        const auto index = choices.find(setting.choice, *text);
        if (!index)
            return inMember(key, choices.unknown(gameName, setting.choice, *text));
        ChoiceNames::field(e, setting.choice) = *index;
        return {};
    }
    case Type::Replacement: {
        const auto replace = stringMember(member, key.c_str(), "always");
        if (!replace)
            return replace.error().message;
        if (*replace != "always" && *replace != "depth")
            return reason(QT_TRANSLATE_NOOP("TreeFile", "\"table_replace\" is always or depth"));
        e.replacement = *replace == "depth" ? Replacement::DeeperOrEqual : Replacement::Always;
        return {};
    }
    }
    return {};
}

/// "notes" → "enhancements": what the search added, each member optional; the game's choices
/// by name, among those of the file's tree (@p gameName's).
Result<Enhancements> readEnhancements(const json& notes, const ChoiceNames& choices, const Message& gameName)
{
    Enhancements e;
    const auto member = notes.find("enhancements");
    if (member == notes.end())
        return e;
    auto fail = [](Message what) { return Result<Enhancements>::failure(inMember("enhancements", std::move(what))); };
    if (!member->is_object())
        return fail(reason(QT_TRANSLATE_NOOP("TreeFile", "must be an object")));
    for (const EnhancementSetting& setting : kEnhancementSettings) {
        if (Message problem = readSetting(*member, setting, choices, gameName, e); !problem.empty())
            return fail(std::move(problem));
    }
    return e;
}

/// "notes": the search they were written for and the stops, each a step and its text.
Result<TreeNotes> readNotes(const json& root, const GameTree& tree)
{
    const auto member = root.find("notes");
    if (member == root.end())
        return TreeNotes{};
    auto fail = [](Message what) { return Result<TreeNotes>::failure(inMember("notes", std::move(what))); };
    if (!member->is_object())
        return fail(reason(QT_TRANSLATE_NOOP("TreeFile", "must be an object")));
    TreeNotes notes;
    const auto algorithm = stringMember(*member, "algorithm", "alphabeta");
    if (!algorithm)
        return fail(algorithm.error().message);
    const auto named = algorithmFromName(*algorithm);
    if (!named)
        return fail(
            reason(QT_TRANSLATE_NOOP("TreeFile",
                       "\"algorithm\" {algorithm} is not one of minimax, alphabeta, negamax, negamax-alphabeta"))
                .arg("algorithm", printable(*algorithm)));
    notes.writtenFor.algorithm = *named;
    const auto failHard = member->find("fail_hard");
    if (failHard != member->end() && !failHard->is_boolean())
        return fail(trueOrFalse("fail_hard"));
    notes.writtenFor.failHard = failHard != member->end() && failHard->get<bool>();
    const GameKind* game = GameRegistry::of(tree);
    const auto enhancements = readEnhancements(*member, ChoiceNames(tree), GameKind::nameInSentence(game));
    if (!enhancements)
        return fail(enhancements.error().message);
    notes.writtenFor.enhancements = *enhancements;
    if (Message problem = searchOptionsProblem(notes.writtenFor); !problem.empty())
        return fail(problem);
    const auto stops = member->find("stops");
    if (stops == member->end() || !stops->is_array())
        return fail(reason(QT_TRANSLATE_NOOP("TreeFile", "\"stops\" must be a list")));
    // A lesson is a few dozen stops of a few sentences; these bounds only stop abuse.
    if (stops->size() > TreeFile::kMaxNotes)
        return fail(reason(QT_TRANSLATE_NOOP("TreeFile", "more than {stops} stops"))
                        .arg("stops", std::to_string(TreeFile::kMaxNotes)));
    for (const json& stop : *stops) {
        const auto step = stop.is_object() ? stop.find("step") : stop.end();
        if (!stop.is_object() || step == stop.end() || !step->is_number_unsigned())
            return fail(reason(QT_TRANSLATE_NOOP("TreeFile", "each stop needs a \"step\", a whole number from 0")));
        const auto text = stringMember(stop, "text");
        if (!text)
            return fail(text.error().message);
        if (text->size() > TreeFile::kMaxNoteBytes)
            return fail(reason(QT_TRANSLATE_NOOP("TreeFile", "a stop's text is longer than {bytes} bytes"))
                            .arg("bytes", std::to_string(TreeFile::kMaxNoteBytes)));
        notes.add({step->get<std::size_t>(), *text});
    }
    return notes;
}

/// nlohmann's own words for what is wrong, which stay English, cut short.
Message notJson(const std::string& what)
{
    return reason(QT_TRANSLATE_NOOP("TreeFile", "not valid JSON: {what}")).arg("what", printable(what, 160));
}

} // namespace

std::string TreeFile::write(const TreeDocument& document)
{
    const GameTree& tree = *document.tree;
    // Members in the order a person reads them, format first.
    nlohmann::ordered_json out = nlohmann::ordered_json::object();
    out["format"] = kFormat;
    // Without notes the file is what version 1 readers know.
    // Version 2 readers know notes, version 3 the enhancements of the search they were for.
    const bool enhanced = document.notes.writtenFor.enhancements.any();
    out["version"] = document.notes.empty() ? 1 : enhanced ? kVersion : 2;
    out["title"] = document.title;
    out["description"] = document.description;
    out["root_player"] = playerName(tree.rootPlayer());
    if (const GameKind* game = GameRegistry::of(tree); game && tree.size() > 0) {
        // A game's tree is kept as its position, so the positions come back with it.
        const Position start = GameKind::positionOf(tree, GameTree::root());
        out[std::string(game->names().fileMember)] = game->text(start);
        out["to_move"] = std::string(1, game->sideToMove(start));
    } else {
        out["tree"] = toTreeText(tree);
    }
    if (!document.notes.empty()) {
        nlohmann::ordered_json notes = nlohmann::ordered_json::object();
        notes["algorithm"] = algorithmName(document.notes.writtenFor.algorithm);
        notes["fail_hard"] = document.notes.writtenFor.failHard;
        if (enhanced)
            notes["enhancements"] = enhancementsJson(document.notes.writtenFor.enhancements, ChoiceNames(tree));
        notes["stops"] = nlohmann::ordered_json::array();
        for (const TreeNote& note : document.notes.notes)
            notes["stops"].push_back({{"step", note.step}, {"text", note.text}});
        out["notes"] = std::move(notes);
    }
    // Every reader refuses text that is not UTF-8; should any reach here, it is replaced
    // rather than thrown over, and readBackProblem() tells that the file is not the document.
    return out.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

Result<TreeDocument> TreeFile::read(std::string_view text)
{
    json root;
    try {
        root = json::parse(text);
    } catch (const json::parse_error& error) {
        // nlohmann's message starts with its own position; what follows it says what is wrong,
        // and quotes what it last read, which may be the rest of the file: it is cut short.
        const std::string what = error.what();
        const std::size_t column = what.find("column ");
        const std::size_t because = column == std::string::npos ? std::string::npos : what.find(": ", column);
        return TextError::at(text, error.byte == 0 ? 0 : error.byte - 1,
            notJson(because == std::string::npos ? what : what.substr(because + 2)));
    } catch (const json::exception& error) {
        // A number beyond every range (1e999) is refused while parsing, with no position:
        // "[json.exception.out_of_range.406] number overflow parsing '1e999'".
        const std::string what = error.what();
        const std::size_t because = what.find("] ");
        return Result<TreeDocument>::failure(notJson(because == std::string::npos ? what : what.substr(because + 2)));
    }
    if (!root.is_object() || root.value("format", json()) != kFormat)
        return Result<TreeDocument>::failure(
            reason(QT_TRANSLATE_NOOP("TreeFile", "not a Game Tree Lab tree file (it needs \"format\": \"{format}\")"))
                .arg("format", std::string(kFormat)));
    if (auto problem = versionProblem(root))
        return Result<TreeDocument>::failure(std::move(*problem));
    const auto title = stringMember(root, "title");
    const auto description = stringMember(root, "description");
    const auto player = stringMember(root, "root_player", "MAX");
    for (const auto* member : {&title, &description, &player}) {
        if (!*member)
            return member->error();
    }
    if (*player != "MAX" && *player != "MIN")
        return Result<TreeDocument>::failure(
            reason(QT_TRANSLATE_NOOP("TreeFile", "\"root_player\" must be \"MAX\" or \"MIN\"")));
    auto tree = readTree(root, *player == "MAX" ? Player::Max : Player::Min);
    if (!tree)
        return tree.error();
    auto notes = readNotes(root, *tree);
    if (!notes)
        return notes.error();
    return TreeDocument{.tree = std::make_shared<const GameTree>(std::move(*tree)),
        .title = *title,
        .description = *description,
        .notes = std::move(*notes)};
}

Message TreeFile::readBackProblem(const TreeDocument& document, std::string_view text)
{
    const auto read = TreeFile::read(text);
    if (!read)
        return reason(QT_TRANSLATE_NOOP("TreeFile", "it does not read back: {problem}"))
            .arg("problem", read.error().sentence());
    const GameTree& tree = *document.tree;
    const GameTree& readTree = *read->tree;
    // A game's tree is its position; another tree is its text.
    const bool game = GameRegistry::of(tree) != nullptr;
    const bool sameTree = tree.game() == readTree.game() && tree.size() == readTree.size()
        && tree.rootPlayer() == readTree.rootPlayer()
        && (game ? GameKind::positionOf(tree, GameTree::root()) == GameKind::positionOf(readTree, GameTree::root())
                 : toTreeText(tree) == toTreeText(readTree));
    if (!sameTree)
        return reason(QT_TRANSLATE_NOOP("TreeFile", "it reads back as another tree"));
    if (read->title != document.title || read->description != document.description)
        return reason(QT_TRANSLATE_NOOP("TreeFile", "its title or description reads back otherwise"));
    if (!(read->notes == document.notes))
        return reason(QT_TRANSLATE_NOOP("TreeFile", "its notes read back otherwise"));
    return {};
}

} // namespace gtl
