// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/content/chance/ChanceTreeContent.h"

#include "core/base/Message.h"

#include <array>
#include <vector>

namespace gtl {
namespace {

using lessons::Definition;
using At = lessons::StopRule::At;
using K = EventKind;

// AIMA 3rd edition, Fig. 5.12: the same order of leaves under two labellings.
constexpr std::string_view kAima = "(a1: {0.9: 2, 0.1: 3}, a2: {0.9: 1, 0.1: 4})";
constexpr std::string_view kAimaRelabelled = "(a1: {0.9: 20, 0.1: 30}, a2: {0.9: 1, 0.1: 400})";
constexpr std::string_view kStar1Cuts = "(a: {0.5: 4, 0.5: 6}, b: {0.6 low: 0, 0.4 high: 9})";
constexpr std::string_view kStar1NoCut = "(a: {0.5: 0, 0.5: 2}, b: {0.5: 4, 0.5: 6})";

const std::array<Preset, 4> kPresets = {{
    {"aima-chance", QT_TRANSLATE_NOOP("Presets", "Chance: AIMA's dice example"),
        QT_TRANSLATE_NOOP("Presets",
            "MAX chooses a1 or a2; then a die falls: 0.9 for the first outcome, 0.1 for the second. a1 is worth "
            "0.9 × 2 + 0.1 × 3 = 2.1 and a2 0.9 × 1 + 0.1 × 4 = 1.3, so MAX picks a1. With leaves in [1, 4], Star1 "
            "stops a2 after its first outcome: even 0.1 × 4 more cannot reach 2.1."),
        kAima},
    {"aima-relabelled", QT_TRANSLATE_NOOP("Presets", "Chance: the same order, other numbers"),
        QT_TRANSLATE_NOOP("Presets",
            "AIMA's example with the leaves 2, 3, 1, 4 relabelled 20, 30, 1, 400: the same order, so minimax "
            "would choose alike, but a1 is now worth 21 and a2 40.9, and MAX picks a2. An evaluation of chance "
            "positions must be a positive linear transformation of the expected utility."),
        kAimaRelabelled},
    {"star1-cuts", QT_TRANSLATE_NOOP("Presets", "Star1 cuts a chance node"),
        QT_TRANSLATE_NOOP("Presets",
            "a is worth 0.5 × 4 + 0.5 × 6 = 5, so α = 5 at the root. b's first outcome (0.6) gives 0; with every "
            "leaf at most 9, b is worth at most 0 + 0.4 × 9 = 3.6: even 0.4 × 9 more cannot reach α = 5. Star1 "
            "enters 6 of the 7 nodes; expectiminimax all 7."),
        kStar1Cuts},
    {"star1-no-cut", QT_TRANSLATE_NOOP("Presets", "Star1 cannot cut"),
        QT_TRANSLATE_NOOP("Presets",
            "a is worth 1 and b 5: the better move comes second, and b's first outcome (4) leaves it between 2 "
            "and 5, above α = 1. No bound decides anything early: Star1 enters all 7 nodes, as expectiminimax "
            "does, and finds 5 through b."),
        kStar1NoCut},
}};

const std::vector<Definition>& chanceLessons()
{
    static const std::vector<Definition> all{
        {"expectiminimax", QT_TRANSLATE_NOOP("Lessons", "Chance: expectiminimax"), "aima-chance",
            {algorithmNamed("expectiminimax"), false},
            {{At::Start, {}, {}, 1,
                 QT_TRANSLATE_NOOP("Lessons",
                     "AIMA's dice example. MAX moves; then a die falls at a circle, where nobody chooses: "
                     "the first outcome with probability 0.9, the second 0.1. A chance node is worth each "
                     "outcome's value times its probability, added up.")},
                {At::Event, K::Return, "a1", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "a1 is worth 0.9 × 2 + 0.1 × 3 = {value a1}: what MAX can expect after a1, "
                        "though no throw gives it.")},
                {At::End, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "a2 is worth only {value a2}, so MAX picks a1: the root is worth {value root}. "
                        "Nothing was pruned: all {visited} nodes were visited.")}}},
        {"chance-relabelled", QT_TRANSLATE_NOOP("Lessons", "Chance: the same order, other numbers"), "aima-relabelled",
            {algorithmNamed("expectiminimax"), false},
            {{At::Start, {}, {}, 1,
                 QT_TRANSLATE_NOOP("Lessons",
                     "The same tree with the leaves 2, 3, 1, 4 relabelled 20, 30, 1, 400: every leaf keeps "
                     "its place in the order, so minimax would choose exactly as before.")},
                {At::Event, K::Return, "a1", 1,
                    QT_TRANSLATE_NOOP("Lessons", "a1 is now worth 0.9 × 20 + 0.1 × 30 = {value a1}.")},
                {At::End, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "a2 is worth {value a2} and wins: the root is worth {value root}. With chance nodes "
                        "the order of the leaves is not enough: an evaluation must be a positive linear "
                        "transformation of the expected utility.")}}},
        {"star1", QT_TRANSLATE_NOOP("Lessons", "Chance: Star1 prunes with bounds"), "star1-cuts",
            {algorithmNamed("star1"), false},
            {{At::Start, {}, {}, 1,
                 QT_TRANSLATE_NOOP("Lessons",
                     "Star1: alpha-beta at MAX and MIN, and at a chance node bounds. Every leaf lies between "
                     "the smallest, 0, and the largest, 9, so each outcome still to come adds at least its "
                     "probability times 0 and at most times 9.")},
                {At::Event, K::Return, "a", 1,
                    QT_TRANSLATE_NOOP(
                        "Lessons", "a is worth {value a}: MAX is sure of that much, and b must beat it.")},
                {At::Event, K::Cutoff, "b", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "b's first outcome gave 0. Even if the last one, probability 0.4, gave 9, b would be "
                        "worth 0.4 × 9 = 3.6, below a's {value a}: Star1 cuts b without throwing again.")},
                {At::End, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "The same value as expectiminimax, {value root}, with {visited} nodes visited and "
                        "{pruned} pruned.")}}},
    };
    return all;
}

} // namespace

const Content& chanceTreeContent()
{
    static const Content content{kPresets, chanceLessons()};
    return content;
}

} // namespace gtl
