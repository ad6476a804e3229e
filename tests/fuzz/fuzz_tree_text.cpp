// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for tree text: whatever is accepted writes out and reads back as the same
// tree, as text and in a tree file, and the enhanced searches on it (table, PVS, iterative deepening where its
// evaluations allow) find plain alpha-beta's value and step back to the start; whatever is
// refused says where and why.
#include "core/io/TreeFile.h"
#include "core/io/TreeTextParser.h"
#include "core/io/TreeTextWriter.h"
#include "core/search/Replay.h"
#include "core/search/Search.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace {

/// On a tree with chance nodes: Star1 finds expectiminimax's value, entering no more nodes.
void searchChance(const gtl::GameTree& tree)
{
    using namespace gtl;
    if (!Search::problem(tree, {Algorithm::Expectiminimax, false, {}}).empty())
        return;
    const Trace plain = Search::run(tree, {Algorithm::Expectiminimax, false, {}});
    const Trace star1 = Search::run(tree, {Algorithm::Star1, false, {}});
    if (star1.result.value != plain.result.value || star1.result.visited > plain.result.visited)
        std::abort();
}

void searchWithEnhancements(const gtl::GameTree& tree)
{
    using namespace gtl;
    if (tree.hasChance())
        return searchChance(tree);
    SearchOptions options{Algorithm::AlphaBeta, false, {}};
    options.enhancements.table = options.enhancements.pvs = options.enhancements.iterative = true;
    if (!Search::problem(tree, options).empty()) {
        options.enhancements.iterative = false; // a horizon without static evaluations
        if (!Search::problem(tree, options).empty())
            return;
    }
    const Trace enhanced = Search::run(tree, options);
    if (enhanced.result.value != Search::run(tree, {Algorithm::AlphaBeta, false, {}}).result.value)
        std::abort();
    Replay replay(tree, enhanced);
    replay.seek(enhanced.steps());
    if (!replay.path().empty() || replay.value(GameTree::root()) != enhanced.result.value)
        std::abort();
    replay.seek(0);
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (replay.status(n) != NodeStatus::Unvisited || replay.value(n) != kNoValue)
            std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto parsed = gtl::TreeTextParser::parse(text);
    if (parsed) {
        const std::string written = gtl::toTreeText(*parsed);
        const auto again = gtl::TreeTextParser::parse(written);
        if (!again || gtl::toTreeText(*again) != written)
            std::abort();
        const gtl::TreeDocument document{std::make_shared<const gtl::GameTree>(*parsed), "", ""};
        if (!gtl::TreeFile::readBackProblem(document, gtl::TreeFile::write(document)).empty())
            std::abort();
        if (parsed->size() <= 2000)
            searchWithEnhancements(*parsed);
    } else if (parsed.error().line < 1 || parsed.error().column < 1 || parsed.error().message.empty()) {
        std::abort();
    }
    return 0;
}
