// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the command line: option parsing, its error messages, and the headless commands.
#include "app/CommandLine.h"
#include "app/Completion.h"
#include "app/ExitStatus.h"
#include "app/HeadlessCommands.h"
#include "app/ManPage.h"
#include "app/OptionTable.h"
#include "core/content/Catalogue.h"
#include "core/content/Preset.h"
#include "core/games/GameRegistry.h"
#include "core/games/connect4/Connect4Game.h"
#include "core/io/TraceExport.h"
#include "core/match/GamesFile.h"
#include "core/search/EnhancementTable.h"
#include "core/search/Search.h"
#include "core/search/SearchFamilyEntry.h"
#include "tests/app/CommandRun.h"
#include "tests/support/SettingRows.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstring>

#include <fstream>
#include <sstream>

using namespace gtl;
using namespace gtl::app;

using gtl::test::run;
using gtl::test::words;
using Run = gtl::test::CommandRun;

namespace {

/// Whether the manual's chapter on comparing quotes `gametree-lab @p command` as it prints,
/// all but the lines after the quote (the time taken).
bool manualShowsWhatItPrints(const std::string& command)
{
    std::ifstream chapter(GTL_SOURCE_DIR "/resources/manual/comparing.md");
    const std::string manual{std::istreambuf_iterator<char>(chapter), {}};
    const std::string asked = "$ gametree-lab " + command + "\n";
    const std::size_t example = manual.find(asked);
    if (example == std::string::npos) {
        qWarning("the manual does not quote %s", command.c_str());
        return false;
    }
    const std::size_t from = example + asked.size();
    const std::string shown = manual.substr(from, manual.find("```", from) - from);
    const Run printed = run(QString::fromStdString(command));
    if (!printed.out.starts_with(shown)) {
        qWarning("printed:\n%s\nquoted:\n%s", printed.out.c_str(), shown.c_str());
        return false;
    }
    return true;
}

} // namespace

