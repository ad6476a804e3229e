#include "core/teaching/Comparison.h"

#include "core/search/ChoiceNames.h"
#include "core/search/Search.h"
#include "core/teaching/Preset.h"
#include "core/tree/MoveOrdering.h"

#include <functional>

namespace gtl {
namespace {

/// The windowed form of @p options' algorithm, plain: comparisons of pruning need one.
SearchOptions windowed(SearchOptions options)
{
    if (!usesWindow(options.algorithm))
        options.algorithm = isNegamax(options.algorithm) ? Algorithm::NegamaxAlphaBeta : Algorithm::AlphaBeta;
    options.enhancements = {};
    return options;
}

ComparedRun run(const std::string& title, std::shared_ptr<const GameTree> tree, SearchOptions options)
{
    std::string name = title + " · " + optionsTitle(options, ChoiceNames(*tree));
    return {std::move(name), std::move(tree), options};
}

ComparedRun reordered(const std::string& title, const GameTree& tree, MoveOrder order, SearchOptions options)
{
    return run(title, std::make_shared<const GameTree>(reorderMoves(tree, order)), options);
}

/// The lab's configurations at the depth and scoring of @p options that @p tree can take.
std::vector<ComparedRun> enhancedRuns(
    const std::shared_ptr<const GameTree>& tree, const std::string& title, const SearchOptions& options)
{
    SearchOptions base = windowed(options);
    base.enhancements.depth = options.enhancements.depth;
    base.enhancements.scoring = options.enhancements.scoring;
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
    return runs;
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

std::string optionsTitle(SearchOptions options, const ChoiceNames& choices)
{
    std::string text(algorithmTitle(options.algorithm));
    if (usesWindow(options.algorithm))
        text += options.failHard ? ", fail-hard" : ", fail-soft";
    return text + enhancementsName(options.enhancements, choices);
}

std::vector<ComparedRun> comparedRuns(
    Comparison comparison, const std::shared_ptr<const GameTree>& tree, const std::string& title, SearchOptions options)
{
    const SearchOptions pruning = windowed(options);
    switch (comparison) {
    case Comparison::MixedOrderings: {
        std::vector<ComparedRun> runs;
        for (const char* name : {"mixed", "best-first", "worst-first"}) {
            const Preset* preset = findPreset(name);
            runs.push_back(run(std::string(preset->title), std::make_shared<const GameTree>(preset->build()), pruning));
        }
        return runs;
    }
    case Comparison::MinimaxVersusAlphaBeta:
        return {run(title, tree, {Algorithm::Minimax, false}), run(title, tree, pruning)};
    case Comparison::FailSoftVersusFailHard:
        return {run(title, tree, {pruning.algorithm, false}), run(title, tree, {pruning.algorithm, true})};
    case Comparison::OrderingsOfThisTree:
        return {run(title + " as given", tree, pruning),
            reordered(title + " best move first", *tree, MoveOrder::BestFirst, pruning),
            reordered(title + " worst move first", *tree, MoveOrder::WorstFirst, pruning)};
    case Comparison::EnhancementsOfThisTree: return enhancedRuns(tree, title, options);
    }
    return {};
}

} // namespace gtl
