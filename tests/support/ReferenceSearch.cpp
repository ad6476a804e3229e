// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/support/ReferenceSearch.h"

#include "tests/support/TestTrees.h"

#include <algorithm>
#include <set>
#include <unordered_map>

namespace gtl::test {

bool ReferenceTicTacToe::won(char mark) const
{
    for (const auto& l : kLines) {
        if (board[l[0]] == mark && board[l[1]] == mark && board[l[2]] == mark)
            return true;
    }
    return false;
}

int ReferenceTicTacToe::open(char blocker) const
{
    int lines = 0;
    for (const auto& l : kLines)
        lines += board[l[0]] != blocker && board[l[1]] != blocker && board[l[2]] != blocker;
    return lines;
}

int ReferenceTicTacToe::value(char mover, int depth)
{
    const char other = mover == 'X' ? 'O' : 'X';
    const int empty = int(std::count(board.begin(), board.end(), '.'));
    if (won(other))
        return fastWins ? -(1 + empty) : -1;
    if (empty == 0)
        return 0;
    if (depth == 0)
        return open(other) - open(mover);
    int best = -1000;
    for (int square = 0; square < 9; ++square) {
        if (board[square] != '.')
            continue;
        board[square] = mover;
        best = std::max(best, -value(other, depth - 1));
        board[square] = '.';
    }
    return best;
}

int ReferenceTicTacToe::remembered(char mover, int depth)
{
    static std::unordered_map<std::string, int> known;
    const std::string key = board + mover + char('0' + depth) + (fastWins ? 'f' : 'p');
    const auto found = known.find(key);
    return found != known.end() ? found->second : known[key] = value(mover, depth);
}

std::vector<std::pair<std::string, char>> reachableTicTacToe()
{
    std::set<std::pair<std::string, char>> seen;
    std::vector<std::pair<std::string, char>> stack = {{".........", 'X'}};
    while (!stack.empty()) {
        auto [board, mover] = stack.back();
        stack.pop_back();
        if (!seen.insert({board, mover}).second)
            continue;
        ReferenceTicTacToe game{board, false};
        if (game.won('X') || game.won('O') || board.find('.') == std::string::npos)
            continue;
        for (int square = 0; square < 9; ++square) {
            if (board[square] == '.') {
                std::string next = board;
                next[square] = mover;
                stack.push_back({next, mover == 'X' ? 'O' : 'X'});
            }
        }
    }
    return {seen.begin(), seen.end()};
}

Value referenceMinimax(const GameTree& tree, NodeId node)
{
    if (tree.isLeaf(node))
        return tree.leafValue(node);
    const bool max = tree.player(node) == Player::Max;
    Value best = max ? -inf : inf;
    for (NodeId c = tree.firstChild(node); c < tree.firstChild(node) + tree.childCount(node); ++c) {
        const Value v = referenceMinimax(tree, c);
        best = max ? std::max(best, v) : std::min(best, v);
    }
    return best;
}

Value referenceMinimaxTo(const GameTree& tree, NodeId node, std::uint32_t depthLeft)
{
    if (tree.isLeaf(node))
        return tree.leafValue(node);
    if (depthLeft == 0)
        return tree.evaluation(node);
    const bool max = tree.player(node) == Player::Max;
    Value best = max ? -inf : inf;
    for (NodeId c = tree.firstChild(node); c < tree.firstChild(node) + tree.childCount(node); ++c) {
        const Value v = referenceMinimaxTo(tree, c, depthLeft - 1);
        best = max ? std::max(best, v) : std::min(best, v);
    }
    return best;
}

namespace {

/// A node on the horizon or past it, with @p plies left: stand pat, then the forcing children.
Value standPat(const GameTree& tree, NodeId node, std::uint32_t plies)
{
    if (tree.isLeaf(node))
        return tree.leafValue(node);
    Value best = tree.evaluation(node);
    if (plies == 0)
        return best;
    const bool max = tree.player(node) == Player::Max;
    for (NodeId c = tree.firstChild(node); c < tree.firstChild(node) + tree.childCount(node); ++c) {
        if (tree.isForcing(c))
            best = max ? std::max(best, standPat(tree, c, plies - 1)) : std::min(best, standPat(tree, c, plies - 1));
    }
    return best;
}

std::uint64_t forcingBelow(const GameTree& tree, NodeId node, std::uint32_t plies)
{
    if (tree.isLeaf(node) || plies == 0)
        return 0;
    std::uint64_t count = 0;
    for (NodeId c = tree.firstChild(node); c < tree.firstChild(node) + tree.childCount(node); ++c) {
        if (tree.isForcing(c))
            count += 1 + forcingBelow(tree, c, plies - 1);
    }
    return count;
}

} // namespace

Value referenceQuiescenceTo(const GameTree& tree, NodeId node, std::uint32_t depthLeft, std::uint32_t plies)
{
    if (depthLeft == 0 || tree.isLeaf(node))
        return standPat(tree, node, plies);
    const bool max = tree.player(node) == Player::Max;
    Value best = max ? -inf : inf;
    for (NodeId c = tree.firstChild(node); c < tree.firstChild(node) + tree.childCount(node); ++c) {
        const Value v = referenceQuiescenceTo(tree, c, depthLeft - 1, plies);
        best = max ? std::max(best, v) : std::min(best, v);
    }
    return best;
}

std::uint64_t referenceQuiescenceNodes(const GameTree& tree, NodeId node, std::uint32_t depthLeft, std::uint32_t plies)
{
    if (depthLeft == 0)
        return forcingBelow(tree, node, plies);
    std::uint64_t count = 0;
    for (NodeId c = tree.firstChild(node); c < tree.firstChild(node) + tree.childCount(node); ++c)
        count += referenceQuiescenceNodes(tree, c, depthLeft - 1, plies);
    return count;
}

Value referenceBeamTo(const GameTree& tree, NodeId node, std::uint32_t depthLeft, std::uint32_t width)
{
    if (tree.isLeaf(node))
        return tree.leafValue(node);
    if (depthLeft == 0)
        return tree.evaluation(node);
    const bool max = tree.player(node) == Player::Max;
    std::vector<NodeId> children;
    for (NodeId c = tree.firstChild(node); c < tree.firstChild(node) + tree.childCount(node); ++c)
        children.push_back(c);
    const auto looks = [&](NodeId c) { return tree.isLeaf(c) ? tree.leafValue(c) : tree.evaluation(c); };
    std::stable_sort(children.begin(), children.end(),
        [&](NodeId a, NodeId b) { return max ? looks(a) > looks(b) : looks(a) < looks(b); });
    children.resize(std::min<std::size_t>(children.size(), width));
    Value best = max ? -inf : inf;
    for (NodeId c : children) {
        const Value v = referenceBeamTo(tree, c, depthLeft - 1, width);
        best = max ? std::max(best, v) : std::min(best, v);
    }
    return best;
}

Value referenceReducedTo(
    const GameTree& tree, NodeId node, std::uint32_t depthLeft, Value alpha, Value beta, NodeId* bestMove)
{
    if (tree.isLeaf(node))
        return tree.leafValue(node);
    if (depthLeft == 0)
        return tree.evaluation(node);
    const bool max = tree.player(node) == Player::Max;
    Value best = max ? -inf : inf;
    std::uint32_t tried = 0;
    for (NodeId c = tree.firstChild(node); c < tree.firstChild(node) + tree.childCount(node); ++c, ++tried) {
        bool searched = false;
        Value v = 0;
        if (tried >= 3 && depthLeft >= 2) {
            v = max ? referenceReducedTo(tree, c, depthLeft - 2, alpha, alpha + 1)
                    : referenceReducedTo(tree, c, depthLeft - 2, beta - 1, beta);
            searched = max ? v <= alpha : v >= beta;
        }
        if (!searched)
            v = referenceReducedTo(tree, c, depthLeft - 1, alpha, beta);
        if (max ? v > best : v < best) {
            best = v;
            if (bestMove)
                *bestMove = c;
        }
        if (max)
            alpha = std::max(alpha, v);
        else
            beta = std::min(beta, v);
        if (alpha >= beta)
            break;
    }
    return best;
}

NodeId referenceBestMove(const GameTree& tree)
{
    if (tree.isLeaf(GameTree::root()))
        return kNoNode;
    const Value value = referenceMinimax(tree, GameTree::root());
    for (NodeId c = tree.firstChild(0); c < tree.firstChild(0) + tree.childCount(0); ++c) {
        if (referenceMinimax(tree, c) == value)
            return c;
    }
    return kNoNode;
}

} // namespace gtl::test
