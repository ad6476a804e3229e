// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/content/Comparison.h"

#include "core/content/Catalogue.h"
#include "core/games/GameRegistry.h"
#include "core/search/ChoiceNames.h"
#include "core/search/EnhancementWords.h"
#include "core/search/Search.h"
#include "core/teaching/ForwardPruning.h"
#include "core/teaching/SearchTeaching.h"
#include "core/tree/MoveOrdering.h"

#include <functional>

namespace gtl {
namespace {

/// What decides the values @p enhancements make a search find: its depth limit, and how it
/// scores finished games and positions at the horizon. The runs of a comparison keep it, so
/// that they answer the question the search on screen asks (a game's position to the engine's
/// depth, not to the end).
Enhancements horizonOf(const Enhancements& enhancements)
{
    Enhancements horizon;
    horizon.depth = enhancements.depth;
    horizon.scoring = enhancements.scoring;
    horizon.evaluation = enhancements.evaluation;
    return horizon;
}

/// The windowed form of @p options' algorithm, plain but for its horizon: comparisons of
/// pruning need one.
SearchOptions windowed(SearchOptions options)
{
    if (!usesWindow(options.algorithm))
        options.algorithm
            = isNegamax(options.algorithm) ? algorithmNamed("negamax-alphabeta") : algorithmNamed("alphabeta");
    options.enhancements = horizonOf(options.enhancements);
    return options;
}

/// A title marked with QT_TRANSLATE_NOOP("Comparisons", …).
Message words(const char* text)
{
    return Message("Comparisons", text);
}

ComparedRun run(const Message& title, std::shared_ptr<const GameTree> tree, SearchOptions options)
{
    //: A compared run's title: the tree, then the search ("Mixed order · Alpha-beta").
    Message name = words(QT_TRANSLATE_NOOP("Comparisons", "{tree} · {search}"))
                       .arg("tree", title)
                       .arg("search", optionsTitle(options, ChoiceNames(*tree)));
    return {std::move(name), std::move(tree), options};
}

ComparedRun run(const std::string& title, std::shared_ptr<const GameTree> tree, SearchOptions options)
{
    return run(Message::verbatim(title), std::move(tree), options);
}

/// "Mixed order as given": @p title with what a comparison of orders did to the tree.
Message ordered(const std::string& title, const char* order)
{
    return words(order).arg("tree", title);
}

ComparedRun reordered(const Message& title, const GameTree& tree, MoveOrder order, SearchOptions options)
{
    return run(title, std::make_shared<const GameTree>(reorderMoves(tree, order)), options);
}

/// The lab's configurations at the depth and scoring of @p options that @p tree can take.
std::vector<ComparedRun> enhancedRuns(
    const std::shared_ptr<const GameTree>& tree, const std::string& title, const SearchOptions& options)
{
    const SearchOptions base = windowed(options);
    const auto with = [&](const std::function<void(Enhancements&)>& change) {
        SearchOptions changed = base;
        change(changed.enhancements);
        return changed;
    };
    // The game's last static order, as the lab's table tries it; a tree of its own has none.
    const std::size_t order = ChoiceNames(*tree).of(ChoiceKind::Order).size();
    std::vector<SearchOptions> candidates = {base, with([](Enhancements& e) { e.table = true; }),
        with([](Enhancements& e) { e.table = e.iterative = true; }),
        with([](Enhancements& e) { e.killers = e.history = true; }),
        with([](Enhancements& e) { e.table = e.pvs = true; })};
    if (order > 0) {
        candidates.push_back(with([order](Enhancements& e) {
            e.order = order;
            e.table = e.iterative = true;
        }));
    }
    std::vector<ComparedRun> runs;
    for (const SearchOptions& candidate : candidates) {
        if (Search::problem(*tree, candidate).empty())
            runs.push_back(run(title, tree, candidate));
    }
    // A tree none of them can search still gets its pane, which says why (SearchRun::shown).
    if (runs.empty())
        runs.push_back(run(title, tree, base));
    return runs;
}

/// Monte Carlo tree search with @p options' iterations and seed and the constant @p exploration.
SearchOptions sampling(const SearchOptions& options, double exploration)
{
    SearchOptions sampled{algorithmNamed("mcts"), false, {}};
    sampled.mcts = options.mcts;
    sampled.mcts.exploration = exploration;
    return sampled;
}

/// Monte Carlo tree search as @p options set it, then alpha-beta: to the end where the tree is
/// whole, else as an engine searches, negamax alpha-beta kMctsRivalDepth moves deep.
std::vector<ComparedRun> samplingAgainstProving(
    const std::shared_ptr<const GameTree>& tree, const std::string& title, const SearchOptions& options)
{
    SearchOptions proving{algorithmNamed("alphabeta"), false, {}};
    if (!Search::problem(*tree, proving).empty())
        proving = {algorithmNamed("negamax-alphabeta"), false, {.depth = kMctsRivalDepth}};
    return {run(title, tree, sampling(options, options.mcts.exploration)), run(title, tree, proving)};
}

/// The exact search beside the guesses of forward pruning: @p options' own, or where they make
/// none, a beam of two, late move reductions and a null move of one ply, each that @p tree
/// takes, at the options' depth or, without one, the tree's height (a game's: an engine's).
std::vector<ComparedRun> guessingRuns(
    const std::shared_ptr<const GameTree>& tree, const std::string& title, const SearchOptions& options)
{
    if (prunesForward(options.enhancements)) {
        SearchOptions exact = options;
        exact.enhancements = withoutForwardPruning(options.enhancements);
        return {run(title, tree, exact), run(title, tree, options)};
    }
    SearchOptions exact = windowed(options);
    if (exact.enhancements.depth == 0)
        exact.enhancements.depth = GameRegistry::gameFromRoot(*tree) ? kMctsRivalDepth : std::max(1u, tree->height());
    const auto with = [&](void (*guess)(Enhancements&)) {
        SearchOptions guessing = exact;
        guess(guessing.enhancements);
        return guessing;
    };
    std::vector<ComparedRun> runs = {run(title, tree, exact)};
    for (const SearchOptions& guessing : {with([](Enhancements& e) { e.beam = 2; }),
             with([](Enhancements& e) { e.lmr = true; }), with([](Enhancements& e) { e.nullMove = 1; })}) {
        if (Search::problem(*tree, guessing).empty())
            runs.push_back(run(title, tree, guessing));
    }
    return runs;
}

/// Max^n beside paranoid search on @p tree where it scores each player, else on the kingmaker,
/// where the two choose differently.
std::vector<ComparedRun> severalPlayersRuns(const std::shared_ptr<const GameTree>& tree, const std::string& title)
{
    const SearchOptions maxn{algorithmNamed("maxn"), false, {}};
    const SearchOptions paranoid{algorithmNamed("paranoid"), false, {}};
    if (tree->scoresEachPlayer())
        return {run(title, tree, maxn), run(title, tree, paranoid)};
    const Preset* kingmaker = Catalogue::findPreset("kingmaker");
    const auto built = std::make_shared<const GameTree>(kingmaker->build());
    const Message name("Presets", std::string(kingmaker->title).c_str());
    return {run(name, built, maxn), run(name, built, paranoid)};
}

} // namespace

std::optional<Comparison> comparisonFromName(std::string_view name)
{
    for (const ComparisonName& entry : kComparisons) {
        if (entry.name == name)
            return entry.comparison;
    }
    return std::nullopt;
}

std::string comparisonNames()
{
    std::string names;
    for (const ComparisonName& entry : kComparisons)
        names += (names.empty() ? "" : ", ") + std::string(entry.name);
    return names;
}

Message optionsTitle(SearchOptions options, const ChoiceNames& choices)
{
    std::vector<Message> parts = {Message("Algorithm", std::string(algorithmTitle(options.algorithm)).c_str())};
    if (usesWindow(options.algorithm)) {
        parts.push_back(options.failHard ? words(QT_TRANSLATE_NOOP("Comparisons", "fail-hard"))
                                         : words(QT_TRANSLATE_NOOP("Comparisons", "fail-soft")));
    }
    for (Message& word : enhancementsWords(options.enhancements, choices))
        parts.push_back(std::move(word));
    if (const auto ownWords = teachingOf(options.algorithm).ownSettingsWords) {
        for (Message& word : ownWords(options))
            parts.push_back(std::move(word));
    }
    return Message::joined(parts, ", ");
}

std::vector<ComparedRun> comparedRuns(
    Comparison comparison, const std::shared_ptr<const GameTree>& tree, const std::string& title, SearchOptions options)
{
    // On a tree with chance nodes only the searches that average a throw apply: the comparison
    // is of expectiminimax and Star1's pruning.
    if (tree->hasChance() && comparison != Comparison::MixedOrderings && comparison != Comparison::MaxnVersusParanoid)
        return {run(title, tree, {algorithmNamed("expectiminimax"), false}),
            run(title, tree, {algorithmNamed("star1"), false})};
    const SearchOptions pruning = windowed(options);
    switch (comparison) {
    case Comparison::MixedOrderings: {
        std::vector<ComparedRun> runs;
        for (const char* name : {"mixed", "best-first", "worst-first"}) {
            const Preset* preset = Catalogue::findPreset(name);
            runs.push_back(run(Message("Presets", std::string(preset->title).c_str()),
                std::make_shared<const GameTree>(preset->build()), pruning));
        }
        return runs;
    }
    case Comparison::MinimaxVersusAlphaBeta:
        return {run(title, tree, {algorithmNamed("minimax"), false, pruning.enhancements}), run(title, tree, pruning)};
    case Comparison::FailSoftVersusFailHard:
        return {run(title, tree, {pruning.algorithm, false, pruning.enhancements}),
            run(title, tree, {pruning.algorithm, true, pruning.enhancements})};
    case Comparison::OrderingsOfThisTree:
        return {run(ordered(title, QT_TRANSLATE_NOOP("Comparisons", "{tree} as given")), tree, pruning),
            reordered(ordered(title, QT_TRANSLATE_NOOP("Comparisons", "{tree} best move first")), *tree,
                MoveOrder::BestFirst, pruning),
            reordered(ordered(title, QT_TRANSLATE_NOOP("Comparisons", "{tree} worst move first")), *tree,
                MoveOrder::WorstFirst, pruning)};
    case Comparison::EnhancementsOfThisTree: return enhancedRuns(tree, title, options);
    case Comparison::ExplorationConstants:
        return {run(title, tree, sampling(options, 0.2)), run(title, tree, sampling(options, 2))};
    case Comparison::MctsVersusAlphaBeta: return samplingAgainstProving(tree, title, options);
    case Comparison::ForwardPruning: return guessingRuns(tree, title, options);
    case Comparison::MaxnVersusParanoid: return severalPlayersRuns(tree, title);
    }
    return {};
}

} // namespace gtl
