// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/support/ReferenceConnect4.h"

#include "core/tree/SplitMix64.h"

#include <algorithm>
#include <vector>

namespace gtl::test {

ReferenceConnect4 ReferenceConnect4::fromMoves(std::string_view moves)
{
    ReferenceConnect4 board;
    for (char move : moves)
        board = board.played(move - '1');
    return board;
}

int ReferenceConnect4::discs() const
{
    int total = 0;
    for (const std::string& column : columns)
        total += int(column.size());
    return total;
}

char ReferenceConnect4::at(int column, int row) const
{
    if (column < 0 || column > 6 || row < 0)
        return '.';
    const std::string& discs = columns[std::size_t(column)];
    return std::size_t(row) < discs.size() ? discs[std::size_t(row)] : '.';
}

ReferenceConnect4 ReferenceConnect4::played(int column) const
{
    ReferenceConnect4 next = *this;
    next.columns[std::size_t(column)] += toMove();
    next.last = column;
    return next;
}

bool ReferenceConnect4::lastMadeFour() const
{
    if (last < 0)
        return false;
    const int row = int(columns[std::size_t(last)].size()) - 1;
    const char side = at(last, row);
    const int directions[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    for (const auto& d : directions) {
        int inLine = 1;
        for (int k = 1; at(last + k * d[0], row + k * d[1]) == side; ++k)
            ++inLine;
        for (int k = 1; at(last - k * d[0], row - k * d[1]) == side; ++k)
            ++inLine;
        if (inLine >= 4)
            return true;
    }
    return false;
}

std::set<std::pair<int, int>> ReferenceConnect4::completions(char side) const
{
    std::set<std::pair<int, int>> squares;
    const int directions[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    for (int column = 0; column < 7; ++column) {
        for (int row = 0; row < 6; ++row) {
            for (const auto& d : directions) {
                const int lastColumn = column + 3 * d[0];
                const int lastRow = row + 3 * d[1];
                if (lastColumn > 6 || lastRow < 0 || lastRow > 5)
                    continue;
                int own = 0;
                std::optional<std::pair<int, int>> empty;
                int empties = 0;
                for (int k = 0; k < 4; ++k) {
                    const char disc = at(column + k * d[0], row + k * d[1]);
                    own += disc == side;
                    if (disc == '.') {
                        ++empties;
                        empty = std::pair(column + k * d[0], row + k * d[1]);
                    }
                }
                if (own == 3 && empties == 1)
                    squares.insert(*empty);
            }
        }
    }
    return squares;
}

bool ReferenceConnect4::isForcing(int column) const
{
    const char mover = toMove();
    const char other = mover == 'X' ? 'O' : 'X';
    const std::pair<int, int> square(column, int(columns[std::size_t(column)].size()));
    const auto before = completions(mover);
    if (before.count(square) || completions(other).count(square))
        return true;
    for (const auto& threat : played(column).completions(mover)) {
        if (!before.count(threat))
            return true;
    }
    return false;
}

int ReferenceConnect4::evaluation(bool weighted) const
{
    const char own = toMove();
    const char other = own == 'X' ? 'O' : 'X';
    const int directions[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    int total = 0;
    for (int column = 0; column < 7; ++column) {
        for (int row = 0; row < 6; ++row) {
            for (const auto& d : directions) {
                const int endColumn = column + 3 * d[0];
                const int endRow = row + 3 * d[1];
                if (endColumn > 6 || endRow < 0 || endRow > 5)
                    continue;
                int owns = 0;
                int others = 0;
                for (int k = 0; k < 4; ++k) {
                    const char disc = at(column + k * d[0], row + k * d[1]);
                    owns += disc == own;
                    others += disc == other;
                }
                if (others == 0)
                    total += weighted ? 1 << owns : 1;
                if (owns == 0)
                    total -= weighted ? 1 << others : 1;
            }
        }
    }
    return total;
}

int ReferenceConnect4::value(int depth) const
{
    if (lastMadeFour())
        return -(1000 + 42 - discs());
    if (discs() == 42)
        return 0;
    if (depth == 0)
        return evaluation();
    int best = -2'000'000'000;
    for (int column = 0; column < 7; ++column) {
        if (canPlay(column))
            best = std::max(best, -played(column).value(depth - 1));
    }
    return best;
}

std::optional<int> ReferenceConnect4::columnScore(int column, int alpha, int beta) const
{
    if (!canPlay(column))
        return std::nullopt;
    const ReferenceConnect4 next = played(column);
    if (next.lastMadeFour()) {
        const int placed = (next.discs() + 1) / 2; // the mover's discs, the winning one included
        return 22 - placed;
    }
    return -next.solve(-beta, -alpha);
}

int ReferenceConnect4::solve(int alpha, int beta) const
{
    if (discs() == 42)
        return 0;
    for (const int column : {3, 2, 4, 1, 5, 0, 6}) {
        if (const auto score = columnScore(column, alpha, beta)) {
            if (*score >= beta)
                return beta;
            alpha = std::max(alpha, *score);
        }
    }
    return alpha;
}

std::string randomQuietMoves(std::uint64_t seed, int discs)
{
    SplitMix64 random(seed);
    ReferenceConnect4 board;
    std::string moves;
    while (int(moves.size()) < discs) {
        std::vector<int> quiet;
        for (int column = 0; column < 7; ++column) {
            if (board.canPlay(column) && !board.played(column).lastMadeFour())
                quiet.push_back(column);
        }
        if (quiet.empty())
            return "";
        const int column = quiet[std::size_t(random.between(0, std::int64_t(quiet.size()) - 1))];
        board = board.played(column);
        moves += char('1' + column);
    }
    return moves;
}

} // namespace gtl::test
