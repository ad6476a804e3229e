// SPDX-License-Identifier: GPL-3.0-or-later
// Engine matches: the statistics a match is judged by (Elo from the score, its interval from the
// pairs' and the games' spread, the likelihood of superiority and the SPRT), against figures
// worked out by hand and against a plain calculation of my own on many random counts; and the
// games themselves: openings, pairs that mirror, perfect play, threads.
#include "core/games/MoveNamed.h"
#include "core/games/connect4/Connect4Kind.h"
#include "core/games/sticks/SticksKind.h"
#include "core/games/tictactoe/TicTacToeKind.h"
#include "core/match/GamesFile.h"
#include "core/match/Match.h"
#include "core/match/MatchStatistics.h"
#include "core/match/Openings.h"
#include "core/match/RoundRobin.h"
#include "core/match/SeatMatch.h"

#include <QtTest>

#include <cmath>
#include <random>
#include <sstream>
#include <vector>

using namespace gtl;

namespace {

/// The pairs as the products of their games: LL, LD, DD, WD, WW, so many of each.
MatchCounts countsOfPairs(const std::array<std::uint32_t, 5>& pairs)
{
    static constexpr std::pair<double, double> kPair[] = {{0, 0}, {0, 0.5}, {0.5, 0.5}, {1, 0.5}, {1, 1}};
    MatchCounts counts;
    for (std::size_t k = 0; k < pairs.size(); ++k)
        for (std::uint32_t i = 0; i < pairs[k]; ++i)
            counts.addPair(kPair[k].first, kPair[k].second);
    return counts;
}

/// A plain calculation of my own: every pair's points in a list, their mean and spread, the
/// interval's ends turned into Elo one by one.
struct Plain {
    double mean = 0;
    double sd = 0;
    double n = 0;

    explicit Plain(const std::vector<double>& samples)
        : n(double(samples.size()))
    {
        for (double x : samples)
            mean += x / n;
        double sum = 0;
        for (double x : samples)
            sum += (x - mean) * (x - mean);
        sd = std::sqrt(sum / n);
    }
    static double elo(double score) { return 400 * std::log10(score / (1 - score)); }
    double error() const
    {
        const double margin = 1.959963984540054 * sd / std::sqrt(n);
        return (elo(mean + margin) - elo(mean - margin)) / 2;
    }
    /// The log-likelihood ratio of the normal approximation, as the difference of two squares.
    double llr(double s0, double s1) const
    {
        return n / 2 * ((mean - s0) * (mean - s0) - (mean - s1) * (mean - s1)) / (sd * sd);
    }
};

MatchEngine searchEngine(std::string name, Algorithm algorithm, std::uint32_t depth)
{
    return {std::move(name), SearchOptions{algorithm, false, {.depth = depth}}};
}

MatchSettings settingsOf(const GameKind& game, MatchEngine first, MatchEngine second, std::size_t pairs,
    std::uint32_t plies, unsigned threads = 1)
{
    MatchSettings settings;
    settings.game = &game;
    settings.engines = {std::move(first), std::move(second)};
    settings.threads = threads;
    settings.openings = *Openings::random(game, game.newGame(), plies, 11, pairs);
    return settings;
}

} // namespace

