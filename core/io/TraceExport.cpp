// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/TraceExport.h"

#include "core/base/Counted.h"
#include "core/search/ChoiceNames.h"
#include "core/search/EnhancementTable.h"
#include "core/search/EventFields.h"
#include "core/search/EventWords.h"
#include "core/search/Replay.h"
#include "core/search/Search.h"
#include "core/search/SearchFamilyEntry.h"
#include "core/search/chance/ChanceWords.h"
#include "core/search/maxn/PlayerScores.h"
#include "core/search/mcts/MctsWords.h"

#include <nlohmann/json.hpp>

#include <ostream>
#include <sstream>

#include <string_view>

namespace gtl {
namespace {

std::string jsonValue(Value value, const ChanceScale& scale)
{
    if (value == kNoValue)
        return "null";
    if (value >= kInfinity || value <= -kInfinity)
        return '"' + formatValue(value, true) + '"';
    if (scale.scores) { // a score per player: [s1, s2, …]
        const auto row = scale.scores->row(value);
        return nlohmann::json(std::vector<Value>(row.begin(), row.end())).dump();
    }
    if (scale.denominator != 1)
        return nlohmann::json(scale.number(value)).dump(); // an exact fraction, as a number
    return std::to_string(value);
}

/// A value in a file: as formatValue writes it (ASCII), a fraction of a chance tree as a decimal.
std::string fileValue(Value value, const ChanceScale& scale)
{
    if (scale.scores && value != kNoValue) // "<4, 5, 1>", quoted for its commas
        return '"' + scale.text(value) + '"';
    if (scale.denominator == 1 || value == kNoValue || value >= kInfinity || value <= -kInfinity)
        return formatValue(value, true);
    return nlohmann::json(scale.number(value)).dump();
}

std::string quote(std::string_view text)
{
    return nlohmann::json(text).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string csvCell(std::string_view text)
{
    if (text.find_first_of(",\"\n") == std::string_view::npos)
        return std::string(text);
    std::string out = "\"";
    for (char c : text) {
        if (c == '"')
            out += '"';
        out += c;
    }
    return out + '"';
}

std::string title(const GameTree& tree, const Trace& trace)
{
    std::string text(algorithmTitle(trace.options.algorithm));
    if (usesWindow(trace.options.algorithm))
        text += trace.options.failHard ? " (fail-hard)" : " (fail-soft)";
    return text + enhancementsName(trace.options.enhancements, ChoiceNames(tree));
}

/// Paths longer than this are written as their last part ("…/C/2/1"): a deep tree's trace
/// stays linear in its steps, and the node id still names the node exactly.
constexpr std::size_t kPathChars = 60;

std::string eventPath(const GameTree& tree, NodeId node)
{
    return node == GameTree::root() ? std::string() : tree.path(node, kPathChars);
}

/// The fields one event carries, as (name, value) pairs in a fixed order. Cut-offs also name
/// the bounds that caused them, read from @p replay (which stands just after the event).
struct ExportedFields {
    Value alpha = kNoValue;
    Value beta = kNoValue;
    Value value = kNoValue;
    Value oldValue = kNoValue;
    Value newValue = kNoValue;
    NodeId firstPruned = kNoNode;
    Value prunedNodes = kNoValue;
    bool hasOldNew = false;
    std::string detail; ///< the enhanced searches' events in words

    ExportedFields(const Event& e, const Replay& replay)
        : detail(EventWords::detail(replay.tree(), replay.trace(), e))
    {
        switch (e.kind) {
        case EventKind::Enter:
            alpha = EventFields::entered(e).alpha;
            beta = EventFields::entered(e).beta;
            break;
        case EventKind::Leaf:
        case EventKind::Evaluate:
        case EventKind::Return: value = EventFields::answer(e).value; break;
        case EventKind::Dropped: value = EventFields::dropped(e).score; break;
        case EventKind::NullMove: value = EventFields::nullMove(e).value; break;
        case EventKind::ValueChanged:
        case EventKind::AlphaChanged:
        case EventKind::BetaChanged:
        case EventKind::LowerChanged:
        case EventKind::UpperChanged:
        case EventKind::StandPat:
            oldValue = EventFields::change(e).from;
            newValue = EventFields::change(e).to;
            hasOldNew = true;
            break;
        case EventKind::Cutoff:
            alpha = replay.alpha(e.node);
            beta = replay.beta(e.node);
            firstPruned = EventFields::cut(e).firstSkipped;
            prunedNodes = Value(EventFields::cut(e).skippedNodes);
            // Star1 cuts a chance node by one of its bounds, not by α ≥ β.
            if (replay.tree().player(e.node) == Player::Chance)
                detail = ChanceWords::cutReason(replay, e);
            break;
        case EventKind::Iteration:
        case EventKind::Probe:
        case EventKind::Store:
        case EventKind::Order:
        case EventKind::Research:
        case EventKind::Reduced:
        case EventKind::Interrupted:
        case EventKind::Sample:
        case EventKind::Select:
        case EventKind::Expand:
        case EventKind::Playout: break;
        case EventKind::Backup: detail = MctsWords::backup(e, replay.visits(e.node), replay.rewardSum(e.node)); break;
        }
    }
};

std::string textDetails(const GameTree& tree, const Event& e, const ExportedFields& f, const ChanceScale& scale)
{
    auto shown = [&scale](Value value) { return scale.exactText(value); };
    switch (e.kind) {
    case EventKind::Enter:
        return f.alpha == kNoValue ? std::string() : "α = " + shown(f.alpha) + "  β = " + shown(f.beta);
    case EventKind::Leaf: return "value " + shown(f.value);
    case EventKind::ValueChanged: // max^n's first scores at a node follow none
        return f.oldValue == kNoValue ? "v = " + shown(f.newValue)
                                      : "v " + shown(f.oldValue) + " → " + shown(f.newValue);
    case EventKind::AlphaChanged: return "α " + shown(f.oldValue) + " → " + shown(f.newValue);
    case EventKind::BetaChanged: return "β " + shown(f.oldValue) + " → " + shown(f.newValue);
    case EventKind::Cutoff:
        if (!f.detail.empty()) {
            return "✂ " + f.detail + ": skip from " + tree.path(f.firstPruned, kPathChars) + " on ("
                + counted(std::uint64_t(f.prunedNodes), "node", "nodes") + ")";
        }
        return "✂ α = " + shown(f.alpha) + " ≥ β = " + shown(f.beta) + ": skip from "
            + tree.path(f.firstPruned, kPathChars) + " on (" + counted(std::uint64_t(f.prunedNodes), "node", "nodes")
            + ")";
    case EventKind::Return: return "returns " + shown(f.value);
    case EventKind::Evaluate: return "evaluates to " + shown(f.value);
    case EventKind::StandPat: return "stands pat: v " + shown(f.oldValue) + " → " + shown(f.newValue);
    case EventKind::Dropped: return "dropped by the beam (looks " + shown(f.value) + ")";
    case EventKind::NullMove: return "after a pass " + shown(f.value) + (f.detail.empty() ? "" : ": " + f.detail);
    case EventKind::LowerChanged: return "lower bound " + shown(f.oldValue) + " → " + shown(f.newValue);
    case EventKind::UpperChanged: return "upper bound " + shown(f.oldValue) + " → " + shown(f.newValue);
    default: return f.detail;
    }
}

/// Pads @p text with spaces to @p width characters (not bytes, so α and ∞ line up).
std::string padded(const std::string& text, std::size_t width)
{
    std::size_t chars = 0;
    for (char c : text)
        chars += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return chars >= width ? text + ' ' : text + std::string(width - chars, ' ');
}

/// Monte Carlo tree search's figures: its settings and the root's moves.
std::string mctsJson(const GameTree& tree, const Trace& trace)
{
    const MctsSettings& s = trace.options.mcts;
    std::string out = ", \"iterations\": " + std::to_string(s.iterations) + ", \"seed\": " + std::to_string(s.seed)
        + ", \"exploration\": " + nlohmann::json(s.exploration).dump() + ", \"root_children\": [";
    for (const MoveVisits& move : trace.rootMoves) {
        out += (&move == trace.rootMoves.data() ? "" : ", ") + std::string("{\"move\": ") + quote(tree.label(move.node))
            + ", \"visits\": " + std::to_string(move.visits) + ", \"mean\": " + nlohmann::json(move.mean).dump() + "}";
    }
    return out + "]";
}

std::string mctsText(const GameTree& tree, const Trace& trace)
{
    const SearchResult& r = trace.result;
    std::string out = "best move " + (r.bestMove == kNoNode ? "-" : std::string(r.bestMoveLabel(tree)))
        + ", the most visited after " + counted(trace.options.mcts.iterations, "iteration", "iterations") + "\n";
    for (const MoveVisits& move : trace.rootMoves) {
        out += "  " + padded(std::string(tree.label(move.node)), 6) + counted(move.visits, "visit", "visits")
            + ", mean reward " + MctsWords::real(move.mean) + "\n";
    }
    return out + counted(r.nodes, "node", "nodes") + " grown, " + counted(r.steps, "step", "steps") + "\n";
}

/// An enhanced search may enter a node more than once, and each of its iterations cuts off
/// again: its entries and skipped positions are counted apart from how it covered its tree, so
/// that the tree's three figures add up to its size.
std::string coverageText(const SearchResult& r)
{
    const TreeCoverage& tree = r.coverage;
    return "entered nodes " + counted(r.visited, "time", "times")
        + " in all: a node entered again (in another iteration or a re-search) counts again\nof the "
        + counted(r.nodes, "node", "nodes") + " in its tree " + grouped(tree.entered) + " entered, "
        + grouped(tree.pruned) + " pruned and " + grouped(tree.unreached)
        + " not reached (below the depth limit or a reduced move's, answered by the table, dropped by a beam or "
          "cut by a null move)\nits cut-offs skipped "
        + counted(r.pruned, "position", "positions") + " in all, each iteration's down to its own depth; ";
}

/// Text written out in pieces: what is gathered goes to the stream every 64 KB, so that an
/// export of millions of steps never holds more than that in memory.
class Chunked {
public:
    explicit Chunked(std::ostream& out)
        : out_(out)
    {
    }
    Chunked(const Chunked&) = delete;
    Chunked& operator=(const Chunked&) = delete;
    ~Chunked() { out_ << buffer_; }

    Chunked& operator+=(std::string_view text)
    {
        buffer_ += text;
        if (buffer_.size() >= kChunk) {
            out_ << buffer_;
            buffer_.clear();
        }
        return *this;
    }

private:
    static constexpr std::size_t kChunk = 64 * 1024;
    std::ostream& out_;
    std::string buffer_;
};

template <typename Writer> void forEachEvent(const GameTree& tree, const Trace& trace, Writer&& write)
{
    Replay replay(tree, trace);
    while (replay.stepForward()) {
        const Event& e = *replay.currentEvent();
        write(replay.step(), e, ExportedFields(e, replay));
    }
}

} // namespace

void TraceExport::text(std::ostream& sink, const GameTree& tree, const Trace& trace, bool summaryOnly)
{
    const SearchResult& r = trace.result;
    Chunked out(sink);
    out += title(tree, trace) + " on " + counted(r.nodes, "node", "nodes") + ", "
        + (tree.scoresEachPlayer()
                ? std::to_string(tree.players()) + " players, player " + std::to_string(tree.seat(GameTree::root()) + 1)
                : std::string(playerName(tree.rootPlayer())))
        + " to move at the root\n";
    if (const Message over = Search::gameOver(tree); !over.empty())
        out += over.english() + "\n";
    if (!summaryOnly) {
        out += "\n" + padded("step", 8) + padded("event", 8) + padded("node", 12) + "details\n";
        forEachEvent(tree, trace, [&](std::size_t step, const Event& e, const ExportedFields& f) {
            std::string number = std::to_string(step);
            out += std::string(number.size() < 6 ? 6 - number.size() : 0, ' ') + number + "  ";
            out += padded(std::string(eventKindName(e.kind)), 8);
            out += padded(tree.path(e.node, kPathChars), 12);
            out += textDetails(tree, e, f, trace.chance) + "\n";
        });
        out += "\n";
    }
    if (!familyEntry(trace.options.algorithm).provesValues) {
        out += mctsText(tree, trace);
        return;
    }
    out += "value " + trace.chance.exactText(r.value) + ", best move "
        + (r.bestMove == kNoNode ? "-" : std::string(r.bestMoveLabel(tree))) + "\n";
    out += trace.options.enhancements.any() && r.coverage.counted() ? coverageText(r)
                                                                    : "visited " + grouped(r.visited) + " of "
            + counted(r.nodes, "node", "nodes") + " (" + grouped(r.pruned) + " pruned), ";
    out += counted(r.leavesEvaluated, "leaf", "leaves") + " evaluated, " + counted(r.cutoffs, "cut-off", "cut-offs")
        + ", " + counted(r.steps, "step", "steps") + "\n";
    if (trace.options.enhancements.any()) {
        out += counted(r.evaluations, "position", "positions") + " evaluated at the horizon, "
            + counted(r.tableHits, "table hit", "table hits") + ", " + counted(r.researches, "re-search", "re-searches")
            + "\n";
    }
    if (showsCounter(trace.options.enhancements, "iteration")) {
        out += "depth " + std::to_string(r.completedDepth) + " completed";
        if (r.interruptedDepth > 0) {
            out += ", depth " + std::to_string(r.interruptedDepth) + " interrupted by the limit of "
                + limitWords(trace.options.enhancements) + ": the answer is depth " + std::to_string(r.completedDepth)
                + "'s";
        }
        out += "\n";
    }
    if (showsCounter(trace.options.enhancements, "quiescence"))
        out += counted(r.quiescenceNodes, "position", "positions") + " searched past the horizon by quiescence\n";
    if (showsCounter(trace.options.enhancements, "dropped"))
        out += counted(r.dropped, "move", "moves") + " dropped by the beam\n";
    if (showsCounter(trace.options.enhancements, "reduced"))
        out += counted(r.reduced, "late move", "late moves") + " searched a ply shallower\n";
    if (showsCounter(trace.options.enhancements, "nullmove")) {
        out += counted(r.nullMoveCutoffs, "position", "positions") + " cut by null moves, whose searches after a pass "
            + "entered " + counted(r.nullMovePositions, "position", "positions") + " more, untraced\n";
    }
}

void TraceExport::json(std::ostream& sink, const GameTree& tree, const Trace& trace, bool summaryOnly)
{
    const SearchResult& r = trace.result;
    Chunked out(sink);
    out += "{\"algorithm\": " + quote(algorithmName(trace.options.algorithm));
    out += ", \"fail_hard\": " + std::string(trace.options.failHard ? "true" : "false");
    out += ", \"root_player\": " + quote(playerName(tree.rootPlayer()));
    if (tree.scoresEachPlayer())
        out += ", \"players\": " + std::to_string(tree.players());
    out += ", \"value\": "
        + (!familyEntry(trace.options.algorithm).provesValues ? "null" : jsonValue(r.value, trace.chance));
    out += ", \"best_move\": "
        + (r.bestMove == kNoNode ? std::string("null") : quote(std::string(r.bestMoveLabel(tree))));
    // "enters" counts every time the search reaches a node, as the lab and engines count
    // nodes; a search of a tree built in advance enters each node once, so it is "visited".
    out += ", \"nodes\": " + std::to_string(r.nodes) + ", \"visited\": " + std::to_string(r.visited)
        + ", \"enters\": " + std::to_string(r.visited);
    out += ", \"pruned\": " + std::to_string(r.pruned) + ", \"leaves_evaluated\": " + std::to_string(r.leavesEvaluated);
    out += ", \"cutoffs\": " + std::to_string(r.cutoffs) + ", \"steps\": " + std::to_string(r.steps);
    if (trace.options.enhancements.any()) {
        out += ", \"search\": " + quote(searchOptionsName(trace.options, ChoiceNames(tree)));
        if (r.coverage.counted()) {
            out += ", \"tree_entered\": " + std::to_string(r.coverage.entered) + ", \"tree_pruned\": "
                + std::to_string(r.coverage.pruned) + ", \"tree_unreached\": " + std::to_string(r.coverage.unreached);
        }
        out += ", \"evaluations\": " + std::to_string(r.evaluations)
            + ", \"table_hits\": " + std::to_string(r.tableHits) + ", \"researches\": " + std::to_string(r.researches);
    }
    if (showsCounter(trace.options.enhancements, "iteration")) {
        out += ", \"completed_depth\": " + std::to_string(r.completedDepth) + ", \"interrupted_depth\": "
            + (r.interruptedDepth > 0 ? std::to_string(r.interruptedDepth) : std::string("null"));
    }
    if (showsCounter(trace.options.enhancements, "quiescence"))
        out += ", \"quiescence_nodes\": " + std::to_string(r.quiescenceNodes);
    if (showsCounter(trace.options.enhancements, "dropped"))
        out += ", \"dropped\": " + std::to_string(r.dropped);
    if (showsCounter(trace.options.enhancements, "reduced"))
        out += ", \"reduced\": " + std::to_string(r.reduced);
    if (showsCounter(trace.options.enhancements, "nullmove")) {
        out += ", \"null_move_cutoffs\": " + std::to_string(r.nullMoveCutoffs)
            + ", \"null_move_positions\": " + std::to_string(r.nullMovePositions);
    }
    if (!familyEntry(trace.options.algorithm).provesValues)
        out += mctsJson(tree, trace);
    if (!summaryOnly) {
        out += ", \"events\": [";
        forEachEvent(tree, trace, [&](std::size_t step, const Event& e, const ExportedFields& f) {
            out += step == 1 ? "\n  " : ",\n  ";
            out += "{\"step\": " + std::to_string(step) + ", \"kind\": " + quote(eventKindName(e.kind));
            out += ", \"node\": " + std::to_string(e.node) + ", \"label\": " + quote(eventPath(tree, e.node));
            if (f.alpha != kNoValue)
                out += ", \"alpha\": " + jsonValue(f.alpha, trace.chance)
                    + ", \"beta\": " + jsonValue(f.beta, trace.chance);
            if (f.value != kNoValue)
                out += ", \"value\": " + jsonValue(f.value, trace.chance);
            if (f.hasOldNew)
                out += ", \"old\": " + jsonValue(f.oldValue, trace.chance)
                    + ", \"new\": " + jsonValue(f.newValue, trace.chance);
            if (!f.detail.empty())
                out += ", \"detail\": " + quote(f.detail);
            if (f.firstPruned != kNoNode) {
                out += ", \"first_pruned\": " + quote(tree.path(f.firstPruned, kPathChars));
                out += ", \"pruned_nodes\": " + std::to_string(f.prunedNodes);
            }
            out += "}";
        });
        out += "\n]";
    }
    out += "}\n";
}

void TraceExport::csv(std::ostream& sink, const GameTree& tree, const Trace& trace, bool summaryOnly)
{
    const SearchResult& r = trace.result;
    Chunked out(sink);
    if (summaryOnly) {
        out += "algorithm,fail_hard,value,best_move,nodes,visited,pruned,leaves_evaluated,cutoffs,steps\n"
            + std::string(algorithmName(trace.options.algorithm)) + "," + (trace.options.failHard ? "true" : "false")
            + "," + fileValue(r.value, trace.chance) + "," + csvCell(std::string(r.bestMoveLabel(tree))) + ","
            + std::to_string(r.nodes) + "," + std::to_string(r.visited) + "," + std::to_string(r.pruned) + ","
            + std::to_string(r.leavesEvaluated) + "," + std::to_string(r.cutoffs) + "," + std::to_string(r.steps)
            + "\n";
        return;
    }
    out += "step,kind,node,label,alpha,beta,value,old,new,first_pruned,pruned_nodes,detail\n";
    forEachEvent(tree, trace, [&](std::size_t step, const Event& e, const ExportedFields& f) {
        out += std::to_string(step) + "," + std::string(eventKindName(e.kind)) + "," + std::to_string(e.node) + ","
            + csvCell(eventPath(tree, e.node)) + ",";
        out += fileValue(f.alpha, trace.chance) + "," + fileValue(f.beta, trace.chance) + ","
            + fileValue(f.value, trace.chance) + ",";
        out += fileValue(f.oldValue, trace.chance) + "," + fileValue(f.newValue, trace.chance) + ",";
        out += (f.firstPruned == kNoNode ? std::string() : csvCell(tree.path(f.firstPruned, kPathChars))) + ",";
        out += (f.prunedNodes == kNoValue ? std::string() : std::to_string(f.prunedNodes)) + ",";
        out += csvCell(f.detail) + "\n";
    });
}

std::string TraceExport::text(const GameTree& tree, const Trace& trace, bool summaryOnly)
{
    std::ostringstream out;
    text(out, tree, trace, summaryOnly);
    return out.str();
}

std::string TraceExport::json(const GameTree& tree, const Trace& trace, bool summaryOnly)
{
    std::ostringstream out;
    json(out, tree, trace, summaryOnly);
    return out.str();
}

std::string TraceExport::csv(const GameTree& tree, const Trace& trace, bool summaryOnly)
{
    std::ostringstream out;
    csv(out, tree, trace, summaryOnly);
    return out.str();
}

} // namespace gtl
