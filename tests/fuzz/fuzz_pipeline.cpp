// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the whole way from bytes to a picture's layout: the first byte chooses
// where the rest comes from (tree text, a random tree's spec, a position of any game), the
// second the search and its enhancements (bounded, so that a run stays small); what loads and
// is accepted is searched as the window searches it (SearchRun), replayed to the end and back
// to the start, laid out at several steps as the canvas lays it out, painted offscreen at some
// of them as the window paints it (the scene record that `--scene-json` writes), and written
// out as `trace` writes it. Whatever is refused must say why; nothing may crash, and stepping back
// must give back the start.
#include "core/games/GameRegistry.h"
#include "core/io/TraceExport.h"
#include "core/layout/FocusChoices.h"
#include "core/layout/FocusLayout.h"
#include "core/search/Replay.h"
#include "core/search/SearchCancelled.h"
#include "core/search/SearchRun.h"
#include "core/search/TraceTooLong.h"
#include "core/teaching/TreeSource.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/TreeView.h"

#include <QApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <array>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

using namespace gtl;

/// The source the first byte names: tree text, a random tree's spec or a position of any
/// registered game.
TreeSource sourceOf(std::uint8_t choice, std::string text)
{
    const auto games = GameRegistry::games();
    const std::size_t which = choice % (2 + games.size());
    if (which >= 2)
        return TreeSource::position(*games[which - 2], std::move(text));
    TreeSource source;
    source.kind = which == 0 ? TreeSource::Kind::Text : TreeSource::Kind::Random;
    source.argument = std::move(text);
    return source;
}

/// The search the second byte names, kept small: a depth limit of at most 4 and at most 200
/// Monte Carlo iterations, so that each input runs in milliseconds.
SearchOptions optionsOf(std::uint8_t choice, bool chance)
{
    static constexpr std::array kAlgorithms
        = {Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Negamax, Algorithm::NegamaxAlphaBeta, Algorithm::Mcts};
    SearchOptions options;
    options.algorithm = chance ? ((choice & 1) ? Algorithm::Star1 : Algorithm::Expectiminimax)
                               : kAlgorithms[choice % kAlgorithms.size()];
    options.failHard = (choice & 8) && !chance && options.algorithm != Algorithm::Mcts;
    options.enhancements.depth = 1 + (choice >> 4) % 4;
    if (options.algorithm == Algorithm::Mcts) {
        options.mcts.iterations = 1 + (choice >> 2) % 200;
        options.enhancements.depth = 0;
    } else if (!chance && (choice & 16)) {
        options.enhancements.table = true;
        options.enhancements.iterative = (choice & 32) != 0;
        options.enhancements.pvs = (choice & 64) != 0;
    }
    return options;
}

/// Lays out the run at @p replay's step as the canvas would, within a budget of columns.
void layOut(const SearchRun& run, const Replay& replay, std::size_t budget)
{
    const GameTree& tree = *run.tree;
    const NodeId current = replay.path().empty() ? GameTree::root() : replay.path().back();
    const FocusLayout layout = FocusLayout::compute(
        tree, replay.path(), current, FocusChoices{}, budget,
        [&](NodeId node) { return replay.value(node) != kNoValue; },
        [&](NodeId node) { return replay.status(node) == NodeStatus::Pruned; },
        [&](NodeId node) { return replay.isGenerated(node); });
    if (layout.placed().empty() || !layout.find(layout.focus()))
        std::abort();
}

/// Replays @p run forward to the end and back to the start, laying it out on the way: the
/// start must come back exactly.
void replay(const SearchRun& run)
{
    Replay replay(*run.tree, run.trace);
    const std::size_t steps = replay.stepCount();
    const std::size_t stride = steps / 7 + 1;
    for (std::size_t step = 0; step <= steps; step += stride) {
        replay.seek(step);
        layOut(run, replay, 1 + step % 40);
    }
    replay.seek(steps);
    if (!replay.path().empty() && !replay.interrupted())
        std::abort();
    replay.seek(0);
    for (NodeId n = 0; n < run.tree->size(); ++n) {
        if (replay.status(n) != NodeStatus::Unvisited || replay.value(n) != kNoValue)
            std::abort();
    }
}

/// Paints @p run as the window's canvas paints it, offscreen, at its start, a middle step and
/// its end: every step's picture holds the node the step is about.
void paint(const std::shared_ptr<const SearchRun>& run)
{
    ui::RunModel model;
    model.load(run);
    ui::TreeView view(model);
    view.resize(800, 520);
    view.show(); // offscreen: laid out and sized as on a screen
    const std::size_t steps = model.stepCount();
    for (const std::size_t step : {std::size_t(0), steps / 2, steps}) {
        model.seek(step);
        if (view.paintedScene()["items"].toArray().isEmpty())
            std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    static QApplication application(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size < 2 || size > 4096)
        return 0;
    const TreeSource source = sourceOf(data[0], std::string(reinterpret_cast<const char*>(data + 2), size - 2));
    const auto document = source.load(TreeSource::Extent::RootOnly);
    if (!document) {
        if (document.error().message.empty())
            std::abort();
        return 0;
    }
    if (document->tree->size() > 20'000)
        return 0; // a big tree is the benchmarks' business; the fuzzer wants many small runs
    const SearchOptions options = optionsOf(data[1], document->tree->hasChance());
    if (!Search::problem(*document->tree, options).empty())
        return 0;
    try {
        // The figures alone, as `trace --summary` and the comparisons run them, then the run.
        const SearchResult figures = Search::summarize(*document->tree, options);
        const auto run = SearchRun::create(document->tree, options, document->title);
        if (options.algorithm != Algorithm::Mcts && figures.value != run->trace.result.value)
            std::abort();
        replay(*run);
        paint(run);
        // What `trace` writes of it, whole and as a summary, in each format.
        for (const bool summary : {true, false}) {
            if (TraceExport::text(*run->tree, run->trace, summary).empty()
                || TraceExport::json(*run->tree, run->trace, summary).empty()
                || TraceExport::csv(*run->tree, run->trace, summary).empty())
                std::abort();
        }
    } catch (const TraceTooLong&) {
        // refused with its figures, as the window and `trace` say it
    }
    return 0;
}