class MatchTest : public QObject {
    Q_OBJECT

private slots:
    /// Figures worked out by hand from the formulas fastchess and cutechess-cli print.
    void figuresByHand()
    {
        MatchCounts trinomial;
        for (int i = 0; i < 60; ++i)
            trinomial.addGame(1);
        for (int i = 0; i < 20; ++i)
            trinomial.addGame(0.5);
        for (int i = 0; i < 20; ++i)
            trinomial.addGame(0);
        QCOMPARE(trinomial.score(), 0.7);
        QVERIFY(std::abs(MatchStatistics::eloOf(0.7) - 147.1907) < 1e-3);
        QVERIFY(std::abs(MatchStatistics::trinomial(trinomial).error - 66.0134) < 1e-3);
        QVERIFY(std::abs(MatchStatistics::likelihoodOfSuperiority(trinomial) - 0.9999961) < 1e-6);

        const MatchCounts pairs = countsOfPairs({2, 8, 20, 12, 8});
        QCOMPARE(pairs.games(), 100u);
        QCOMPARE(pairs.score(), 0.58);
        const EloEstimate pentanomial = MatchStatistics::pentanomial(pairs);
        QVERIFY(std::abs(pentanomial.elo - 56.0715) < 1e-3);
        QVERIFY(std::abs(pentanomial.error - 52.1908) < 1e-3);
        // The score's interval is the one the Elo interval is the image of.
        const ScoreInterval score = MatchStatistics::scoreInterval(pairs);
        QCOMPARE(score.score, 0.58);
        QVERIFY(std::abs(score.low - 0.507402) < 1e-6);
        QVERIFY(std::abs(score.high - 0.652598) < 1e-6);
        QVERIFY(std::abs(MatchStatistics::eloOf(score.high) - MatchStatistics::eloOf(score.low) - 2 * pentanomial.error)
            < 1e-9);
        const SprtResult sprt = MatchStatistics::sprt(pairs, {.elo0 = 0, .elo1 = 10});
        QVERIFY(std::abs(sprt.llr - 0.763469) < 1e-5);
        QVERIFY(std::abs(sprt.upper - 2.944439) < 1e-5);
        QVERIFY(std::abs(sprt.lower + 2.944439) < 1e-5);
        QCOMPARE(sprt.verdict, SprtResult::Verdict::Continue);
        // Two pairs with little spread seem decisive; the test waits for ten.
        const MatchCounts few = countsOfPairs({0, 1, 1, 0, 0});
        QVERIFY(MatchStatistics::sprt(few, {.elo0 = 0, .elo1 = 100}).llr < -2.95);
        QCOMPARE(MatchStatistics::sprt(few, {.elo0 = 0, .elo1 = 100}).verdict, SprtResult::Verdict::Continue);
    }

    /// The edges: an even match is 0 Elo; a clean sweep has no finite Elo; nothing played says
    /// nothing; all draws have no spread.
    void edges()
    {
        QCOMPARE(MatchStatistics::eloOf(0.5), 0.0);
        QVERIFY(std::isinf(MatchStatistics::eloOf(1)) && MatchStatistics::eloOf(1) > 0);
        QVERIFY(std::isinf(MatchStatistics::eloOf(0)) && MatchStatistics::eloOf(0) < 0);
        QVERIFY(std::abs(MatchStatistics::scoreOf(MatchStatistics::eloOf(0.3)) - 0.3) < 1e-12);
        const MatchCounts none;
        QCOMPARE(none.score(), 0.5);
        QVERIFY(std::isinf(MatchStatistics::pentanomial(none).error));
        QCOMPARE(MatchStatistics::scoreInterval(none).low, 0.0);
        QCOMPARE(MatchStatistics::scoreInterval(none).high, 1.0);
        QCOMPARE(MatchStatistics::likelihoodOfSuperiority(none), 0.5);
        const MatchCounts draws = countsOfPairs({0, 0, 10, 0, 0});
        QCOMPARE(MatchStatistics::pentanomial(draws).elo, 0.0);
        QCOMPARE(MatchStatistics::pentanomial(draws).error, 0.0);
        QCOMPARE(MatchStatistics::sprt(draws, {.elo0 = 0, .elo1 = 5}).llr, 0.0);
        const MatchCounts sweep = countsOfPairs({0, 0, 0, 0, 6});
        QVERIFY(std::isinf(MatchStatistics::pentanomial(sweep).elo));
        QVERIFY(std::isinf(MatchStatistics::pentanomial(sweep).error) && MatchStatistics::pentanomial(sweep).error > 0);
        QVERIFY(std::isinf(MatchStatistics::trinomial(sweep).error) && MatchStatistics::trinomial(sweep).error > 0);
    }

