// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/support/TestTrees.h"

#include "core/content/Catalogue.h"
#include "core/games/tictactoe/TicTacToeBoard.h"
#include "core/games/tictactoe/TicTacToeTree.h"
#include "core/io/TreeTextParser.h"
#include "core/search/SearchFamilyEntry.h"
#include "core/tree/EditableTree.h"

#include <QtGlobal>

#include <functional>

namespace gtl::test {

GameTree parsed(const char* text)
{
    auto result = TreeTextParser::parse(text);
    if (!result)
        qFatal("cannot parse %s: %s", text, result.error().toString().c_str());
    return std::move(*result);
}

const char* presetReadBy(Algorithm algorithm)
{
    const SearchFamilyEntry& family = familyEntry(algorithm);
    if (family.readsChance)
        return "aima-chance";
    return family.family == SearchFamily::SeveralPlayers ? "kingmaker" : "mixed";
}

GameTree presetTree(const QString& name)
{
    const Preset* preset = Catalogue::findPreset(name.toStdString());
    if (!preset)
        qFatal("no preset %s", qPrintable(name));
    return preset->build();
}

std::string randomTranspositionsText(std::mt19937& random, std::uint32_t depth, bool evaluations)
{
    std::vector<std::vector<std::string>> written(depth + 1);
    int names = 0;
    std::function<std::string(std::uint32_t, std::uint32_t)> subtree
        = [&](std::uint32_t level, std::uint32_t left) -> std::string {
        if (left == 0)
            return std::to_string(int(random() % 19) - 9);
        auto& seen = written[level];
        if (!seen.empty() && random() % 3 == 0)
            return seen[random() % seen.size()];
        std::string text = "(";
        const std::uint32_t children = 1 + random() % 3;
        for (std::uint32_t c = 0; c < children; ++c)
            text += (c ? ", " : "") + subtree(level + 1, left - 1);
        text += ")";
        if (evaluations)
            text += "[" + std::to_string(int(random() % 19) - 9) + "]";
        text += "~n" + std::to_string(names++);
        seen.push_back(text);
        return text;
    };
    return subtree(0, depth);
}

std::vector<GameTree> enhancedTestTrees(int randomTrees)
{
    std::mt19937 random(31);
    std::vector<GameTree> trees;
    for (int i = 0; i < randomTrees; ++i) {
        const std::string text = randomTranspositionsText(random, 2 + std::uint32_t(i % 3), true);
        trees.push_back(*TreeTextParser::parse(text, i % 2 ? Player::Max : Player::Min));
    }
    trees.push_back(buildTicTacToeTree(*TicTacToeBoard::parse("X.O.X.O..", std::nullopt)));
    return trees;
}

GameTree randomEvaluatedTree(std::uint64_t seed, std::uint32_t maxBranching, std::uint32_t depth, std::mt19937& random)
{
    RandomTreeSpec spec;
    spec.minBranching = 1;
    spec.maxBranching = maxBranching;
    spec.depth = depth;
    spec.seed = seed;
    spec.rootPlayer = seed % 2 ? Player::Max : Player::Min;
    const GameTree bare = buildRandomTree(spec);
    EditableTree edit(bare);
    for (NodeId n = 0; n < bare.size(); ++n)
        edit.setEvaluation(n, Value(random() % 19) - 9);
    return edit.build();
}

RandomTreeSpec randomSpec(int index)
{
    RandomTreeSpec spec;
    spec.seed = 1000 + std::uint64_t(index);
    spec.minBranching = index % 3 == 0 ? 0 : 1 + index % 2; // some branches end early
    spec.maxBranching = 2 + index % 4;
    spec.depth = 1 + index % 6;
    const Value range = index % 5 == 0 ? 2 : 50; // small ranges give many ties
    spec.minValue = -range;
    spec.maxValue = range;
    spec.rootPlayer = index % 7 == 0 ? Player::Min : Player::Max;
    return spec;
}

} // namespace gtl::test
