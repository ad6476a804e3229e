// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/SearchRun.h"

#include "core/search/SearchFamilyEntry.h"
#include "core/search/TraceTooLong.h"
#include "core/tree/GameTreeBuilder.h"

#include <algorithm>

namespace gtl {

std::shared_ptr<const SearchRun> SearchRun::create(
    std::shared_ptr<const GameTree> tree, SearchOptions options, std::string title, const std::atomic<bool>* cancel)
{
    auto run = std::make_shared<SearchRun>();
    run->trace = Search::run(*tree, options, cancel);
    // A search that grew its own tree shows that one: its events name its nodes.
    run->source = tree;
    run->tree = run->trace.grownTree ? run->trace.grownTree : std::move(tree);
    run->title = std::move(title);
    run->subtreeSize = run->tree->subtreeSizes();
    run->iterations = iterationsOf(run->trace);
    const EventKind landmark = familyEntry(options.algorithm).landmark;
    const auto& events = run->trace.events;
    for (std::size_t i = 0; i < events.size(); ++i) {
        if (events[i].kind == landmark)
            run->cutoffSteps.push_back(i + 1);
    }
    return run;
}

namespace {

/// What a search that cannot take @p options on @p tree falls back on: no enhancements but the
/// depth limit a game too big to search to the end needs, Monte Carlo tree search with no more
/// than its default iterations, on a tree with chance nodes a search that averages a throw, and
/// on a tree of several players one that compares their scores.
SearchOptions plainOptions(const GameTree& tree, SearchOptions options)
{
    const std::uint32_t depth = options.enhancements.depth;
    options.enhancements = {};
    if (!Search::depthNeeded(tree, 0).empty())
        options.enhancements.depth = depth;
    options.mcts.iterations = std::min(options.mcts.iterations, MctsSettings::kDefaultIterations);
    options.algorithm = searchFor(tree.hasChance(), tree.scoresEachPlayer(), options.algorithm);
    return options;
}

/// The run of @p options on @p tree, or null with @p failure saying why it could not be
/// recorded: its trace or grown tree too long, or a position with too many moves.
std::shared_ptr<SearchRun> attempt(const std::shared_ptr<const GameTree>& tree, const SearchOptions& options,
    const std::string& title, const std::atomic<bool>* cancel, Message& failure)
{
    try {
        return std::const_pointer_cast<SearchRun>(SearchRun::create(tree, options, title, cancel));
    } catch (const TraceTooLong& tooLong) {
        failure = Message::verbatim(tooLong.what());
    } catch (const std::length_error& tooManyMoves) {
        failure = Message::verbatim(tooManyMoves.what());
    }
    return nullptr;
}

} // namespace

std::shared_ptr<const SearchRun> SearchRun::shown(
    std::shared_ptr<const GameTree> tree, SearchOptions options, std::string title, const std::atomic<bool>* cancel)
{
    Message dropped = Search::problem(*tree, options);
    if (dropped.empty()) {
        if (auto run = attempt(tree, options, title, cancel, dropped))
            return run;
    }
    const SearchOptions plain = plainOptions(*tree, options);
    // The same search again would fail the same way.
    Message refused = plain == options ? dropped : Search::problem(*tree, plain);
    options = plain;
    if (refused.empty()) {
        if (auto run = attempt(tree, options, title, cancel, refused)) {
            run->withoutEnhancements = std::move(dropped);
            return run;
        }
    }
    return unsearched(std::move(tree), options, std::move(title), std::move(refused));
}

std::shared_ptr<SearchRun> SearchRun::unsearched(
    std::shared_ptr<const GameTree> tree, const SearchOptions& options, std::string title, Message refusal)
{
    auto run = std::make_shared<SearchRun>();
    run->trace.options = options;
    run->source = tree;
    run->tree = std::move(tree);
    run->title = std::move(title);
    run->subtreeSize = run->tree->subtreeSizes();
    run->refusal = std::move(refusal);
    return run;
}

std::shared_ptr<const SearchRun> SearchRun::empty()
{
    GameTreeBuilder builder(Player::Max);
    builder.addRoot(0);
    return create(std::make_shared<const GameTree>(builder.build()), {}, "");
}

std::optional<std::size_t> SearchRun::cutoffStep(std::size_t step, int direction) const
{
    if (direction > 0) {
        const auto next = std::upper_bound(cutoffSteps.begin(), cutoffSteps.end(), step);
        return next == cutoffSteps.end() ? std::nullopt : std::optional(*next);
    }
    const auto notBefore = std::lower_bound(cutoffSteps.begin(), cutoffSteps.end(), step);
    return notBefore == cutoffSteps.begin() ? std::nullopt : std::optional(*std::prev(notBefore));
}

} // namespace gtl