    /// On 2,000 seeded random matches: the Elo, both intervals and the SPRT's ratio agree with
    /// the plain calculation, and the SPRT decides where its ratio leaves the bounds.
    void agreesWithAPlainCalculation()
    {
        std::mt19937 random(7);
        for (int round = 0; round < 2000; ++round) {
            std::array<std::uint32_t, 5> pairs{};
            for (auto& count : pairs)
                count = std::uniform_int_distribution<std::uint32_t>(round % 3 == 0 ? 0 : 1, 40)(random);
            const MatchCounts counts = countsOfPairs(pairs);
            if (counts.pairCount() == 0)
                continue;
            std::vector<double> pairScores;
            std::vector<double> gameScores;
            for (std::size_t k = 0; k < pairs.size(); ++k) {
                pairScores.insert(pairScores.end(), pairs[k], k / 4.0);
            }
            for (std::uint32_t i = 0; i < counts.wins; ++i)
                gameScores.push_back(1);
            for (std::uint32_t i = 0; i < counts.draws; ++i)
                gameScores.push_back(0.5);
            for (std::uint32_t i = 0; i < counts.losses; ++i)
                gameScores.push_back(0);
            const Plain byPairs(pairScores);
            const Plain byGames(gameScores);
            const QString where = QString("round %1").arg(round);
            QVERIFY2(std::abs(byPairs.mean - counts.score()) < 1e-12, qPrintable(where));
            const EloEstimate pentanomial = MatchStatistics::pentanomial(counts);
            const EloEstimate trinomial = MatchStatistics::trinomial(counts);
            const bool finite = byPairs.mean - 1.96 * byPairs.sd / std::sqrt(byPairs.n) > 0
                && byPairs.mean + 1.96 * byPairs.sd / std::sqrt(byPairs.n) < 1;
            if (!finite || byPairs.sd == 0)
                continue;
            QVERIFY2(std::abs(pentanomial.elo - Plain::elo(byPairs.mean)) < 1e-9, qPrintable(where));
            QVERIFY2(std::abs(pentanomial.error - byPairs.error()) < 1e-9, qPrintable(where));
            QVERIFY2(std::abs(trinomial.error - byGames.error()) < 1e-9, qPrintable(where));
            const double elo1 = double(round % 20);
            const SprtResult sprt = MatchStatistics::sprt(counts, {.elo0 = 0, .elo1 = elo1});
            const double llr = byPairs.llr(0.5, 1 / (1 + std::pow(10, -elo1 / 400)));
            QVERIFY2(std::abs(sprt.llr - llr) < 1e-9 * std::max(1.0, std::abs(llr)), qPrintable(where));
            const auto expected = counts.pairCount() < kSprtFewestPairs ? SprtResult::Verdict::Continue
                : llr >= sprt.upper                                     ? SprtResult::Verdict::AcceptH1
                : llr <= sprt.lower                                     ? SprtResult::Verdict::AcceptH0
                                                                        : SprtResult::Verdict::Continue;
            QCOMPARE(sprt.verdict, expected);
        }
    }

    /// Openings: the same seed draws the same positions, none of them over; a file's positions
    /// are read by line, a finished or unreadable one refused with its line.
    void openings()
    {
        const GameKind& ticTacToe = ticTacToeKind();
        const auto drawn = Openings::random(ticTacToe, ticTacToe.newGame(), 4, 5, 50);
        QVERIFY(drawn);
        QCOMPARE(drawn->size(), std::size_t(50));
        QCOMPARE(*Openings::random(ticTacToe, ticTacToe.newGame(), 4, 5, 50), *drawn);
        QVERIFY(*Openings::random(ticTacToe, ticTacToe.newGame(), 4, 6, 50) != *drawn);
        for (Position opening : *drawn)
            QVERIFY(!ticTacToe.game(opening)->isOver(opening));
        QCOMPARE(Openings::random(ticTacToe, ticTacToe.newGame(), 10, 5, 1).error().toString(),
            std::string("tic-tac-toe is over within 10 random moves nearly every time: open with fewer moves"));
        const auto read = Openings::read(ticTacToe, {"# two openings", "X........", "", "XO......."});
        QVERIFY(read);
        QCOMPARE(read->size(), std::size_t(2));
        QCOMPARE(Openings::read(ticTacToe, {"X........", "XXXOO...."}).error().toString(),
            std::string("line 2, column 1: the game is over there: an opening must leave moves to play"));
        QVERIFY(QString::fromStdString(Openings::read(ticTacToe, {"XQ......."}).error().toString())
                    .startsWith("line 1, column 1: "));
        QCOMPARE(Openings::read(ticTacToe, {"# none"}).error().toString(),
            std::string("no opening: write one position a line"));
    }

