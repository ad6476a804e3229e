// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/content/ChancePresets.h"

#include "core/base/Message.h"
#include "core/games/GameRegistry.h"
#include "core/io/TreeTextParser.h"

#include <array>
#include <cassert>

namespace gtl {
namespace {

// AIMA 3rd edition, Fig. 5.12: the same order of leaves under two labellings.
constexpr std::string_view kAima = "(a1: {0.9: 2, 0.1: 3}, a2: {0.9: 1, 0.1: 4})";
constexpr std::string_view kAimaRelabelled = "(a1: {0.9: 20, 0.1: 30}, a2: {0.9: 1, 0.1: 400})";
constexpr std::string_view kStar1Cuts = "(a: {0.5: 4, 0.5: 6}, b: {0.6 low: 0, 0.4 high: 9})";
constexpr std::string_view kStar1NoCut = "(a: {0.5: 0, 0.5: 2}, b: {0.5: 4, 0.5: 6})";

constexpr std::string_view kPigPosition = "6,8,0";

const std::array<Preset, 5> kChancePresets = {{
    {"aima-chance", QT_TRANSLATE_NOOP("Presets", "Chance: AIMA's dice example"),
        QT_TRANSLATE_NOOP("Presets",
            "MAX chooses a1 or a2; then a die falls: 0.9 for the first outcome, 0.1 for the second. a1 is worth "
            "0.9 × 2 + 0.1 × 3 = 2.1 and a2 0.9 × 1 + 0.1 × 4 = 1.3, so MAX picks a1. With leaves in [1, 4], Star1 "
            "stops a2 after its first outcome: even 0.1 × 4 more cannot reach 2.1.")},
    {"aima-relabelled", QT_TRANSLATE_NOOP("Presets", "Chance: the same order, other numbers"),
        QT_TRANSLATE_NOOP("Presets",
            "AIMA's example with the leaves 2, 3, 1, 4 relabelled 20, 30, 1, 400: the same order, so minimax "
            "would choose alike, but a1 is now worth 21 and a2 40.9, and MAX picks a2. An evaluation of chance "
            "positions must be a positive linear transformation of the expected utility.")},
    {"star1-cuts", QT_TRANSLATE_NOOP("Presets", "Star1 cuts a chance node"),
        QT_TRANSLATE_NOOP("Presets",
            "a is worth 0.5 × 4 + 0.5 × 6 = 5, so α = 5 at the root. b's first outcome (0.6) gives 0; with every "
            "leaf at most 9, b is worth at most 0 + 0.4 × 9 = 3.6: even 0.4 × 9 more cannot reach α = 5. Star1 "
            "enters 6 of the 7 nodes; expectiminimax all 7.")},
    {"star1-no-cut", QT_TRANSLATE_NOOP("Presets", "Star1 cannot cut"),
        QT_TRANSLATE_NOOP("Presets",
            "a is worth 1 and b 5: the better move comes second, and b's first outcome (4) leaves it between 2 "
            "and 5, above α = 1. No bound decides anything early: Star1 enters all 7 nodes, as expectiminimax "
            "does, and finds 5 through b.")},
    {"pig", QT_TRANSLATE_NOOP("Presets", "Pig: roll or hold?"),
        QT_TRANSLATE_NOOP("Presets",
            "The dice game Pig to 10 points, A (MAX) 6 and B (MIN) 8, A to roll. A 1 loses the turn's points; 4, "
            "5 or 6 wins at once; after a 2 or 3, A holds or rolls on. Six moves and throws deep, the positions "
            "there scored by twice one's points plus the turn's minus twice the opponent's: 68 nodes, worth about "
            "60.58 to A. Star1, bounded by the smallest and largest leaf, enters 60 of them.")},
}};

} // namespace

std::span<const Preset> chancePresets()
{
    return kChancePresets;
}

std::optional<GameTree> chancePresetTree(std::string_view name)
{
    if (name == "pig") {
        const GameKind* pig = GameRegistry::find("pig");
        assert(pig);
        return pig->tree(*pig->parse(kPigPosition, 'A'));
    }
    for (const auto& [preset, text] : {std::pair{"aima-chance", kAima}, std::pair{"aima-relabelled", kAimaRelabelled},
             std::pair{"star1-cuts", kStar1Cuts}, std::pair{"star1-no-cut", kStar1NoCut}}) {
        if (name == preset) {
            auto parsed = TreeTextParser::parse(text);
            assert(parsed);
            return std::move(*parsed);
        }
    }
    return std::nullopt;
}

} // namespace gtl
