#include "TreeSource.h"

#include "Preset.h"
#include "RandomTree.h"
#include "TicTacToeTree.h"
#include "TreeFile.h"
#include "TreeTextParser.h"

#include <fstream>
#include <sstream>

namespace gtl {
namespace {

constexpr std::size_t kMaxFileBytes = 64u << 20;

TreeSource::Loaded failure(std::string message)
{
    TreeSource::Loaded loaded;
    loaded.error = std::move(message);
    return loaded;
}

TreeSource::Loaded fromText(const std::string& text, std::string title, const std::string& where)
{
    auto parsed = TreeTextParser::parse(text);
    if (!parsed)
        return failure(where + parsed.error.toString());
    return {std::move(parsed.tree), std::move(title), {}, {}};
}

TreeSource::Loaded fromFile(const std::string& path)
{
    std::ifstream file(path, std::ios::binary);
    if (!file)
        return failure(path + ": cannot open the file");
    std::ostringstream contents;
    contents << file.rdbuf();
    const std::string text = contents.str();
    if (text.size() > kMaxFileBytes)
        return failure(path + ": the file is larger than 64 MB");
    if (path.ends_with(".json")) {
        std::string error;
        auto document = TreeFile::read(text, error);
        if (!document)
            return failure(path + ": " + error);
        std::string title = document->title.empty() ? path : document->title;
        return {std::move(document->tree), std::move(title), std::move(document->description), {}};
    }
    return fromText(text, path, path + ": ");
}

} // namespace

TreeSource::Loaded TreeSource::load() const
{
    switch (kind) {
    case Kind::Preset: {
        const Preset* preset = findPreset(argument);
        if (!preset)
            return failure("there is no preset called '" + argument + "' (see: gametree-lab presets)");
        return {preset->build(), std::string(preset->title), std::string(preset->description), {}};
    }
    case Kind::Text: return fromText(argument, "Tree text", "");
    case Kind::File: return fromFile(argument);
    case Kind::TicTacToe: {
        std::string error;
        const auto board = TicTacToeBoard::parse(argument, toMove, error);
        if (!board)
            return failure("tic-tac-toe position: " + error);
        return {buildTicTacToeTree(*board), "Tic-tac-toe " + board->toString(), {}, {}};
    }
    case Kind::Random: {
        std::string error;
        const auto spec = RandomTreeSpec::parse(argument, error);
        if (!spec)
            return failure("random tree: " + error);
        return {buildRandomTree(*spec), "Random tree " + spec->toString(), {}, {}};
    }
    }
    return failure("unknown tree source");
}

} // namespace gtl