    /// An engine against itself scores exactly half: each pair's second game mirrors its first.
    void anEngineAgainstItselfScoresHalf()
    {
        const MatchEngine engine = searchEngine("--depth 3", Algorithm::NegamaxAlphaBeta, 3);
        const MatchReport report = Match::run(settingsOf(connect4Kind(), engine, engine, 12, 4, 2), nullptr, nullptr);
        QCOMPARE(report.pairs.size(), std::size_t(12));
        QCOMPARE(report.counts.score(), 0.5);
        for (const auto& pair : report.pairs) {
            QCOMPARE(pair[0].result + pair[1].result, 1.0);
            QCOMPARE(pair[0].moves, pair[1].moves);
            QVERIFY(pair[0].firstEngineMovedFirst && !pair[1].firstEngineMovedFirst);
        }
    }

    /// A search without a depth limit searches the whole game tree from each position: it
    /// plays as perfectly as the solver.
    void aSearchToTheEndPlaysPerfectly()
    {
        const GameKind& ticTacToe = ticTacToeKind();
        const MatchSettings settings = settingsOf(ticTacToe, MatchEngine{"perfect", std::nullopt},
            MatchEngine{"minimax", SearchOptions{Algorithm::Minimax, false, {}}}, 6, 3);
        const MatchReport report = Match::run(settings, nullptr, nullptr);
        QCOMPARE(report.counts.score(), 0.5);
        for (const auto& pair : report.pairs)
            QCOMPARE(pair[0].result + pair[1].result, 1.0);
    }

    /// The perfect player never scores below what its seat at the opening is worth.
    void thePerfectPlayerHoldsWhatItsSeatIsWorth()
    {
        const GameKind& ticTacToe = ticTacToeKind();
        const MatchSettings settings = settingsOf(
            ticTacToe, MatchEngine{"perfect", std::nullopt}, searchEngine("--depth 1", Algorithm::Minimax, 1), 40, 2);
        const MatchReport report = Match::run(settings, nullptr, nullptr);
        QCOMPARE(report.pairs.size(), std::size_t(40));
        for (const auto& pair : report.pairs) {
            const Position opening = settings.openings[pair[0].opening];
            const int score = ticTacToe.solve(opening, {})->score; // from the side to move
            const double moverWorth = score > 0 ? 1 : score == 0 ? 0.5 : 0;
            QVERIFY(pair[0].result >= moverWorth); // the perfect player moved first
            QVERIFY(pair[1].result >= 1 - moverWorth);
        }
        QVERIFY(report.counts.score() > 0.6);
    }

    /// A game played replays: its positions from the opening to the end, and at each the
    /// engine whose move it was chooses the move the game has there again.
    void gamesReplayMoveByMove()
    {
        const GameKind& connect4 = connect4Kind();
        const MatchSettings settings = settingsOf(connect4, searchEngine("--depth 3", Algorithm::NegamaxAlphaBeta, 3),
            searchEngine("--depth 1", Algorithm::Minimax, 1), 3, 2);
        const MatchReport report = Match::run(settings, nullptr, nullptr);
        const auto rules = connect4.game(connect4.newGame());
        for (const auto& pair : report.pairs) {
            for (const MatchGame& played : pair) {
                const Position opening = settings.openings[played.opening];
                const std::vector<Position> positions = Match::positionsOf(connect4, opening, played);
                QCOMPARE(positions.size(), played.moves.size() + 1);
                QCOMPARE(positions.front(), opening);
                QVERIFY(rules->isOver(positions.back()));
                for (std::size_t k = 0; k < played.moves.size(); ++k) {
                    const std::size_t mover
                        = Match::engineToMove(connect4, opening, played.firstEngineMovedFirst, positions[k]);
                    QCOMPARE(mover, (k % 2 == 0) == played.firstEngineMovedFirst ? 0u : 1u);
                    const auto move = settings.engines[mover].choose(connect4, positions[k], nullptr);
                    QCOMPARE(rules->moveName(*move), played.moves[k]);
                }
            }
        }
    }

