// SPDX-License-Identifier: GPL-3.0-or-later
// The command line's refusals: every wrong argument gets a message that says what and where,
// and nothing on the output.
#include "tests/app/CommandRun.h"

#include <QtTest>

using gtl::test::run;

class ArgumentsTest : public QObject {
    Q_OBJECT

private slots:
    void badArguments_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown option") << "trace --preset mixed --fast"
                                        << "unknown option '--fast'";
        QTest::newRow("unknown command") << "resolve"
                                         << "unknown command 'resolve'";
        QTest::newRow("missing value") << "trace --preset"
                                       << "--preset: 1 required NAME missing";
        QTest::newRow("two sources") << "trace --preset mixed --tree 3"
                                     << "give only one tree source";
        QTest::newRow("no source") << "trace"
                                   << "give a tree";
        QTest::newRow("bad algorithm") << "trace --preset mixed --algorithm uct"
                                       << "'uct' is not one of";
        QTest::newRow("no iterations") << "trace --preset mixed --algorithm mcts --iterations 0"
                                       << "--iterations: '0' is out of range: it must be between 1 and 1,000,000";
        QTest::newRow("negative exploration") << "trace --preset mixed --algorithm mcts --exploration -1"
                                              << "--exploration: '-1' is not a number from 0 to 100";
        QTest::newRow("mcts to a depth") << "trace --ttt ......... --algorithm mcts --depth 3"
                                         << "Monte Carlo tree search takes --iterations, --seed and --exploration";
        QTest::newRow("mcts on chance") << "trace --tree \"({0.5: 1, 0.5: 2}, 3)\" --algorithm mcts"
                                        << "cannot search a tree with chance nodes";
        QTest::newRow("bad format") << "trace --preset mixed --format xml"
                                    << "'xml' is not one of text, json, csv";
        QTest::newRow("bad step") << "--step -3"
                                  << "--step: '-3' is out of range: it must be between 0 and 16,777,216; or 'end'";
        QTest::newRow("bad size") << "--screenshot a.png --size big"
                                  << "'big' is not WIDTH or WIDTHxHEIGHT";
        QTest::newRow("to-move without board") << "trace --preset mixed --to-move X"
                                               << "--to-move requires --ttt";
        QTest::newRow("bad mover") << "trace --ttt ......... --to-move Y"
                                   << "must be X or O";
        QTest::newRow("screenshot with trace") << "trace --preset mixed --screenshot a.png"
                                               << "--screenshot does not apply to trace";
        QTest::newRow("unknown preset") << "trace --preset nope"
                                        << "no preset called 'nope'";
        QTest::newRow("bad tree text") << "trace --tree (1,,2)"
                                       << "line 1, column 4: missing value";
        QTest::newRow("bad board") << "trace --ttt XXXXXXXXX"
                                   << "X has 9 marks";
        QTest::newRow("missing file") << "trace --file /nonexistent/tree.txt"
                                      << "cannot open the file";
        QTest::newRow("bad random") << "trace --random 3,x"
                                    << "is not a random tree";
        QTest::newRow("random depth not a number")
            << "trace --random 3,x,1"
            << "random tree: the depth of '3,x,1': 'x' is not a whole number (it must be between 0 and 30)";
        QTest::newRow("random seed below zero")
            << "trace --random 3,2,-1"
            << "the seed of '3,2,-1': '-1' is out of range: it must be between 0 and 18,446,744,073,709,551,615";
        QTest::newRow("random values with a space") << "trace --random \"3,2,1,-5, 5\""
                                                    << "the highest value of '3,2,1,-5, 5': ' 5' is not a whole number";
        QTest::newRow("bad compare") << "--compare everything"
                                     << "'everything' is not one of";
        QTest::newRow("compare with trace") << "trace --preset mixed --compare orderings"
                                            << "--compare does not apply to trace";
        QTest::newRow("future file") << "trace --file " GTL_SOURCE_DIR "/tests/app/future.gtree.json"
                                     << "newer Game Tree Lab";
        QTest::newRow("bad export") << "--export tree.gif"
                                    << "must end in .png, .svg, .pdf or .html";
        QTest::newRow("export with screenshot") << "--export a.svg --screenshot b.png"
                                                << "--screenshot excludes --export";
        QTest::newRow("export with trace") << "trace --preset mixed --export a.svg"
                                           << "--export does not apply to trace";
        QTest::newRow("lesson as an image") << "--lesson alphabeta --export a.png"
                                            << "--lesson excludes --export to an image";
        QTest::newRow("practice with trace") << "trace --preset mixed --practice"
                                             << "--practice does not apply to trace";
        QTest::newRow("size with trace") << "trace --preset mixed --size 800x600"
                                         << "--size does not apply to trace";
        QTest::newRow("csv tree") << "tree --preset mixed --format csv"
                                  << "--format: 'csv' is not one of text, json";
        QTest::newRow("summary of a tree") << "tree --preset mixed --summary"
                                           << "--summary does not apply to tree";
        QTest::newRow("algorithm of a tree") << "tree --preset mixed --algorithm minimax"
                                             << "--algorithm does not apply to tree";
        QTest::newRow("fail-hard of a tree") << "tree --preset mixed --fail-hard"
                                             << "--fail-hard does not apply to tree";
        QTest::newRow("summary in the window") << "--preset mixed --summary"
                                               << "--summary does not apply to the window";
        QTest::newRow("presets with a source") << "presets --preset mixed"
                                               << "--preset does not apply to presets";
        QTest::newRow("huge number echoed short") << "trace --tree (" + QString(100000, '9') + ")"
                                                  << "is out of range";
        QTest::newRow("second label") << "trace --tree (A:B:1)"
                                      << "line 1, column 4: a second label 'B:' after 'A:'";
        QTest::newRow("value after blank lines") << "trace --tree \"(A:\n\n   5x)\""
                                                 << "line 3, column 4: '5x' is not a number";
        QTest::newRow("directory") << "trace --file /tmp"
                                   << "is a folder, not a tree file";
        QTest::newRow("device") << "trace --file /dev/zero"
                                << "is not a regular file";
        QTest::newRow("bad to_move") << "trace --ttt ......... --to-move Z"
                                     << "must be X or O";
        QTest::newRow("lab without source") << "lab"
                                            << "give a tree";
        QTest::newRow("lab depth") << "lab --ttt ......... --depth 0"
                                   << "--depth: '0' is out of range: it must be between 1 and 10,000";
        QTest::newRow("lab scoring") << "lab --ttt ......... --scoring soon"
                                     << "--scoring: tic-tac-toe has no scoring 'soon'; its scorings: fast-wins";
        QTest::newRow("lab above the leaves") << "lab --preset mixed --depth 2"
                                              << "A/1 is on the horizon and has moves, but no static evaluation";
        QTest::newRow("horizon without evaluations") << "trace --preset mixed --depth 2"
                                                     << "runs through A/1, which has moves but no static evaluation";
        QTest::newRow("centre first on a tree")
            << "trace --preset mixed --order centre-first"
            << "--order: this tree has no order 'centre-first'; it has only its own";
        QTest::newRow("pvs without alpha-beta") << "trace --preset mixed --algorithm minimax --pvs"
                                                << "need a form of alpha-beta";
        QTest::newRow("table size without table") << "trace --preset mixed --tt-size 8"
                                                  << "a table size needs the transposition table";
        QTest::newRow("bad order") << "trace --ttt ......... --order spiral"
                                   << "--order: tic-tac-toe has no order 'spiral'; its orders: centre-first";
        QTest::newRow("bad evaluation")
            << "trace --ttt ......... --depth 2 --evaluation weighted"
            << "--evaluation: tic-tac-toe has no evaluation 'weighted'; it has only its own";
        QTest::newRow("fast wins on a tree") << "lab --preset mixed --scoring fast-wins"
                                             << "--scoring: this tree has no scoring 'fast-wins'";
        QTest::newRow("bad aspiration") << "trace --ttt ......... --iterative --aspiration 0"
                                        << "--aspiration: '0' is out of range: it must be between 1 and 1,000,000,000";
        QTest::newRow("lab summary") << "lab --preset mixed --summary"
                                     << "--summary does not apply to lab";
        QTest::newRow("handout without lesson") << "--preset mixed --handout h.pdf"
                                                << "--handout requires --lesson";
        QTest::newRow("handout not pdf") << "--lesson alphabeta --handout h.png"
                                         << "must end in .pdf";
        QTest::newRow("lesson with a source") << "--lesson alphabeta --preset textbook"
                                              << "--preset excludes --lesson";
        QTest::newRow("lesson for trace") << "trace --preset mixed --lesson alphabeta"
                                          << "--lesson does not apply to trace";
        QTest::newRow("scene-json with a command") << "trace --preset mixed --scene-json out.json"
                                                   << "--scene-json";
        QTest::newRow("caption without export") << "--preset mixed --caption"
                                                << "--caption requires --export";
        QTest::newRow("window option before a command") << "--preset mixed trace"
                                                        << "--preset is an option of the window";
        QTest::newRow("repeated source") << "trace --preset mixed --preset textbook"
                                         << "--preset: At Most 1 required but received 2";
        QTest::newRow("version of a command") << "trace --preset mixed --version"
                                              << "--version does not apply to trace";
        QTest::newRow("connect4 digit") << "trace --connect4 448 --depth 2"
                                        << "Connect Four position: move 3: '8' is not a column";
        QTest::newRow("connect4 full column") << "trace --connect4 4444444 --depth 2"
                                              << "move 7: column 4 is full";
        QTest::newRow("connect4 after a win") << "tree --connect4 12121213"
                                              << "move 8: the game is over: X connected four with move 7";
        QTest::newRow("connect4 without depth") << "trace --connect4 4453"
                                                << "Connect Four is too big to search to the end";
        QTest::newRow("connect4 expectiminimax without depth")
            << "trace --preset c4-horizon --algorithm expectiminimax"
            << "Connect Four is too big to search to the end: give a depth limit (--depth N, e.g. 4)";
        QTest::newRow("connect4 star1 without depth") << "trace --connect4 4453 --algorithm star1"
                                                      << "Connect Four is too big to search to the end";
        QTest::newRow("connect4 lab without depth")
            << "lab --connect4 4453"
            << "Connect Four is too big to search to the end: give a depth limit (--depth N, e.g. 4)";
        QTest::newRow("connect4 tree without depth")
            << "tree --connect4 4453"
            << "Connect Four is too big to search to the end: give a depth limit (--depth N, e.g. 4), with trace";
        QTest::newRow("300 moves at a node")
            << "trace --tree (" + QStringLiteral("1,").repeated(299) + "1)"
            << "line 1, column 514: one move too many: the position opened at line 1, column 1 would have more "
               "than 256 moves";
        QTest::newRow("chance thirds past the exact range")
            << "trace --tree \"{0.333333333:1, 0.333333333:2, 0.333333333:3}\""
            << "need a common denominator of 1000000000 to the power 1";
        QTest::newRow("random chance tree past the exact range")
            << "trace --random 20,4,1,chance"
            << "the outcomes' probabilities have no common denominator up to 1,000,000,000";
        QTest::newRow("connect4 past the grown tree's limit")
            << "trace --connect4 4453 --algorithm negamax --depth 9"
            << "the search generates more than 4,000,000 positions, too many to keep: give a smaller depth limit or "
               "add the table";
        QTest::newRow("connect4 side") << "trace --connect4 4 --to-move X --depth 2"
                                       << "after 1 moves O is to move, not X";
        QTest::newRow("solve without source")
            << "solve"
            << "give a position: --preset NAME, --file PATH, --ttt BOARD, --connect4 MOVES or --sticks STICKS";
        QTest::newRow("solve a tree of its own")
            << "solve --preset mixed"
            << "solve takes a position of a game with an exact solver (--connect4 MOVES, --ttt BOARD, --sticks STICKS, "
               "or a preset of "
               "one such as c4-horizon or ttt-block); Mixed order is a tree of its own";
        QTest::newRow("solve a game without a solver") << "solve --pig 6,8,0"
                                                       << "--pig does not apply to solve";
        QTest::newRow("solve within a node limit")
            << "solve --connect4 4 --node-limit 1000"
            << "no result within the node limit of 1,000 positions: the solve stopped after 1,000 positions";
        QTest::newRow("solve within a time limit") << "solve --connect4 4 --time-limit 20"
                                                   << "no result within the time limit of 20 ms: the solve stopped";
        QTest::newRow("solve limit not a number") << "solve --connect4 4453 --node-limit 1e6"
                                                  << "--node-limit: '1e6' is not a whole number";
        QTest::newRow("solve csv") << "solve --connect4 4453 --format csv"
                                   << "--format: 'csv' is not one of text, json";
        QTest::newRow("solve depth") << "solve --connect4 4453 --depth 3"
                                     << "--depth does not apply to solve";
        QTest::newRow("solve bad position") << "solve --connect4 4449"
                                            << "Connect Four position: move 4: '9' is not a column";
        QTest::newRow("scene-json with export") << "--preset mixed --export a.png --scene-json b.json"
                                                << "--scene-json excludes --export";
        // An option that only one search or game reads is refused elsewhere, saying what it applies to.
        QTest::newRow("iterations without mcts")
            << "trace --preset mixed --iterations 5"
            << "--iterations applies only to Monte Carlo tree search (--algorithm mcts), not to alphabeta";
        QTest::newRow("seed with minimax") << "trace --preset mixed --algorithm minimax --seed 3"
                                           << "--seed applies only to Monte Carlo tree search";
        QTest::newRow("exploration in the window") << "--preset mixed --exploration 1"
                                                   << "--exploration applies only to Monte Carlo tree search";
        QTest::newRow("exploration compared") << "--preset ttt-block --compare exploration --exploration 1"
                                              << "--exploration does not apply to --compare exploration";
        QTest::newRow("fail-hard with expectiminimax")
            << "trace --preset aima-chance --fail-hard"
            << "--fail-hard applies only to the alpha-beta forms (alphabeta, negamax-alphabeta), which search in a "
               "window, not to expectiminimax, the search of a tree with chance nodes";
        QTest::newRow("fail-hard with star1") << "trace --preset star1-cuts --algorithm star1 --fail-hard"
                                              << "not to star1";
        QTest::newRow("fail-hard with minimax") << "trace --preset mixed --algorithm minimax --fail-hard"
                                                << "--fail-hard applies only to the alpha-beta forms";
        QTest::newRow("fail-hard with mcts") << "trace --preset mixed --algorithm mcts --fail-hard"
                                             << "not to mcts";
        QTest::newRow("pig's sides") << "tree --pig 6,8,0 --to-move O"
                                     << "--to-move O: Pig's sides are A and B";
        QTest::newRow("board's sides") << "tree --ttt ......... --to-move A"
                                       << "--to-move A: Tic-tac-toe's sides are X and O";
        QTest::newRow("evaluation without depth")
            << "trace --connect4 4453 --evaluation weighted-windows"
            << "--evaluation scores the positions at the depth limit: give --depth N as well";
        QTest::newRow("replacement without a size") << "trace --preset mixed --tt --tt-replace depth"
                                                    << "--tt-replace requires --tt-size";
        QTest::newRow("lesson with a search option") << "--lesson alphabeta --tt"
                                                     << "--tt excludes --lesson";
        QTest::newRow("lesson with iterations") << "--lesson mcts-phases --iterations 50"
                                                << "--iterations excludes --lesson";
        // Every number is read alike: what was given, and what is allowed.
        QTest::newRow("iterations not a number")
            << "trace --preset mixed --algorithm mcts --iterations abc"
            << "--iterations: 'abc' is not a whole number (it must be between 1 and 1,000,000)";
        QTest::newRow("iterations with a space") << "trace --preset mixed --algorithm mcts --iterations \"5 \""
                                                 << "--iterations: '5 ' is not a whole number";
        QTest::newRow("iterations too many") << "trace --preset mixed --algorithm mcts --iterations 1000001"
                                             << "'1000001' is out of range: it must be between 1 and 1,000,000";
        QTest::newRow("seed below zero")
            << "trace --preset mixed --algorithm mcts --seed -1"
            << "--seed: '-1' is out of range: it must be between 0 and 18,446,744,073,709,551,615";
        QTest::newRow("seed past 64 bits") << "trace --preset mixed --algorithm mcts --seed 18446744073709551616"
                                           << "--seed: '18446744073709551616' is out of range";
        QTest::newRow("exploration with a comma") << "trace --preset mixed --algorithm mcts --exploration 1,5"
                                                  << "'1,5' is not a number from 0 to 100 (write a decimal point";
        QTest::newRow("exploration with a space") << "trace --preset mixed --algorithm mcts --exploration \" 1\""
                                                  << "' 1' is not a number from 0 to 100";
        QTest::newRow("depth not a number") << "trace --preset mixed --depth abc"
                                            << "--depth: 'abc' is not a whole number (it must be between 1 and 10,000)";
        QTest::newRow("depth negative") << "trace --preset horizon --depth -2"
                                        << "--depth: '-2' is out of range: it must be between 1 and 10,000";
        QTest::newRow("table size not a number")
            << "trace --preset mixed --tt --tt-size x"
            << "--tt-size: 'x' is not a whole number (it must be between 1 and 16,777,216)";
        QTest::newRow("time limit too long")
            << "trace --ttt ......... --depth 2 --iterative --time-limit 3600001"
            << "--time-limit: '3600001' is out of range: it must be between 1 and 3,600,000";
        QTest::newRow("node limit a decimal") << "trace --ttt ......... --depth 2 --iterative --node-limit 1.5"
                                              << "--node-limit: '1.5' is not a whole number";
        QTest::newRow("bounds not a number") << "trace --preset star1-cuts --algorithm star1 --bounds 0,x"
                                             << "--bounds: HIGH 'x' is not a whole number";
        QTest::newRow("step not a number") << "--step 5x"
                                           << "--step: '5x' is not a whole number";
        // The window runs what its boxes show, so it takes no more than they hold.
        QTest::newRow("window iterations")
            << "--preset mixed --algorithm mcts --iterations 1000000"
            << "--iterations 1,000,000: the window records at most 100,000 iterations (trace --summary runs up to "
               "1,000,000)";
        QTest::newRow("window seed") << "--preset mixed --algorithm mcts --seed 3000000000"
                                     << "--seed 3000000000: the window's seeds go from 0 to 2,147,483,647";
        // A match: two engines, an even number of games, a game of two players without dice.
        QTest::newRow("match with one engine") << "match --connect4 4 --engine \"--depth 2\""
                                               << "match needs two engines or more, --engine OPTIONS for each (1 "
                                                  "given)";
        QTest::newRow("round robin of too many")
            << "match --ttt ......... --engine perfect --engine perfect --engine perfect --engine perfect --engine "
               "perfect --engine perfect --engine perfect --engine perfect --engine perfect"
            << "match plays a round robin of up to 8 engines (9 given)";
        QTest::newRow("round robin sprt")
            << "match --ttt ......... --engine perfect --engine perfect --engine perfect --sprt 0,10"
            << "--sprt tests a match of two engines, not 3";
        QTest::newRow("match of an odd count") << "match --ttt ......... --engine perfect --engine perfect --games 7"
                                               << "--games 7: each opening is played twice, the engines' seats "
                                                  "swapped: give an even number";
        QTest::newRow("match of no games") << "match --ttt ......... --engine perfect --engine perfect --games 0"
                                           << "--games";
        QTest::newRow("match on no thread") << "match --ttt ......... --engine perfect --engine perfect --threads 0"
                                            << "--threads";
        QTest::newRow("match engine trace refuses")
            << "match --connect4 4 --engine \"--depth 2 --killers\" --engine \"--depth 2 --evaluation nothing\""
            << "--engine 2 '--depth 2 --evaluation nothing': --evaluation: Connect Four has no evaluation 'nothing'";
        QTest::newRow("match engine without a depth")
            << "match --connect4 4 --engine \"--tt\" --engine perfect"
            << "--engine 1 '--tt': Connect Four is too big to search to the end: give a depth limit";
        QTest::newRow("match a game with dice") << "match --pig 6,8,0 --engine perfect --engine perfect"
                                                << "--pig does not apply to match";
        QTest::newRow("match of three a seat short")
            << "match --sticks 9 --engine \"--algorithm maxn\" --engine \"--algorithm maxn\""
            << "Sticks is a game of 3 players: give one --engine a seat, 3 (2 given)";
        QTest::newRow("match of three uneven")
            << "match --sticks 9 --engine \"--algorithm maxn\" --engine \"--algorithm maxn\" --engine \"--algorithm "
               "paranoid\" --games 10"
            << "--games 10: each opening is played 3 times, the engines rotated through the seats: give a multiple of "
               "3";
        QTest::newRow("match of three with alpha-beta")
            << "match --sticks 9 --engine \"--algorithm maxn\" --engine \"--algorithm alphabeta\" --engine "
               "\"--algorithm maxn\""
            << "--engine 2 '--algorithm alphabeta': Alpha-beta searches a game of two players, MAX and MIN, but Sticks "
               "is a game of 3 players: choose max^n or paranoid";
        QTest::newRow("match of a tree") << "match --preset mixed --engine perfect --engine perfect"
                                         << "Mixed order is not";
        QTest::newRow("match sprt") << "match --ttt ......... --engine perfect --engine perfect --sprt 10,0"
                                    << "--sprt '10,0': write ELO0,ELO1 with ELO0 below ELO1, as 0,10";
        QTest::newRow("match openings plies") << "match --ttt ......... --engine perfect --engine perfect "
                                                 "--random-openings 12,1"
                                              << "tic-tac-toe is over within 12 random moves nearly every time";
        QTest::newRow("help of no command") << "help trcae"
                                            << "help takes one command, not 'trcae' (commands: trace,";
        QTest::newRow("help of two commands") << "help trace tree"
                                              << "help takes one command, not 'tree'";
        QTest::newRow("version and more") << "--version extra"
                                          << "--version is given alone, without 'extra'";
        QTest::newRow("decimal comma") << "trace --tree \"{0,5: 1, 0,5: 2}\""
                                       << "line 1, column 2: '0,5' has a decimal comma: write a probability with a "
                                          "decimal point, as in 0.5";
        QTest::newRow("decimal comma on a later line")
            << "trace --tree \"(a: {0.5: 1, 0.5: 2},\n b: {0,25: 1, 0,75: 2})\""
            << "line 2, column 6: '0,25' has a decimal comma";
    }
    void badArguments()
    {
        QFETCH(QString, line);
        QFETCH(QString, message);
        const gtl::test::CommandRun r = run(line);
        QVERIFY(r.status != 0);
        QVERIFY(r.out.empty());
        QVERIFY2(QString::fromStdString(r.err).contains(message), r.err.c_str());
        QVERIFY2(r.err.size() < 400, r.err.c_str()); // what the user gave is echoed cut short
    }

    /// A path named first, as a file manager passes a double-clicked .gtree.json, opens as
    /// --file opens it, with any options after it; a word that is no path is still refused as a
    /// command.
    void aPathNamedFirstOpensAsFileDoes()
    {
        using gtl::app::CommandLine;
        for (const std::string path : {"/home/teacher/mixed.gtree.json", "lesson.gtree.json", "trees/plain"}) {
            std::string error;
            const auto opened = CommandLine::parse({path, "--projector"}, error);
            QVERIFY2(opened, error.c_str());
            QCOMPARE(opened->command, CommandLine::Command::Window);
            QCOMPARE(opened->source.kind, gtl::TreeSource::Kind::File);
            QCOMPARE(opened->source.argument, path);
            QVERIFY(opened->projector);
        }
        std::string error;
        QVERIFY(!CommandLine::parse({"trcae", "--preset", "mixed"}, error));
        QVERIFY2(error.starts_with("unknown command 'trcae'"), error.c_str());
        QVERIFY(!CommandLine::parse({"a.gtree.json", "--preset", "mixed"}, error));
        QVERIFY2(error.starts_with("give only one tree source"), error.c_str());
    }
};

QTEST_GUILESS_MAIN(ArgumentsTest)
#include "tst_arguments.moc"