class AppTest : public QObject {
    Q_OBJECT

private slots:
    void chanceTreesTakeTheirOwnSearches()
    {
        // Without --algorithm a chance tree is searched by expectiminimax; JSON carries 2.1 as a number.
        const Run plain = run("trace --preset aima-chance --summary --format json");
        QCOMPARE(plain.status, 0);
        const QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(plain.out)).object();
        QCOMPARE(o["algorithm"].toString(), QString("expectiminimax"));
        QCOMPARE(o["value"].toDouble(), 2.1);
        QCOMPARE(o["best_move"].toString(), QString("a1"));
        const Run star1 = run("trace --preset star1-cuts --algorithm star1 --summary");
        QCOMPARE(star1.status, 0);
        QVERIFY2(star1.out.find("visited 6 of 7 nodes (1 pruned)") != std::string::npos, star1.out.c_str());
        const Run refused = run("trace --preset aima-chance --algorithm alphabeta");
        QCOMPARE(refused.status, 2);
        QVERIFY(refused.err.find("choose expectiminimax") != std::string::npos);
        const Run bounds = run("trace --preset aima-chance --algorithm star1 --bounds 2,9");
        QCOMPARE(bounds.status, 2);
        QVERIFY2(
            bounds.err.find("a leaf is worth 1, below the lower bound 2") != std::string::npos, bounds.err.c_str());
        QCOMPARE(run("trace --preset aima-chance --algorithm star1 --bounds 2").status, 2);
        QCOMPARE(run("lab --preset aima-chance").status, 2);
        const Run pig = run("trace --pig 6,8,0 --algorithm star1 --summary");
        QCOMPARE(pig.status, 0);
        QVERIFY2(pig.out.find("value ≈60.58, best move roll") != std::string::npos, pig.out.c_str());
    }

    /// Every search of the registry runs from the command line by its name, on a tree it reads,
    /// and says so in its export.
    void everySearchOfTheRegistryRunsByName()
    {
        for (const AlgorithmEntry& entry : kAlgorithms) {
            const SearchFamilyEntry& family = familyEntry(entry.algorithm);
            const char* preset = family.readsChance             ? "aima-chance"
                : family.family == SearchFamily::SeveralPlayers ? "kingmaker"
                                                                : "mixed";
            const Run r = run(QStringLiteral("trace --preset %1 --algorithm %2 --summary --format json")
                                  .arg(preset, QString::fromLatin1(entry.name)));
            QVERIFY2(r.status == 0, r.err.c_str());
            const QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(r.out)).object();
            QCOMPARE(o["algorithm"].toString(), QString::fromLatin1(entry.name));
            QCOMPARE(o["value"].isNull(), !familyEntry(entry.algorithm).provesValues);
        }
    }

    /// Iterative deepening enters positions again and cuts off again at each depth: the summary
    /// counts its entries and skipped positions in all, and its tree once, in three figures
    /// that add up to the tree.
    void anEnhancedSummaryRelatesItsFigures_data()
    {
        QTest::addColumn<QString>("search");
        QTest::newRow("c4-trap, table and iterative deepening to 9")
            << "--preset c4-trap --algorithm negamax-alphabeta --tt --iterative --depth 9";
        QTest::newRow("c4-horizon, PVS to 6") << "--preset c4-horizon --algorithm negamax-alphabeta --pvs --depth 6";
        QTest::newRow("ttt-transpositions, the table") << "--preset ttt-transpositions --tt";
        QTest::newRow("horizon, iterative deepening to 2") << "--preset horizon --iterative --depth 2";
    }

    void anEnhancedSummaryRelatesItsFigures()
    {
        QFETCH(QString, search);
        for (const char* how : {"--summary", ""}) {
            const Run json = run("trace " + search + " --format json " + how);
            QCOMPARE(json.status, 0);
            const QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(json.out)).object();
            const int nodes = o["nodes"].toInt();
            const int entered = o["tree_entered"].toInt();
            QVERIFY(entered > 0);
            QCOMPARE(entered + o["tree_pruned"].toInt() + o["tree_unreached"].toInt(), nodes);
            QVERIFY(entered <= o["enters"].toInt());
            const Run text = run("trace " + search + " --summary");
            const QString said = QString::fromStdString(text.out);
            const QLocale english(QLocale::English);
            const auto grouped = [&](const char* key) { return english.toString(o[key].toInt()); };
            const QString relation
                = QStringLiteral("of the %1 nodes in its tree %2 entered, %3 pruned and %4 not reached")
                      .arg(english.toString(nodes), grouped("tree_entered"), grouped("tree_pruned"),
                          grouped("tree_unreached"));
            QVERIFY2(said.contains(relation), qPrintable(said + "\nhas not: " + relation));
            QVERIFY2(said.contains(QStringLiteral("entered nodes %1 times in all").arg(grouped("enters"))),
                qPrintable(said));
            QVERIFY2(said.contains(QStringLiteral("its cut-offs skipped %1 position").arg(grouped("pruned"))),
                qPrintable(said));
        }
    }

    void pigIsSearchedToADepthOnTheTreeItGrows()
    {
        // Only the positions the search reached: 13 of them three moves and throws deep.
        const Run grown = run("trace --pig 6,8,0 --algorithm expectiminimax --depth 3 --format json");
        QCOMPARE(grown.status, 0);
        const QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(grown.out)).object();
        QCOMPARE(o["nodes"].toInt(), 13);
        QCOMPARE(o["visited"].toInt(), 13);
        QCOMPARE(o["evaluations"].toInt(), 5);
        QCOMPARE(o["value"].toDouble(), 149.0 / 3);
        QCOMPARE(o["best_move"].toString(), QString("roll"));
        // Without --algorithm a game of dice takes expectiminimax too.
        const Run plain = run("trace --pig 6,8,0 --depth 3 --summary");
        QVERIFY2(plain.out.find("Expectiminimax, depth 3 on 13 nodes") != std::string::npos, plain.out.c_str());
        const Run star1 = run("trace --pig 6,8,0 --algorithm star1 --depth 5 --summary");
        QCOMPARE(star1.status, 0);
        QVERIFY2(star1.out.find("value 572/9, best move roll") != std::string::npos, star1.out.c_str());
        QVERIFY2(star1.out.find("entered nodes 40 times in all") != std::string::npos, star1.out.c_str());
        QVERIFY2(
            star1.out.find("of the 48 nodes in its tree 40 entered, 8 pruned and 0 not reached") != std::string::npos,
            star1.out.c_str());
        const Run tooDeep = run("trace --pig 6,8,0 --depth 30");
        QCOMPARE(tooDeep.status, 2);
        QVERIFY2(tooDeep.err.find("search less deep") != std::string::npos, tooDeep.err.c_str());
        const Run narrow = run("trace --pig 6,8,0 --algorithm star1 --depth 4 --bounds -30,30");
        QCOMPARE(narrow.status, 2);
        QVERIFY2(narrow.err.find("Star1's bounds must hold every score") != std::string::npos, narrow.err.c_str());
    }

    void solvePrintsEveryColumnsScore()
    {
        const Run json = run("solve --connect4 121212 --format json");
        QCOMPARE(json.status, 0);
        const auto o = nlohmann::json::parse(json.out);
        QCOMPARE(o["score"].get<int>(), 18);
        QCOMPARE(o["best_move"].get<std::string>(), std::string("1"));
        QCOMPARE(o["columns"].size(), std::size_t(7));
        QCOMPARE(o["columns"][3].get<int>(), -18);
        QVERIFY(o["nodes"].is_number() && o["ms"].is_number());
        const Run full = run("solve --connect4 4444441212121 --format json");
        QVERIFY(nlohmann::json::parse(full.out)["columns"][3].is_null());
        const Run text = run("solve --ttt XXOOOX...");
        QCOMPARE(text.status, 0);
        QVERIFY2(text.out.find("score: 0 (a draw)\nsquares: 1=- 2=- 3=- 4=- 5=- 6=- 7=0 8=-2 9=-2\nbest move: 7\n")
                != std::string::npos,
            text.out.c_str());
        const Run ttt = run("solve --ttt ......... --format json");
        QCOMPARE(nlohmann::json::parse(ttt.out)["squares"].size(), std::size_t(9));
    }

    /// Sticks is solved by max^n: the scores of the position and of each move.
    void solveGivesMaxnsScoresOnAGameOfThree()
    {
        const Run json = run("solve --sticks 9 --format json");
        QCOMPARE(json.status, 0);
        const auto o = nlohmann::json::parse(json.out);
        QCOMPARE(o["value"], nlohmann::json({0, 1, 0}));
        QCOMPARE(o["best_move"].get<std::string>(), std::string("1"));
        QCOMPARE(o["moves"].size(), std::size_t(3));
        QCOMPARE(o["nodes"].get<int>(), 326);
        const Run text = run("solve --sticks 5 --to-move C");
        // C cannot win: taking 1 leaves A four, and B wins; 2 or 3 let A take the rest.
        QVERIFY2(text.out.starts_with("Sticks 5, C to move\nmax^n: <0, 1, 0>\nmoves: 1=<0, 1, 0> 2=<1, 0, 0> "
                                      "3=<1, 0, 0>\nbest move: 1\n"),
            text.out.c_str());
    }

    /// A match: the counts from the first engine's side, the pairs with their openings, the
    /// statistics, and each game in the games file.
    void matchReportsAsEngineDevelopersDo()
    {
        const QTemporaryDir folder;
        const QString gamesFile = folder.filePath("games.tsv");
        const Run json = run("match --ttt ......... --engine perfect --engine \"--algorithm minimax --depth 1\" "
                             "--games 20 --threads 2 --random-openings 2,3 --format json --games-out "
            + gamesFile);
        QCOMPARE(json.status, 0);
        const auto o = nlohmann::json::parse(json.out);
        QCOMPARE(o["games"].get<int>(), 20);
        QCOMPARE(o["wins"].get<int>() + o["draws"].get<int>() + o["losses"].get<int>(), 20);
        QVERIFY(o["score"].get<double>() > 0.5);
        QCOMPARE(o["pairs"].size(), std::size_t(10));
        QCOMPARE(o["pairs"][0]["opening"].get<std::string>().size(), std::size_t(9));
        QCOMPARE(o["pairs"][0]["results"].size(), std::size_t(2));
        QVERIFY(o["sprt"].is_null());
        QVERIFY(o["los"].get<double>() >= 0.5);
        QCOMPARE(o["engines"], nlohmann::json({"perfect", "--algorithm minimax --depth 1"}));
        QFile file(gamesFile);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(file.readAll()).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 24); // the game, the engines, the columns and a line a game
        QCOMPARE(lines[0], QString("# game: --ttt"));
        QCOMPARE(lines[2], QString("# engine 2: --algorithm minimax --depth 1"));
        QCOMPARE(lines[4].split('\t').size(), 5);
        // The window reads it back as the match it was.
        std::vector<std::string> written;
        for (const QString& line : lines)
            written.push_back(line.toStdString());
        const auto read = GamesFile::read(written);
        QVERIFY2(read, read ? "" : read.error().toString().c_str());
        QCOMPARE(read->report.counts.games(), 20u);
        QCOMPARE(read->report.counts.score(), o["score"].get<double>());
        // Under a time limit an engine deepens until the time is up: it needs no depth.
        const Run timed = run("match --connect4 4 --engine \"--iterative --time-limit 5\" --engine \"--depth 1\" "
                              "--games 2 --threads 1");
        QVERIFY2(timed.status == 0, timed.err.c_str());
        const Run text = run("match --ttt ......... --engine perfect --engine perfect --games 4 --random-openings 0,1");
        QCOMPARE(text.status, 0);
        QVERIFY2(text.out.find("engine 1: 0 wins, 4 draws, 0 losses\nscore 50.0%, Elo 0.0 ± 0.0") != std::string::npos,
            text.out.c_str());
    }

    /// Three engines or more play a round robin: every two a match of the same openings, and a
    /// crosstable of their scores; the games file names the engine that moved first.
    void moreEnginesPlayARoundRobin()
    {
        const QTemporaryDir folder;
        const QString gamesFile = folder.filePath("games.tsv");
        const QString engines = "--engine perfect --engine \"--algorithm minimax --depth 2\" --engine \"--algorithm "
                                "minimax --depth 1\" --games 8 --random-openings 2,3 --threads 2";
        const Run json = run("match --ttt ......... " + engines + " --format json --games-out " + gamesFile);
        QVERIFY2(json.status == 0, json.err.c_str());
        const auto o = nlohmann::json::parse(json.out);
        QCOMPARE(o["engines"].size(), std::size_t(3));
        QCOMPARE(o["matches"].size(), std::size_t(3));
        double points = 0;
        for (std::size_t row = 0; row < 3; ++row) {
            QVERIFY(o["crosstable"][row][row].is_null());
            QCOMPARE(o["scores"][row]["games"].get<int>(), 16);
            points += o["scores"][row]["points"].get<double>();
            for (std::size_t column = 0; column < 3; ++column)
                if (column != row)
                    QCOMPARE(
                        o["crosstable"][row][column].get<double>() + o["crosstable"][column][row].get<double>(), 1.0);
        }
        QCOMPARE(points, 24.0);
        // Each match as it would be played alone, engines 1 and 3 here.
        const Run alone
            = run("match --ttt ......... --engine perfect --engine \"--algorithm minimax --depth 1\" --games 8 "
                  "--random-openings 2,3 --format json");
        QCOMPARE(o["matches"][1]["engines"], nlohmann::json({1, 3}));
        QCOMPARE(o["matches"][1]["score"], nlohmann::json::parse(alone.out)["score"]);
        QCOMPARE(o["crosstable"][0][2], nlohmann::json::parse(alone.out)["score"]);
        QFile file(gamesFile);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(file.readAll()).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 29); // the game, the engines, the columns and a line a game
        QCOMPARE(lines.back().split('\t').back(), QString("3")); // the last game: engine 3 moved first
        const Run text = run("match --ttt ......... " + engines);
        QVERIFY2(text.out.find("Tic-tac-toe round robin of 3 engines, 24 games, 4 openings a match, 2 threads\n"
                               "engine 1: perfect\n")
                == 0,
            text.out.c_str());
        QVERIFY2(text.out.find("\n         1       2       3   score     Elo\n1        ·") != std::string::npos,
            text.out.c_str());
        QVERIFY(manualShowsWhatItPrints("match --ttt ......... --engine perfect --engine \"--depth 2\" --engine "
                                        "\"--depth 1\" --games 20 --threads 2"));
    }

    /// A game of three: one engine a seat, each opening played once for each rotation of the
    /// engines through the seats; the shares of the points add up to the whole.
    void aGameOfThreeSeatsAnEngineEach()
    {
        const QTemporaryDir folder;
        const QString gamesFile = folder.filePath("games.tsv");
        const Run json
            = run("match --sticks 12 --engine \"--algorithm maxn\" --engine \"--algorithm paranoid\" --engine "
                  "\"--algorithm maxn\" --games 30 --random-openings 2,1 --format json --games-out "
                + gamesFile);
        QVERIFY2(json.status == 0, json.err.c_str());
        const auto o = nlohmann::json::parse(json.out);
        QCOMPARE(o["games"].get<int>(), 30);
        QCOMPARE(o["rounds"].size(), std::size_t(10));
        double points = 0;
        double shares = 0;
        for (const auto& result : o["results"]) {
            points += result["points"].get<double>();
            shares += result["share"].get<double>();
            QVERIFY(result["share_low"].get<double>() <= result["share"].get<double>());
            QVERIFY(result["share"].get<double>() <= result["share_high"].get<double>());
        }
        QCOMPARE(points, 30.0); // the last stick is one point a game
        QVERIFY(std::abs(shares - 1) < 1e-12);
        QFile file(gamesFile);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(file.readAll()).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 35); // the game, the engines, the columns and a line a game
        QCOMPARE(lines[0], QString("# game: --sticks"));
        // A round's three games rotate the engines through the seats.
        QCOMPARE(lines[5].split('\t').back(), QString("1 2 3"));
        QCOMPARE(lines[6].split('\t').back(), QString("3 1 2"));
        QCOMPARE(lines[7].split('\t').back(), QString("2 3 1"));
        // Without --games, the rounds nearest a hundred games.
        const Run text = run("match --sticks 9 --engine \"--algorithm maxn\" --engine \"--algorithm maxn\" --engine "
                             "\"--algorithm maxn\"");
        QVERIFY2(text.out.starts_with("Sticks match of 3 engines, one a seat, 99 games from 33 openings (each played 3 "
                                      "times, the engines rotated through the seats)"),
            text.out.c_str());
        QVERIFY2(text.out.find("\nan even share is 33.3%\n") != std::string::npos, text.out.c_str());
        QVERIFY(manualShowsWhatItPrints("match --sticks 12 --engine \"--algorithm maxn\" --engine \"--algorithm "
                                        "paranoid\" --engine \"--algorithm maxn\" --games 30 --random-openings 2,1 "
                                        "--threads 2"));
    }

    /// An empty value (which words() cannot pass) is no number either.
    void emptyNumbersAreRefused()
    {
        for (const char* option : {"--iterations", "--seed"}) {
            std::string error;
            QVERIFY(!CommandLine::parse({"trace", "--preset", "mixed", "--algorithm", "mcts", option, ""}, error));
            QVERIFY2(error
                    == std::string(option) + ": nothing was given: a whole number between "
                        + (option == std::string("--seed") ? "0 and 18,446,744,073,709,551,615" : "1 and 1,000,000")
                        + " is needed",
                error.c_str());
        }
    }

    /// solve's help lists the presets it solves and no other, and no source it refuses: every
    /// preset it lists is solved (or stopped at the node limit), every other is refused.
    void solveListsOnlyTheSourcesItTakes()
    {
        const Run help = run("solve --help");
        QCOMPARE(help.status, 0);
        const QString listed = QString::fromStdString(help.out).section("--preset NAME", 1).section("--file", 0, 0);
        const QSet<QString> names = [&] {
            QSet<QString> words;
            for (const QString& word : listed.split(QRegularExpression("[\\s,:]+"), Qt::SkipEmptyParts))
                words.insert(word);
            return words;
        }();
        int solved = 0;
        for (const Preset& preset : Catalogue::presets()) {
            const QString name = QString::fromUtf8(preset.name.data(), qsizetype(preset.name.size()));
            const Run solve = run("solve --node-limit 20000 --preset " + name);
            const bool takes = solve.status == 0 || solve.status == exit_status::kStoppedAtLimit;
            QVERIFY2(takes == names.contains(name), qPrintable(name + ": " + QString::fromStdString(solve.err)));
            solved += takes;
        }
        QCOMPARE(solved, 7);
        for (const char* refused : {"--tree (1,2)", "--random 2,2,1", "--pig 1,2,0"}) {
            const Run solve = run(QString("solve ") + refused);
            QCOMPARE(solve.status, exit_status::kRefused);
            QVERIFY2(solve.err.ends_with("does not apply to solve"), solve.err.c_str());
            QVERIFY(help.out.find(QString(refused).section(' ', 0, 0).toStdString() + " ") == std::string::npos);
        }
    }

    /// A preset or tree file that is a position of a game with a solver is solved as that position.
    void solveTakesPresetsThatArePositions()
    {
        const Run block = run("solve --preset ttt-block");
        QCOMPARE(block.status, 0);
        QVERIFY2(block.out.find("score: 0 (a draw)") != std::string::npos
                && block.out.find("best move: 7\n") != std::string::npos,
            block.out.c_str());
        const Run horizon = run("solve --preset c4-horizon --format json");
        QCOMPARE(horizon.status, 0);
        const auto o = nlohmann::json::parse(horizon.out);
        QCOMPARE(o["columns"][3].get<int>(), 8); // 4 wins, as the lesson's last stop says
        QCOMPARE(o["columns"][5].get<int>(), -3); // 6, the horizon's choice, loses
        QCOMPARE(o["best_move"].get<std::string>(), std::string("4"));
    }

    /// lab gives up at a limit on the positions entered in all, or on its time, with the rows it
    /// finished and a message of how far it got.
    void labGivesUpAtItsLimitsWithTheRowsFinished()
    {
        const Run counted = run("lab --ttt ......... --node-limit 600000");
        QCOMPARE(counted.status, exit_status::kStoppedAtLimit);
        QVERIFY2(counted.err.find("the lab stopped at the node limit of 600,000 positions after 2 of 12 "
                                  "configurations, 600,000 positions, ")
                != std::string::npos,
            counted.err.c_str());
        QVERIFY2(counted.out.find("Negamax alpha-beta ") != std::string::npos
                && counted.out.find("iterative") == std::string::npos,
            counted.out.c_str());
        QElapsedTimer clock;
        clock.start();
        const Run timed = run("lab --connect4 4 --depth 14 --time-limit 300 --format json");
        QCOMPARE(timed.status, exit_status::kStoppedAtLimit);
        QVERIFY2(timed.err.find("the lab stopped at the time limit of 300 ms after 0 of 12 configurations, ")
                != std::string::npos,
            timed.err.c_str());
        QCOMPARE(nlohmann::json::parse(timed.out).size(), std::size_t(0));
        QVERIFY2(clock.elapsed() < 10'000, qPrintable(QString::number(clock.elapsed())));
    }

    void longCommandsStopOnCtrlC_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("progress");
        QTest::addColumn<QString>("stopped");
        QTest::newRow("solve") << QStringList{"solve", "--connect4", ""} << "\rsolving: "
                               << "\r\033[Kgametree-lab: solve stopped after ";
        QTest::newRow("lab") << QStringList{"lab", "--connect4", "", "--depth", "14"} << "\rlab: "
                             << "\r\033[Kgametree-lab: lab stopped after 0 of 12 configurations, ";
    }

    /// On a terminal, solve and lab write their progress in place on the standard error, and
    /// Ctrl-C stops them with a message of how far they got and the status 130, the progress
    /// line cleared.
    void longCommandsStopOnCtrlC()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, progress);
        QFETCH(QString, stopped);
        const int master = ::posix_openpt(O_RDWR | O_NOCTTY);
        QVERIFY(master >= 0 && ::grantpt(master) == 0 && ::unlockpt(master) == 0);
        const int terminal = ::open(::ptsname(master), O_RDWR | O_NOCTTY);
        QVERIFY(terminal >= 0);
        posix_spawn_file_actions_t files;
        posix_spawn_file_actions_init(&files);
        posix_spawn_file_actions_adddup2(&files, terminal, STDERR_FILENO);
        posix_spawn_file_actions_addopen(&files, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
        posix_spawn_file_actions_addclose(&files, master);
        char program[] = GTL_APP_PATH;
        std::vector<std::string> words{program};
        for (const QString& argument : arguments)
            words.push_back(argument.toStdString());
        std::vector<char*> argv;
        for (std::string& word : words)
            argv.push_back(word.data());
        argv.push_back(nullptr);
        pid_t child = 0;
        QCOMPARE(::posix_spawn(&child, program, &files, nullptr, argv.data(), environ), 0);
        posix_spawn_file_actions_destroy(&files);
        ::close(terminal);
        std::string seen;
        const auto readUntil = [&](const std::string& what) {
            while (seen.find(what) == std::string::npos) {
                pollfd ready{master, POLLIN, 0};
                char buffer[512];
                const ssize_t got = ::poll(&ready, 1, 60'000) == 1 ? ::read(master, buffer, sizeof buffer) : -1;
                if (got <= 0)
                    return false; // the child closed the terminal (EIO), or nothing came
                seen.append(buffer, std::size_t(got));
            }
            return true;
        };
        QVERIFY2(readUntil(" positions, "), seen.c_str());
        QVERIFY2(seen.starts_with(progress.toStdString()), seen.c_str());
        QCOMPARE(::kill(child, SIGINT), 0);
        QVERIFY2(readUntil(stopped.toStdString()) && readUntil("\n"), seen.c_str());
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child);
        ::close(master);
        QVERIFY(WIFEXITED(status));
        QCOMPARE(WEXITSTATUS(status), exit_status::kInterrupted);
        QVERIFY2(seen.find(" s; ") != std::string::npos, seen.c_str());
    }

    /// A lesson whose stop lies past the end of its run is refused, not opened at the last step.
    void aLessonStopPastTheEndIsRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("late.gtree.json");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"J({"format": "gametree-lab-tree", "version": 2, "tree": "((3, 12, 8), (2, 4, 6), (14, 5, 2))",
            "notes": {"algorithm": "alphabeta", "fail_hard": false,
            "stops": [{"step": 2, "text": "here"}, {"step": 9999, "text": "past the end"}]}})J");
        file.close();
        QProcess app;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("QT_QPA_PLATFORM", "offscreen");
        app.setProcessEnvironment(env);
        app.start(GTL_APP_PATH, {"--lesson", path, "--screenshot", dir.filePath("late.png")});
        QVERIFY(app.waitForFinished(60000));
        QCOMPARE(app.exitCode(), exit_status::kCannotReadOrWrite);
        const QString error = QString::fromUtf8(app.readAllStandardError());
        QVERIFY2(error.contains("stop 2 of 2 is at step 9999, but its run has only"), qPrintable(error));
        QVERIFY(!QFile::exists(dir.filePath("late.png")));
    }

    void aConnect4TraceHoldsOnlyTheGrownTree()
    {
        const Run r = run("trace --connect4 4453 --algorithm negamax-alphabeta --depth 3 --format json");
        QCOMPARE(r.status, 0);
        const auto o = nlohmann::json::parse(r.out);
        QVERIFY(o["nodes"].get<int>() <= 1 + 7 + 49 + 343);
        QVERIFY(o["nodes"].get<int>() > 8);
    }

    void filesAreCheckedBeforeTheyAreRead()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath("pipe");
        QVERIFY(::mkfifo(fifo.toLocal8Bit().constData(), 0600) == 0);
        const QString big = dir.filePath("big.txt");
        QFile file(big);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.resize(qint64(1) << 30)); // sparse: costs no disk
        file.close();
        QElapsedTimer timer;
        timer.start();
        const std::pair<QString, QString> cases[] = {{fifo, "is not a regular file"}, {big, "larger than 64 MB"},
            {"/dev/zero", "is not a regular file"}, {dir.path(), "is a folder"}};
        for (const auto& [path, message] : cases) {
            const Run r = run("tree --file " + path);
            QCOMPARE(r.status, 1);
            QVERIFY2(QString::fromStdString(r.err).contains(message), r.err.c_str());
        }
        QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed()))); // refused before reading
        // A socket is refused by what it is, before it is opened (opening one fails otherwise).
        const QByteArray socketPath = QFile::encodeName(dir.filePath("socket"));
        const int listening = ::socket(AF_UNIX, SOCK_STREAM, 0);
        sockaddr_un address{};
        address.sun_family = AF_UNIX;
        std::strncpy(address.sun_path, socketPath.constData(), sizeof address.sun_path - 1);
        QVERIFY(::bind(listening, reinterpret_cast<const sockaddr*>(&address), sizeof address) == 0);
        const Run socket = run("tree --file " + dir.filePath("socket"));
        ::close(listening);
        ::unlink(socketPath.constData());
        QCOMPARE(socket.status, 1);
        QVERIFY2(socket.err.find("is not a regular file (a device, pipe or socket)") != std::string::npos,
            socket.err.c_str());
        // A file whose size the system gives as 0 is read for what it holds.
        const Run proc = run("tree --file /proc/self/status");
        QCOMPARE(proc.status, 1);
        QVERIFY2(proc.err.find("the text is empty") == std::string::npos, proc.err.c_str());
        QVERIFY2(proc.err.find("/proc/self/status: line 1, column ") != std::string::npos, proc.err.c_str());
        // A tree file is known by its name whatever its case.
        const QString upper = dir.filePath("LESSON.GTREE.JSON");
        QFile lesson(upper);
        QVERIFY(lesson.open(QIODevice::WriteOnly));
        lesson.write(R"J({"format": "gametree-lab-tree", "version": 1, "title": "Upper", "tree": "(1,2)"})J");
        lesson.close();
        const Run r = run("tree --file " + upper + " --format json");
        QCOMPARE(r.status, 0);
        QVERIFY2(r.out.find("\"Upper\"") != std::string::npos, r.out.c_str());
        // A file name that is not UTF-8 becomes a printable title, and the JSON stays valid.
        const QByteArray oddName = QFile::encodeName(dir.path()) + "/odd\xff.txt";
        std::ofstream(oddName.toStdString()) << "(1,2)";
        std::string error;
        const auto cl = CommandLine::parse({"tree", "--file", oddName.toStdString(), "--format", "json"}, error);
        QVERIFY(cl);
        std::ostringstream out;
        std::ostringstream err;
        QCOMPARE(HeadlessCommands::run(*cl, out, err), 0);
        QVERIFY2(out.str().find("odd\\\\xFF.txt") != std::string::npos, out.str().c_str());
    }

    void deepTracesStayLinear()
    {
        // Every step of a 10,000-level chain names its node without repeating its whole path.
        const QString chain = QString(10'000, '(') + "1" + QString(10'000, ')');
        for (const char* format : {"text", "json", "csv"}) {
            const Run r = run(QString("trace --tree %1 --format %2").arg(chain, format));
            QCOMPARE(r.status, 0);
            QVERIFY2(r.out.size() < 8'000'000, std::to_string(r.out.size()).c_str());
            QVERIFY(r.out.find("…/") != std::string::npos);
        }
        const Run small = run("trace --preset mixed");
        QVERIFY(small.out.find("B/1/1") != std::string::npos); // short paths are written in full
    }

    void traceStepsTheEnhancements()
    {
        // The textbook engine's figure, traced on the tree: centre first, the table, iterative.
        const Run r = run("trace --ttt ......... --algorithm negamax-alphabeta --depth 9 --scoring fast-wins "
                          "--order centre-first --tt --iterative --summary --format json");
        QCOMPARE(r.status, 0);
        const auto json = nlohmann::json::parse(r.out);
        QCOMPARE(json["enters"].get<int>(), 4'814);
        QCOMPARE(json["best_move"].get<std::string>(), std::string("5"));
        QVERIFY(json["table_hits"].get<int>() > 0);
        // A table hit on a tree whose first and last moves are one position, in words.
        const Run hit = run("trace --tree \"(A:(3,12,8)~p, B:(2,4,6), C:(3,12,8)~p)\" --tt");
        QCOMPARE(hit.status, 0);
        QVERIFY2(hit.out.find("probe   C           exact: = 3 to depth 1") != std::string::npos, hit.out.c_str());
        const Run pvs = run("trace --random 3,4,7 --algorithm negamax-alphabeta --pvs --format csv");
        QCOMPARE(pvs.status, 0);
        QVERIFY(pvs.out.find(",research,") != std::string::npos);
    }

    void labPrintsTheTable()
    {
        const Run text = run("lab --ttt .........");
        QCOMPARE(text.status, 0);
        // The textbook engine's figures: alpha-beta in numeric order, then centre first with
        // the table and iterative deepening.
        QVERIFY2(text.out.find("20,866") != std::string::npos, text.out.c_str());
        QVERIFY(text.out.find("4,814") != std::string::npos);
        const Run json = run("lab --ttt ......... --depth 4 --scoring plain --format json");
        QCOMPARE(json.status, 0);
        const QJsonArray rows = QJsonDocument::fromJson(QByteArray::fromStdString(json.out)).array();
        QVERIFY(rows.size() >= 12);
        for (const QJsonValue& row : rows) {
            QCOMPARE(row["depth"].toInt(), 4);
            QCOMPARE(row["value"].toInt(), rows.first()["value"].toInt()); // enhancements never change results
        }
        const Run tree = run("lab --preset mixed --format csv");
        QCOMPARE(tree.status, 0);
        QVERIFY(tree.out.starts_with("configuration,depth,enters"));
        QVERIFY(tree.out.find(",6,C,") != std::string::npos); // value 6 through C, as every search finds
    }

    void traceJsonHasTheFigures()
    {
        const Run r = run("trace --preset mixed --format json");
        QCOMPARE(r.status, 0);
        const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(r.out));
        QVERIFY(doc.isObject());
        const QJsonObject o = doc.object();
        QCOMPARE(o["algorithm"].toString(), QString("alphabeta"));
        QCOMPARE(o["value"].toInt(), 6);
        QCOMPARE(o["best_move"].toString(), QString("C"));
        QCOMPARE(o["nodes"].toInt(), 22);
        QCOMPARE(o["visited"].toInt(), 18);
        QCOMPARE(o["enters"].toInt(), 18); // one entry per node of a tree built in advance
        QCOMPARE(o["pruned"].toInt(), 4);
        QCOMPARE(o["leaves_evaluated"].toInt(), 9);
        QCOMPARE(o["cutoffs"].toInt(), 2);
        const QJsonArray events = o["events"].toArray();
        QCOMPARE(events.size(), o["steps"].toInt());
        const QJsonObject first = events.first().toObject();
        QCOMPARE(first["step"].toInt(), 1);
        QCOMPARE(first["kind"].toString(), QString("enter"));
        QCOMPARE(first["alpha"].toString(), QString("-inf"));
        QVERIFY(run("trace --preset mixed --format json --summary").out.find("events") == std::string::npos);
    }

    void traceOtherFormats()
    {
        const Run text = run("trace --preset textbook --algorithm minimax");
        QCOMPARE(text.status, 0);
        QVERIFY(text.out.find("Minimax on 13 nodes") != std::string::npos);
        QVERIFY(text.out.find("value 3, best move A") != std::string::npos);
        const Run csv = run("trace --preset ttt-block --format csv --summary");
        QCOMPARE(csv.status, 0);
        QVERIFY(csv.out.find("alphabeta,false,0,7,14,10,4,4,2,") != std::string::npos);
        const Run hard = run("trace --preset textbook --fail-hard --format csv");
        QVERIFY(hard.out.find("return,2,B,,,3,") != std::string::npos);
        const Run random = run("trace --random 3,3,4711 --summary");
        QCOMPARE(random.status, 0);
        QCOMPARE(run("trace --random 3,3,4711 --summary").out, random.out);
    }

    void treeAndPresets()
    {
        const Run tree = run("tree --preset textbook");
        QCOMPARE(tree.status, 0);
        QCOMPARE(tree.out, std::string("((3, 12, 8), (2, 4, 6), (14, 5, 2))\n"));
        QCOMPARE(run("tree --tree \"(A:1, B:(2 3))\"").out, std::string("(1, (2, 3))\n"));
        const Run presets = run("presets");
        for (const char* name : {"mixed", "best-first", "worst-first", "ttt-block", "textbook"})
            QVERIFY(presets.out.find(name) != std::string::npos);
        QVERIFY(run("--help").out.find("--algorithm") != std::string::npos);
    }

    /// --order, --scoring and --evaluation take a choice by the name its game gives it, which
    /// the help lists per game; a name the source's game lacks is refused with exit status 2.
    void gamesChoicesAreTakenByName()
    {
        std::string help = run("trace --help").out;
        // The help wraps its lines: read it as one.
        for (std::size_t at = help.find("\n"); at != std::string::npos; at = help.find("\n"))
            help.replace(at, std::min(help.find_first_not_of(' ', at + 1), help.size()) - at, " ");
        QVERIFY2(help.find("one its game offers (tic-tac-toe: centre-first; Connect Four: centre-first)")
                != std::string::npos,
            help.c_str());
        QVERIFY(help.find("(tic-tac-toe: fast-wins)") != std::string::npos);
        QVERIFY(help.find("--evaluation own|NAME") != std::string::npos);
        const Run named = run("trace --ttt ......... --depth 3 --order centre-first --scoring fast-wins --evaluation "
                              "own --summary --format json");
        QCOMPARE(named.status, 0);
        QVERIFY2(named.out.find("\"search\": \"Alpha-beta, depth 3, fast wins, centre first\"") != std::string::npos,
            named.out.c_str());
        const std::pair<const char*, const char*> refused[] = {
            {"trace --ttt ......... --order x", "--order: tic-tac-toe has no order 'x'; its orders: centre-first"},
            {"lab --ttt ......... --scoring x", "--scoring: tic-tac-toe has no scoring 'x'; its scorings: fast-wins"},
            {"trace --preset mixed --scoring fast-wins", "--scoring: this tree has no scoring 'fast-wins'"},
            {"trace --ttt ......... --depth 2 --evaluation weighted", "tic-tac-toe has no evaluation 'weighted'"}};
        for (const auto& [line, message] : refused) {
            const Run r = run(line);
            QCOMPARE(r.status, 2);
            QVERIFY2(r.err.find(message) != std::string::npos, r.err.c_str());
        }
        // The game's own choice by its word, and the words the options took before.
        QCOMPARE(run("trace --ttt XXOOOX... --order tree --scoring plain --summary").status, 0);
        QCOMPARE(run("trace --ttt XXOOOX... --order numeric --summary").status, 0);
    }

    /// --time-limit and --node-limit stop iterative deepening; without it they are refused,
    /// and the summary says which depth completed and which was interrupted.
    void limitsStopIterativeDeepening()
    {
        const Run refused = run("trace --ttt ......... --depth 9 --time-limit 500 --summary");
        QCOMPARE(refused.status, 2);
        QVERIFY2(refused.err.find("a time limit needs iterative deepening") != std::string::npos, refused.err.c_str());
        const Run limited = run("trace --ttt ......... --depth 9 --iterative --tt --node-limit 2000 --summary");
        QCOMPARE(limited.status, 0);
        QVERIFY2(
            limited.out.find("interrupted by the limit of 2,000 positions") != std::string::npos, limited.out.c_str());
        const Run json
            = run("trace --ttt ......... --depth 9 --iterative --time-limit 3600000 --summary --format json");
        QCOMPARE(json.status, 0);
        QVERIFY2(json.out.find("\"completed_depth\": 9, \"interrupted_depth\": null") != std::string::npos,
            json.out.c_str());
        const Run traced = run("trace --ttt XO....... --depth 6 --iterative --node-limit 300");
        QCOMPARE(traced.status, 0);
        QVERIFY2(traced.out.find("interrupted after 300 positions: the answer is depth") != std::string::npos,
            traced.out.c_str());
    }

    void helpDescribesEachCommandUnderItsName()
    {
        const std::string help = run("--help").out;
        const auto describedAs = [&](const std::string& command) {
            const std::size_t at = help.find("\n  " + command + " ");
            if (at == std::string::npos)
                return std::string();
            const std::size_t line = help.find_first_not_of(' ', at + 3 + command.size());
            return help.substr(line, help.find('\n', line) - line);
        };
        QCOMPARE(describedAs("presets"), std::string("List the preset trees."));
        // Every preset is named where --preset is described.
        const std::size_t from = help.find("--preset NAME");
        const std::string presetHelp = help.substr(from, help.find("--tree TEXT") - from);
        for (const Preset& preset : Catalogue::presets())
            QVERIFY2(presetHelp.find(std::string(preset.name)) != std::string::npos, preset.name.data());
        QCOMPARE(describedAs("lessons"), std::string("List the built-in lessons: guided tours with a"));
        // A command's help has its own options, generated from the same declarations.
        const std::string trace = run("trace --help").out;
        QVERIFY2(trace.find("Usage: gametree-lab trace [OPTIONS]") != std::string::npos, trace.c_str());
        QVERIFY(trace.find("--summary") != std::string::npos && trace.find("--screenshot") == std::string::npos);
        QCOMPARE(run("help").out, help);
        // help COMMAND prints what COMMAND --help does.
        const Run helpOfTrace = run("help trace");
        QCOMPARE(helpOfTrace.status, 0);
        QCOMPARE(helpOfTrace.out, trace);
    }

    /// Every row of the settings table is an option of trace, in its help, and what it is
    /// given there reaches the search: a row added to the table is demanded here too.
    void everySettingIsAnOptionOfTrace()
    {
        const std::string help = run("trace --help").out;
        for (const EnhancementSetting& setting : kEnhancementSettings) {
            const std::string option(setting.option);
            QVERIFY2(help.find("  " + option + " ") != std::string::npos
                    || help.find(", " + option + " ") != std::string::npos
                    || help.find("  " + option + "\n") != std::string::npos,
                option.c_str());
            // Connect Four names a choice of every kind besides its own.
            QString line = "trace --connect4 '' --depth 3 --tt --tt-size 64 --iterative ";
            const std::string_view needed = test::optionOfNeededSwitch(setting);
            if (const QString switchOn = QString::fromUtf8(needed.data(), qsizetype(needed.size()));
                !needed.empty() && !line.contains(switchOn + " "))
                line += switchOn + " ";
            line += QString::fromStdString(option);
            using Type = EnhancementSetting::Type;
            switch (setting.type) {
            case Type::Switch: break;
            case Type::Number: line += " 2"; break;
            case Type::Replacement: line += " depth"; break;
            case Type::Choice: {
                const ChoiceNames choices{Connect4Game()};
                line += " " + QString::fromStdString(choices.written(setting.choice, 1));
                break;
            }
            }
            std::string error;
            const auto parsed = CommandLine::parse(words(line), error);
            QVERIFY2(parsed, qPrintable(line + ": " + QString::fromStdString(error)));
            // A choice is looked up by name once the game is loaded.
            const bool given = setting.type == Type::Choice ? !parsed->choices[std::size_t(setting.choice)].empty()
                                                            : isOn(setting, parsed->search.enhancements);
            QVERIFY2(given, qPrintable(line));
        }
    }

    /// The manual's command-line chapter quotes the help as the program prints it.
    void theManualQuotesTheHelp()
    {
        std::ifstream file(GTL_SOURCE_DIR "/resources/manual/command-line.md");
        const std::string chapter((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
        QVERIFY(!chapter.empty());
        QVERIFY2(chapter.find("```\n" + run("--help").out + "```\n") != std::string::npos,
            "resources/manual/command-line.md differs from gametree-lab --help");
    }

    /// Every link of the README and the manual to a file of the repository finds it, and every
    /// link to a heading finds the heading, as the code host names its anchors.
    void theDocumentsLinksFindTheirTargets()
    {
        const QDir top(GTL_SOURCE_DIR);
        QStringList documents{"README.md"};
        for (const QString& chapter : QDir(top.filePath("resources/manual")).entryList({"*.md"}))
            documents << "resources/manual/" + chapter;
        const auto anchorsOf = [&](const QString& path) {
            QFile file(top.filePath(path));
            file.open(QIODevice::ReadOnly);
            QSet<QString> anchors;
            bool fenced = false;
            for (const QString& line : QString::fromUtf8(file.readAll()).split('\n')) {
                fenced = line.startsWith("```") ? !fenced : fenced;
                const auto heading = QRegularExpression("^#+ (.*)$").match(line);
                if (!fenced && heading.hasMatch()) {
                    QString anchor = heading.captured(1).toLower();
                    anchor.remove(QRegularExpression("[^\\w\\- ]"));
                    anchors << anchor.replace(' ', '-');
                }
            }
            return anchors;
        };
        int links = 0;
        for (const QString& document : documents) {
            QFile file(top.filePath(document));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(file.readAll());
            const QString folder = QFileInfo(document).path();
            for (auto it = QRegularExpression("\\]\\(([^)\\s]+)\\)").globalMatch(text); it.hasNext();) {
                const QString target = it.next().captured(1);
                if (target.startsWith("http"))
                    continue;
                const QString path = target.section('#', 0, 0);
                const QString anchor = target.section('#', 1);
                const QString file = path.isEmpty() ? document : QDir::cleanPath(folder + '/' + path);
                const QString where = document + ": " + target;
                QVERIFY2(QFileInfo::exists(top.filePath(file)), qPrintable(where));
                if (!anchor.isEmpty())
                    QVERIFY2(anchorsOf(file).contains(anchor), qPrintable(where));
                ++links;
            }
        }
        QVERIFY(links > 40);
    }

    /// The man page is written from the table the parser reads: every option any command
    /// declares is described or named there.
    void manPageListsEveryOption()
    {
        const std::string page = ManPage::text();
        QVERIFY(page.starts_with(".TH GAMETREE-LAB 1"));
        const std::vector<std::string> options = ManPage::declaredOptions();
        QVERIFY2(options.size() >= 30, std::to_string(options.size()).c_str());
        for (const std::string& option : options) {
            std::string troff;
            for (char c : option)
                troff += c == '-' ? std::string("\\-") : std::string(1, c);
            QVERIFY2(page.find("\\fB" + troff + "\\fR") != std::string::npos, option.c_str());
        }
        for (const char* command : {"trace", "tree", "lab", "presets", "lessons"})
            QVERIFY2(page.find(std::string(".SS ") + command + "\n") != std::string::npos, command);
    }

    /// Every exit status the man page and the manual state is the one a command ends with in
    /// the case it describes, in the window's commands as in the headless ones, and each kind
    /// of case ends with a status stated for it.
    void theExitStatusesAreTheOnesTheManPageStates()
    {
        const QString page = QString::fromStdString(ManPage::text());
        const QString section = page.section(".SH EXIT STATUS\n", 1).section(".SH ", 0, 0);
        QMap<int, QString> stated;
        const QRegularExpression entry(R"(\.TP\n\.B (\d+)\n([^\n]+)\n)");
        for (const auto& match : entry.globalMatch(section))
            stated.insert(match.captured(1).toInt(), match.captured(2).replace("\\-", "-"));
        QCOMPARE(stated.size(), qsizetype(exit_status::statuses().size()));

        QFile chapter(GTL_SOURCE_DIR "/resources/manual/command-line.md");
        QVERIFY(chapter.open(QIODevice::ReadOnly));
        const QString manual = QString::fromUtf8(chapter.readAll());
        for (auto [status, when] : stated.asKeyValueRange())
            QVERIFY2(manual.contains(QString("| %1 | %2 |\n").arg(status).arg(when)), qPrintable(when));

        QTemporaryDir dir;
        const QString missing = dir.filePath("missing.gtree.json");
        const QString image = dir.filePath("x.png");
        struct Case {
            QStringList arguments;
            int status;
            QString stated; ///< words of the man page's sentence for the status
        };
        const QList<Case> cases{
            {{"presets"}, exit_status::kSuccess, "success"},
            {{"trace", "--file", missing}, exit_status::kCannotReadOrWrite, "a tree"},
            {{"--file", missing, "--export", dir.filePath("x.svg")}, exit_status::kCannotReadOrWrite, "a tree"},
            {{"--tree", "(1, 2", "--screenshot", image}, exit_status::kCannotReadOrWrite, "tree text"},
            {{"trace", "--connect4", "9"}, exit_status::kCannotReadOrWrite, "a position"},
            {{"--preset", "nope", "--screenshot", image}, exit_status::kCannotReadOrWrite, "a preset"},
            {{"--lesson", "nope", "--screenshot", image}, exit_status::kCannotReadOrWrite, "lesson name"},
            {{"--preset", "mixed", "--export", dir.filePath("no/such/folder.svg")}, exit_status::kCannotReadOrWrite,
                "an output cannot be written"},
            {{"--bogus"}, exit_status::kRefused, "an unknown command or option"},
            {{"frobnicate"}, exit_status::kRefused, "an unknown command"},
            {{"help", "frobnicate"}, exit_status::kRefused, "an unknown command"},
            {{"trace", "--preset", "mixed", "--depth", "0"}, exit_status::kRefused, "a value out of range"},
            {{"--preset", "mixed", "--step", "9999", "--screenshot", image}, exit_status::kRefused,
                "a value out of range"},
            {{"--screenshot", image, "--export", dir.filePath("x.svg")}, exit_status::kRefused,
                "options that do not go together"},
            {{"trace", "--preset", "aima-chance", "--algorithm", "alphabeta"}, exit_status::kRefused,
                "a search the tree does not take"},
            {{"--preset", "aima-chance", "--algorithm", "alphabeta", "--screenshot", image}, exit_status::kRefused,
                "a search the tree does not take"},
            {{"trace", "--connect4", "4", "--depth", "7", "--algorithm", "minimax"}, exit_status::kRefused,
                "more steps than the command prints"},
            {{"solve", "--connect4", "4", "--time-limit", "1"}, exit_status::kStoppedAtLimit, "--time-limit"},
            {{"lab", "--ttt", ".........", "--node-limit", "1000"}, exit_status::kStoppedAtLimit, "--node-limit"},
        };
        QSet<int> seen{exit_status::kInterrupted}; // longCommandsStopOnCtrlC sends Ctrl-C
        for (const Case& c : cases) {
            QProcess app;
            QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
            environment.insert("QT_QPA_PLATFORM", "offscreen");
            app.setProcessEnvironment(environment);
            app.start(GTL_APP_PATH, c.arguments);
            QVERIFY(app.waitForFinished(60000));
            const QString what = c.arguments.join(' ') + ": " + QString::fromUtf8(app.readAllStandardError());
            QVERIFY2(app.exitCode() == c.status, qPrintable(QString::number(app.exitCode()) + " from " + what));
            QVERIFY2(stated.value(c.status).contains(c.stated), qPrintable(what));
            seen.insert(c.status);
        }
        QCOMPARE(seen, QSet<int>(stated.keyBegin(), stated.keyEnd()));
        QVERIFY(stated.value(exit_status::kInterrupted).contains("Ctrl-C"));
    }

    /// bash completes what the option table declares: the commands, each command's own
    /// options, the values an option takes, file names where a file is asked for.
    void bashCompletesFromTheOptionTable()
    {
        QTemporaryDir dir;
        const QString script = dir.filePath("gametree-lab");
        QFile file(script);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(Completion::bashScript()));
        file.close();
        QFile(dir.filePath("lesson.gtree.json")).open(QIODevice::WriteOnly);
        // The words bash offers after @p line, as bash calls the function on Tab.
        const auto offered = [&](const QString& line) {
            QStringList words = QProcess::splitCommand(line);
            if (line.endsWith(' '))
                words << QString();
            QString quoted;
            for (const QString& word : words)
                quoted += " '" + word + "'";
            QProcess bash;
            bash.start("bash",
                {"-c",
                    QString("source '%1'; COMP_WORDS=(%2); COMP_CWORD=%3; _gametree_lab; "
                            "printf '%s\\n' \"${COMPREPLY[@]}\"")
                        .arg(script, quoted)
                        .arg(words.size() - 1)});
            bash.waitForFinished();
            return QString::fromUtf8(bash.readAllStandardOutput()).split('\n', Qt::SkipEmptyParts);
        };
        QCOMPARE(offered("gametree-lab so"), QStringList{"solve"});
        QCOMPARE(offered("gametree-lab help tr"), (QStringList{"trace", "tree"}));
        QCOMPARE(offered("gametree-lab trace --format "), (QStringList{"text", "json", "csv"}));
        QCOMPARE(offered("gametree-lab trace --algorithm negamax"), (QStringList{"negamax", "negamax-alphabeta"}));
        QCOMPARE(offered("gametree-lab solve --preset c4-h"), QStringList{"c4-horizon"});
        QVERIFY(offered("gametree-lab trace --preset ").contains("mixed"));
        QVERIFY(!offered("gametree-lab solve --preset ").contains("mixed"));
        QCOMPARE(offered("gametree-lab --lesson alphab"), QStringList{"alphabeta"});
        QCOMPARE(
            offered("gametree-lab --lesson " + dir.path() + "/les"), QStringList{dir.filePath("lesson.gtree.json")});
        QCOMPARE(offered("gametree-lab " + dir.path() + "/les"), QStringList{dir.filePath("lesson.gtree.json")});
        QCOMPARE(offered("gametree-lab trace --depth "), QStringList{});
        QCOMPARE(offered("gametree-lab trace --summary --fo"), QStringList{"--format"}); // a flag takes no value
        QCOMPARE(offered("gametree-lab solve --tr"), QStringList{});
        QVERIFY(offered("gametree-lab trace --").contains("--summary"));
        QVERIFY(!offered("gametree-lab --").contains("--summary"));
        for (const auto& [command, options] : {std::pair{"trace", "trace --"}, {"solve", "solve --"}, {"", "--"}}) {
            CommandLine unused;
            OptionTable table(unused);
            CLI::App* app = *command ? table.app().get_subcommand(command) : &table.app();
            const QStringList all = offered(QString("gametree-lab ") + options);
            for (const CLI::Option* option : app->get_options()) {
                for (const std::string& name : option->get_lnames())
                    QVERIFY2(all.contains(QString::fromStdString("--" + name)), name.c_str());
            }
        }
    }

    void everyGameOpensFromItsOption()
    {
        for (const GameKind* game : GameRegistry::games()) {
            const GameKind::Names& names = game->names();
            std::string error;
            const auto cl = CommandLine::parse({"tree", std::string(names.option), std::string(names.example)}, error);
            QVERIFY2(cl, error.c_str());
            QCOMPARE(cl->source.kind, TreeSource::Kind::Game);
            QCOMPARE(cl->source.game, game);
            const Run json = run(QString("tree %1 %2 --format json").arg(names.option.data(), names.example.data()));
            if (!game->treeIsWhole()) { // its tree is grown by a search to a depth, never written whole
                QVERIFY(json.err.find("too big to search to the end") != std::string::npos);
                continue;
            }
            QCOMPARE(json.status, 0);
            const QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(json.out)).object();
            QCOMPARE(o[names.fileMember.data()].toString(), QString(names.example.data()));
            QCOMPARE(o["title"].toString(), QString("%1 %2").arg(names.title.data(), names.example.data()));
        }
    }

    void aGrowingSearchLoadsOnlyTheRoot()
    {
        // A search to a depth grows its own tree from the position: the game tree need not be
        // built first, and the trace is the same as over the whole tree.
        for (const GameKind* game : GameRegistry::games()) {
            const TreeSource source = TreeSource::position(*game, std::string(game->names().example));
            const auto root = source.load(TreeSource::Extent::RootOnly);
            const auto whole = source.load();
            QVERIFY(root && whole);
            QCOMPARE(root->tree->size(), NodeId(1));
            QCOMPARE(root->title, whole->title);
            SearchOptions options;
            options.enhancements.depth = 1;
            QVERIFY(Search::growsTree(*root->tree, options));
            const Trace grown = Search::run(*root->tree, options);
            const Trace reference = Search::run(*whole->tree, options);
            QCOMPARE(grown.grownTree->size(), reference.grownTree->size());
            QCOMPARE(TraceExport::text(*grown.grownTree, grown, false),
                TraceExport::text(*reference.grownTree, reference, false));
        }
        // X's first move made: one root loaded, O's eight replies grown below it.
        const auto board
            = TreeSource::position(*GameRegistry::find("tic-tac-toe"), "X........").load(TreeSource::Extent::RootOnly);
        QVERIFY(board);
        QCOMPARE(board->tree->size(), NodeId(1));
        SearchOptions firstMoves;
        firstMoves.enhancements.depth = 1;
        QCOMPARE(Search::run(*board->tree, firstMoves).grownTree->size(), NodeId(9));
    }

    void treeAsFile()
    {
        const Run json = run("tree --preset textbook --format json");
        QCOMPARE(json.status, 0);
        const QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(json.out)).object();
        QCOMPARE(o["format"].toString(), QString("gametree-lab-tree"));
        QCOMPARE(o["version"].toInt(), 1);
        QCOMPARE(o["title"].toString(), QString("Textbook two-ply"));
        QVERIFY(o["description"].toString().size() > 50);
        QCOMPARE(o["tree"].toString(), QString("((3, 12, 8), (2, 4, 6), (14, 5, 2))"));
        // A file's description goes through unchanged.
        const Run again = run("tree --format json --file " GTL_SOURCE_DIR "/resources/examples/textbook.gtree.json");
        QCOMPARE(again.status, 0);
        QCOMPARE(
            QJsonDocument::fromJson(QByteArray::fromStdString(again.out)).object()["description"], o["description"]);
    }

    void examplesTrace()
    {
        const QDir examples(GTL_SOURCE_DIR "/resources/examples");
        for (const QString& name : examples.entryList({"*.gtree.json"})) {
            const Run r = run("trace --summary --file " + examples.filePath(name));
            QVERIFY2(r.status == 0, r.err.c_str());
        }
        QVERIFY(run("trace --summary --file " GTL_SOURCE_DIR "/resources/examples/mixed.gtree.json")
                    .out.find("visited 18 of 22")
            != std::string::npos);
    }

    void fileSource()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("tree.txt");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("# the textbook tree\n(A:(3,12,8),\n B:(2,4,6),\n C:(14,5,2))\n");
        file.close();
        QCOMPARE(run("trace --summary --file " + path).status, 0);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("(1,\n 2,\n (3,)\n");
        file.close();
        const Run bad = run("trace --file " + path);
        QVERIFY2(bad.err.find("tree.txt: line 3, column 5") != std::string::npos, bad.err.c_str());
        // Text that is not UTF-8 is refused where it starts, and never echoed raw.
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("(A\x80\x80:1, 2)");
        file.close();
        const Run latin = run("trace --file " + path);
        QCOMPARE(latin.status, 1);
        QVERIFY(latin.out.empty());
        QVERIFY2(latin.err.find("tree.txt: line 1, column 3: the byte \\x80 is not UTF-8 text") != std::string::npos,
            latin.err.c_str());
    }

    /// The window process writes what it painted: the canvas, the node the step is about and
    /// every item with its kind, node, text, rectangle and font size; a pane each when comparing.
    void sceneJsonDescribesThePainting()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("scene.json");
        QProcess app;
        app.setProcessEnvironment([] {
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert("QT_QPA_PLATFORM", "offscreen");
            return env;
        }());
        app.start(GTL_APP_PATH, {"--random", "3,4,4711", "--step", "27", "--scene-json", path, "--size", "1280x720"});
        QVERIFY(app.waitForFinished(60000));
        QCOMPARE(app.exitCode(), 0);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject scene = QJsonDocument::fromJson(file.readAll()).object();
        QVERIFY(scene["width"].toInt() > 400 && scene["height"].toInt() > 300);
        QCOMPARE(scene["current"].toString(), QString("A/1/2"));
        QSet<QString> kinds;
        bool cutTag = false;
        for (const QJsonValue& item : scene["items"].toArray()) {
            kinds.insert(item["kind"].toString());
            cutTag = cutTag
                || (item["kind"].toString() == "cutoff" && item["node"].toString() == "A/1/2"
                    && item["text"].toString() == "✂ α≥β\n−6 ≥ −8" && item["font_px"].toInt() >= 11
                    && item["w"].toDouble() > 0);
        }
        QVERIFY(cutTag);
        const QSet<QString> always{"node", "value", "bounds", "cutoff", "label", "glyph"};
        QVERIFY(kinds.contains(always));
        QVERIFY((kinds - always - QSet<QString>{"leader"}).isEmpty()); // a leader where a tag sits apart

        app.start(GTL_APP_PATH, {"--compare", "orderings", "--step", "10", "--scene-json", path});
        QVERIFY(app.waitForFinished(60000));
        QCOMPARE(app.exitCode(), 0);
        file.close();
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonArray panes = QJsonDocument::fromJson(file.readAll()).object()["panes"].toArray();
        QCOMPARE(panes.size(), 3);
        for (const QJsonValue& pane : panes)
            QVERIFY(!pane["items"].toArray().isEmpty());

        // Projected at 720p, the enhancements have as many panes as fit, in the projector's type.
        app.start(GTL_APP_PATH,
            {"--compare", "enhancements", "--projector", "--size", "1280x720", "--step", "20", "--scene-json", path});
        QVERIFY(app.waitForFinished(60000));
        QCOMPARE(app.exitCode(), 0);
        file.close();
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonArray projected = QJsonDocument::fromJson(file.readAll()).object()["panes"].toArray();
        QCOMPARE(projected.size(), 2); // the projector's wider columns leave room for two a row
        for (const QJsonValue& pane : projected) {
            for (const QJsonValue& item : pane["items"].toArray()) {
                if (!item["text"].toString().isEmpty()) // nodes and leader lines have no type
                    QVERIFY2(item["font_px"].toInt() >= 14, qPrintable(item["text"].toString()));
            }
        }
    }

    void lessonsAreListed()
    {
        const Run r = run("lessons");
        QCOMPARE(r.status, 0);
        const QString out = QString::fromStdString(r.out);
        for (const char* name :
            {"minimax", "alphabeta", "best-first", "worst-first", "ttt-block", "fail-hard", "negamax"})
            QVERIFY2(out.contains(QString("\n%1 ").arg(name)) || out.startsWith(QString("%1 ").arg(name)), name);
        QVERIFY(out.contains("Alpha-beta on the same tree (5 stops)"));
        // Every title starts in one column, past the longest name.
        const QStringList lines = out.trimmed().split('\n');
        const qsizetype column = lines.front().indexOf("Plain minimax");
        for (const QString& line : lines)
            QVERIFY2(line.at(column - 1) == ' ' && line.at(column) != ' ', qPrintable(line));
    }

    /// The window process opens a lesson and writes its handout.
    void lessonHandoutFromTheCommandLine()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("alphabeta.pdf");
        QProcess app;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("QT_QPA_PLATFORM", "offscreen");
        app.setProcessEnvironment(env);
        app.start(GTL_APP_PATH, {"--lesson", "alphabeta", "--handout", path});
        QVERIFY(app.waitForFinished(60000));
        QCOMPARE(app.exitCode(), 0);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5) == "%PDF-");
        app.start(GTL_APP_PATH, {"--lesson", "nope", "--screenshot", dir.filePath("x.png")});
        QVERIFY(app.waitForFinished(60000));
        QCOMPARE(app.exitCode(), exit_status::kCannotReadOrWrite);
        QVERIFY(QString::fromUtf8(app.readAllStandardError()).contains("the lessons are minimax, alphabeta"));
    }

    /// The window, its exports and comparisons take or refuse a tree as trace does, with the
    /// same message, and a finished game is searched to a result with no move.
    void theWindowRefusesAsTraceDoes_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("message");
        const QString wide = "(" + QStringLiteral("1,").repeated(299) + "1)";
        const QString tooBig = "Connect Four is too big to search to the end: give a depth limit";
        const int unreadable = exit_status::kCannotReadOrWrite;
        QTest::newRow("300 moves") << QStringList{"--tree", wide} << unreadable << "would have more than 256 moves";
        QTest::newRow("300 moves exported")
            << QStringList{"--tree", wide, "--export", "@/x.svg"} << unreadable << "would have more than 256 moves";
        QTest::newRow("Connect Four without a depth") << QStringList{"--connect4", "4453"} << 2 << tooBig;
        QTest::newRow("Connect Four exported without a depth")
            << QStringList{"--connect4", "4453", "--export", "@/x.png"} << 2 << tooBig;
        QTest::newRow("compared without a depth")
            << QStringList{"--connect4", "4453", "--compare", "enhancements", "--step", "1"} << 2 << tooBig;
        QTest::newRow("c4-trap without a depth")
            << QStringList{"--preset", "c4-trap", "--compare", "enhancements"} << 2 << tooBig;
        QTest::newRow("lesson's preset taken") << QStringList{"--lesson", "c4-horizon"} << 0 << "";
        QTest::newRow("chance thirds") << QStringList{"--tree", "{0.333333333:1, 0.333333333:2, 0.333333333:3}"} << 2
                                       << "need a common denominator of 1000000000 to the power 1";
        QTest::newRow("random chance tree") << QStringList{"--random",
            "20,4,1,chance"} << 2 << "the outcomes' probabilities have no common denominator up to 1,000,000,000";
        QTest::newRow("Monte Carlo on a won board")
            << QStringList{"--ttt", "XXXOO....", "--algorithm", "mcts"} << 0 << "";
        QTest::newRow("Monte Carlo on a won Connect Four")
            << QStringList{"--connect4", "1212121", "--algorithm", "mcts", "--compare", "exploration"} << 0 << "";
        QTest::newRow("Monte Carlo on a full board")
            << QStringList{"--ttt", "XOXXOOOXX", "--algorithm", "mcts", "--compare", "mcts"} << 0 << "";
    }
    void theWindowRefusesAsTraceDoes()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, status);
        QFETCH(QString, message);
        QTemporaryDir dir;
        arguments.replaceInStrings("@", dir.path());
        if (!arguments.contains("--export"))
            arguments << "--screenshot" << dir.filePath("x.png");
        QProcess app;
        app.start(GTL_APP_PATH, arguments);
        QVERIFY(app.waitForFinished(60000));
        const QString err = QString::fromUtf8(app.readAllStandardError());
        QCOMPARE(app.exitStatus(), QProcess::NormalExit); // no crash
        QVERIFY2(app.exitCode() == status, qPrintable(err));
        QVERIFY2(err.contains(message), qPrintable(err));
    }

    /// Every algorithm answers a finished game with no move, and says why.
    void aFinishedGameIsSearchedToNoMove_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("over");
        QTest::newRow("tic-tac-toe by Monte Carlo") << "trace --ttt XXXOO.... --algorithm mcts --summary"
                                                    << "the game is over: X has won; there is no move to search";
        QTest::newRow("Connect Four by Monte Carlo") << "trace --connect4 1212121 --algorithm mcts"
                                                     << "the game is over: X has won; there is no move to search";
        QTest::newRow("Connect Four by negamax") << "trace --connect4 1212121 --algorithm negamax"
                                                 << "the game is over: X has won; there is no move to search";
        QTest::newRow("a full board by alpha-beta") << "trace --ttt XOXXOOOXX --algorithm alphabeta"
                                                    << "the game is over: it is a draw; there is no move to search";
    }
    void aFinishedGameIsSearchedToNoMove()
    {
        QFETCH(QString, line);
        QFETCH(QString, over);
        const Run r = run(line);
        QVERIFY2(r.status == 0, r.err.c_str());
        QVERIFY2(QString::fromStdString(r.out).contains(over), r.out.c_str());
    }

    void windowOptions()
    {
        std::string error;
        const auto cl
            = CommandLine::parse(words("--preset textbook --step end --screenshot out.png --size 800x600"), error);
        QVERIFY2(cl, error.c_str());
        QCOMPARE(cl->command, CommandLine::Command::Window);
        QCOMPARE(*cl->step, CommandLine::kEndStep);
        QCOMPARE(cl->width, 800);
        QCOMPARE(cl->screenshot, std::string("out.png"));
        QVERIFY(!cl->practice && !cl->projector);
        const auto scene = CommandLine::parse(words("--preset mixed --scene-json s.json --projector"), error);
        QVERIFY2(scene, error.c_str());
        QCOMPARE(scene->sceneJson, std::string("s.json"));
        const auto joined = CommandLine::parse(words("--preset=textbook --size=800 --step=3"), error);
        QVERIFY2(joined, error.c_str());
        QCOMPARE(joined->source.argument, std::string("textbook"));
        QVERIFY(joined->sizeGiven && !joined->heightGiven);
        QCOMPARE(*joined->step, std::size_t(3));
        const auto practice = CommandLine::parse(words("--preset textbook --practice --projector"), error);
        QVERIFY2(practice, error.c_str());
        QVERIFY(practice->practice && practice->projector);
    }
};

QTEST_GUILESS_MAIN(AppTest)
#include "tst_app.moc"