    /// A round robin plays every two engines the match they would play alone, and its
    /// crosstable and points add up from those matches.
    void aRoundRobinIsItsMatches()
    {
        using Pairs = std::vector<std::pair<std::size_t, std::size_t>>;
        QCOMPARE(RoundRobin::pairings(4), (Pairs{{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}}));
        const GameKind& ticTacToe = ticTacToeKind();
        RoundRobinSettings settings;
        settings.game = &ticTacToe;
        settings.engines = {MatchEngine{"perfect", std::nullopt}, searchEngine("--depth 2", Algorithm::Minimax, 2),
            searchEngine("--depth 1", Algorithm::Minimax, 1)};
        settings.openings = *Openings::random(ticTacToe, ticTacToe.newGame(), 2, 5, 6);
        settings.threads = 2;
        std::size_t calls = 0;
        const RoundRobinReport report = RoundRobin::run(
            settings, [&calls](const RoundRobinReport&) { ++calls; }, nullptr);
        QCOMPARE(report.pairings.size(), std::size_t(3));
        QCOMPARE(report.gamesDone, std::size_t(36));
        QCOMPARE(calls, std::size_t(36));
        QVERIFY(!report.cancelled);
        double points = 0;
        for (std::size_t engine = 0; engine < 3; ++engine) {
            QCOMPARE(report.games(engine), 24u);
            QCOMPARE(*report.overallScore(engine), report.points(engine) / 24);
            points += report.points(engine);
            QVERIFY(!report.score(engine, engine));
        }
        QCOMPARE(points, 36.0); // every game gives out one point
        QCOMPARE(report.gamesFinished(), 36u);
        for (const Pairing& pairing : report.pairings) {
            MatchSettings alone;
            alone.game = &ticTacToe;
            alone.engines = {settings.engines[pairing.first], settings.engines[pairing.second]};
            alone.openings = settings.openings;
            const MatchReport played = Match::run(alone, nullptr, nullptr);
            QCOMPARE(pairing.report.pairs, played.pairs);
            QCOMPARE(*report.score(pairing.first, pairing.second), played.counts.score());
            QCOMPARE(*report.score(pairing.second, pairing.first), 1 - played.counts.score());
        }
        // Perfect play loses to neither.
        QVERIFY(*report.score(0, 1) >= 0.5 && *report.score(0, 2) >= 0.5);
        // Cancelled before it starts, it plays nothing.
        const std::atomic<bool> cancelled{true};
        const RoundRobinReport none = RoundRobin::run(settings, nullptr, &cancelled);
        QVERIFY(none.pairings.empty() && none.cancelled);
        QVERIFY(!none.score(0, 1));
        QVERIFY(!none.overallScore(0));
        QCOMPARE(none.gamesFinished(), 0u);
    }

    /// A game of three: every engine sits in every seat of every opening. Three copies of one
    /// engine take a third of the points each, exactly; different engines' points add up to
    /// the games, and the same seeds give the same games on one thread and on two.
    void enginesRotateThroughTheSeats()
    {
        QCOMPARE(SeatMatch::engineInSeat(0, 0, 3), std::size_t(0));
        QCOMPARE(SeatMatch::engineInSeat(1, 1, 3), std::size_t(0)); // engine 0 moves up a seat a rotation
        QCOMPARE(SeatMatch::engineInSeat(0, 1, 3), std::size_t(2));
        QCOMPARE(SeatMatch::engineInSeat(0, 2, 3), std::size_t(1));
        const GameKind& sticks = sticksKind();
        const MatchEngine maxn{"maxn", SearchOptions{Algorithm::Maxn, false, {}}};
        const MatchEngine paranoid{"paranoid", SearchOptions{Algorithm::Paranoid, false, {}}};
        SeatMatchSettings settings;
        settings.game = &sticks;
        settings.engines = {maxn, maxn, maxn};
        settings.openings = *Openings::random(sticks, *sticks.parse("12", std::nullopt), 2, 7, 8);
        settings.threads = 2;
        const SeatReport same = SeatMatch::run(settings, nullptr, nullptr);
        QCOMPARE(same.rounds.size(), std::size_t(8));
        QCOMPARE(same.games(), std::size_t(24));
        for (std::size_t engine = 0; engine < 3; ++engine) {
            QCOMPARE(same.points(engine), 8.0);
            QCOMPARE(same.share(engine).score, 1.0 / 3);
            QCOMPARE(same.share(engine).low, same.share(engine).high); // no spread
        }
        settings.engines = {maxn, paranoid, maxn};
        const SeatReport two = SeatMatch::run(settings, nullptr, nullptr);
        settings.threads = 1;
        const SeatReport one = SeatMatch::run(settings, nullptr, nullptr);
        QCOMPARE(two.rounds, one.rounds);
        QCOMPARE(one.points(0) + one.points(1) + one.points(2), 24.0);
        for (const auto& round : one.rounds) {
            QCOMPARE(round.size(), std::size_t(3));
            for (const SeatGame& game : round) {
                // The moves replay to the end, where the winner is the engine given the point.
                const auto rules = sticks.game(settings.openings[game.opening]);
                Position position = settings.openings[game.opening];
                for (const std::string& name : game.moves)
                    position = rules->play(position, *moveNamed(*rules, position, name));
                QVERIFY(rules->isOver(position));
                QCOMPARE(game.winners, sticks.leaders(position));
                const std::size_t winnerSeat = sticks.names().sides.find(game.winners.front());
                QCOMPARE(game.points[SeatMatch::engineInSeat(winnerSeat, game.rotation, 3)], 1.0);
            }
        }
        const std::atomic<bool> cancelled{true};
        const SeatReport none = SeatMatch::run(settings, nullptr, &cancelled);
        QVERIFY(none.rounds.empty() && none.cancelled);
    }

    /// A match's games file reads back as the match it was: its openings, its pairs with their
    /// moves and results, and the counts.
    void aGamesFileReadsBackAsItsMatch()
    {
        const GameKind& ticTacToe = ticTacToeKind();
        const MatchSettings settings = settingsOf(
            ticTacToe, MatchEngine{"perfect", std::nullopt}, searchEngine("--depth 1", Algorithm::Minimax, 1), 12, 3);
        const MatchReport played = Match::run(settings, nullptr, nullptr);
        const std::string text = GamesFile::write(
            ticTacToe, {settings.engines[0], settings.engines[1]}, settings.openings, {Pairing{0, 1, played}});
        std::vector<std::string> lines;
        std::istringstream in(text);
        for (std::string line; std::getline(in, line);)
            lines.push_back(line);
        QCOMPARE(lines[0], std::string("# game: --ttt"));
        QCOMPARE(lines[1], std::string("# engine 1: perfect"));
        const auto read = GamesFile::read(lines);
        QVERIFY2(read, read ? "" : read.error().toString().c_str());
        QCOMPARE(read->game, &ticTacToe);
        QCOMPARE(read->engines, (std::vector<std::string>{"perfect", "--depth 1"}));
        QCOMPARE(read->openings, settings.openings);
        QCOMPARE(read->report.pairs, played.pairs);
        QCOMPARE(read->report.counts, played.counts);
    }

    /// A games file the window cannot replay is refused at its line, saying why.
    void aMalformedGamesFileIsRefusedAtItsLine_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        const QString head = "# game: --ttt\n# engine 1: a\n# engine 2: b\n";
        // X to move at the opening; X wins along the top row.
        const QString won = ".........\tX\t1 4 2 5 3\t1-0\t";
        QTest::newRow("no header") << won + "1\n"
                                   << "line 1, column 1: no '# game: OPTION' line";
        QTest::newRow("no such game") << "# game: --chess\n"
                                      << "line 1, column 1: --chess is no game's option";
        QTest::newRow("engines out of order") << "# game: --ttt\n# engine 2: b\n"
                                              << "line 2, column 1: the engines are numbered from 1";
        QTest::newRow("round robin") << head + "# engine 3: c\n" + won + "1\n"
                                     << "line 5, column 1: the games of a round robin";
        QTest::newRow("four fields") << head + ".........\tX\t1 4 2 5 3\t1-0\n"
                                     << "line 4, column 1: a game is five fields";
        QTest::newRow("not a position") << head + "..........\tX\t1\t1-0\t1\n"
                                        << "line 4, column 1:";
        QTest::newRow("illegal move") << head + ".........\tX\t1 1\t1-0\t1\n"
                                      << "line 4, column 1: 1 is no move there";
        QTest::newRow("not over") << head + ".........\tX\t1 4\t1-0\t1\n"
                                  << "line 4, column 1: the moves do not end the game";
        QTest::newRow("wrong result") << head + ".........\tX\t1 4 2 5 3\t0-1\t1\n"
                                      << "line 4, column 1: the moves come to 1-0, not 0-1";
        QTest::newRow("no such engine") << head + won + "3\n"
                                        << "line 4, column 1: the engine that moved first";
        QTest::newRow("pair out of order") << head + won + "2\n"
                                           << "line 4, column 1: the games come in pairs";
        QTest::newRow("half a pair") << head + won + "1\n"
                                     << "no whole pair of games";
    }

    void aMalformedGamesFileIsRefusedAtItsLine()
    {
        QFETCH(QString, text);
        QFETCH(QString, error);
        std::vector<std::string> lines;
        for (const QString& line : text.split('\n'))
            lines.push_back(line.toStdString());
        const auto read = GamesFile::read(lines);
        QVERIFY(!read);
        QVERIFY2(QString::fromStdString(read.error().toString()).startsWith(error), read.error().toString().c_str());
    }

    /// The same openings give the same games on one thread and on two.
    void threadsPlayTheSameGames()
    {
        const MatchEngine deeper = searchEngine("--depth 3", Algorithm::NegamaxAlphaBeta, 3);
        const MatchEngine shallower = searchEngine("--depth 1", Algorithm::NegamaxAlphaBeta, 1);
        const MatchReport one = Match::run(settingsOf(connect4Kind(), deeper, shallower, 8, 2, 1), nullptr, nullptr);
        const MatchReport two = Match::run(settingsOf(connect4Kind(), deeper, shallower, 8, 2, 2), nullptr, nullptr);
        QCOMPARE(two.pairs, one.pairs);
        QCOMPARE(two.counts, one.counts);
        QCOMPARE(one.gamesDone, std::size_t(16));
    }

    /// The SPRT stops the match once it accepts a hypothesis; a cancel stops it after the
    /// games being played, every pair counted whole.
    void sprtAndCancelStopEarly()
    {
        MatchSettings settings = settingsOf(connect4Kind(), searchEngine("--depth 4", Algorithm::NegamaxAlphaBeta, 4),
            searchEngine("--depth 1", Algorithm::NegamaxAlphaBeta, 1), 200, 2);
        settings.sprt = SprtTest{.elo0 = 0, .elo1 = 100};
        const MatchReport tested = Match::run(settings, nullptr, nullptr);
        QVERIFY(tested.sprt);
        QCOMPARE(tested.sprt->verdict, SprtResult::Verdict::AcceptH1);
        QVERIFY(tested.pairs.size() < 200);
        QVERIFY(!tested.cancelled);

        settings.sprt.reset();
        std::atomic<bool> cancel{false};
        const MatchReport stopped = Match::run(
            settings,
            [&cancel](const MatchReport& report) {
                if (report.gamesDone == 5)
                    cancel = true;
            },
            &cancel);
        QVERIFY(stopped.cancelled);
        QCOMPARE(stopped.pairs.size(), std::size_t(2)); // the fifth game's pair is left out
        QCOMPARE(stopped.counts.games(), 4u);
    }
};

QTEST_APPLESS_MAIN(MatchTest)
#include "tst_match.moc"
