// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of tree text: evaluations, transpositions, the forms it takes, its errors and limits, text that
// is not UTF-8, and parsers fed mangled input.
#include "core/base/Printable.h"
#include "core/content/Catalogue.h"
#include "core/games/TreeGame.h"
#include "core/io/TreeFile.h"
#include "core/io/TreeTextParser.h"
#include "core/io/TreeTextWriter.h"
#include "core/search/GameSearch.h"
#include "core/search/Search.h"
#include "core/tree/EditableTree.h"
#include "core/tree/GameTreeBuilder.h"
#include "core/tree/MoveOrdering.h"
#include "core/tree/RandomTree.h"
#include "tests/support/SearchConfigurations.h"
#include "tests/support/TestTrees.h"

#include <QtTest>

using namespace gtl;
using namespace gtl::test;

class TreeTextTest : public QObject {
    Q_OBJECT

private slots:
    /// Static evaluations of inner nodes: read, kept through edits and reorderings, written.
    void treeTextEvaluations()
    {
        const GameTree tree = parsed("(A:(3, 12, 8)[4], B:(2, (4, 5)[-1], 6) [ 1 ], 7)");
        QCOMPARE(tree.evaluation(1), Value(4));
        QCOMPARE(tree.evaluation(2), Value(1));
        QCOMPARE(tree.evaluation(0), kNoValue);
        QCOMPARE(tree.evaluation(3), kNoValue); // a leaf
        QCOMPARE(toTreeText(tree), std::string("((3, 12, 8)[4], (2, (4, 5)[-1], 6)[1], 7)"));
        QCOMPARE(toTreeText(reorderMoves(tree, MoveOrder::BestFirst, 0)).find("[4]") != std::string::npos, true);
        EditableTree edit(tree);
        edit.setEvaluation(0, 9);
        QCOMPARE(edit.build().evaluation(0), Value(9));
        QVERIFY(!parsed("(1, 2)").hasEvaluations());
    }

    /// Forcing moves: a '!' before a move (and its label) is read, kept through edits and
    /// reorderings, written where it was, and part of what makes two marked nodes one position.
    void treeTextForcingMoves()
    {
        const GameTree tree = parsed("(A:(3, 12)[4], !B:(2, ! x:(5, 9)[7])[1])");
        const NodeId a = 1, b = 2, x = 6;
        QVERIFY(tree.hasForcingMoves());
        QVERIFY(!tree.isForcing(GameTree::root()));
        QVERIFY(!tree.isForcing(a));
        QVERIFY(tree.isForcing(b));
        QCOMPARE(tree.path(x), std::string("B/x"));
        QVERIFY(tree.isForcing(x));
        QVERIFY(!tree.isForcing(tree.firstChild(b)));
        // Searched as written, the tree's game says which moves are forcing.
        QVERIFY(TreeGame(tree).isForcing(GameTree::root(), b));
        QVERIFY(!TreeGame(tree).isForcing(GameTree::root(), a));
        const std::string text = toTreeText(tree);
        QCOMPARE(text, std::string("((3, 12)[4], !(2, !x:(5, 9)[7])[1])"));
        QCOMPARE(toTreeText(parsed(text.c_str())), text);
        QVERIFY(!parsed("(1, (2, 3))").hasForcingMoves());
        // An edit keeps the marks where the moves go, and changes one when asked.
        EditableTree edit(tree);
        std::swap(edit.children(GameTree::root())[0], edit.children(GameTree::root())[1]);
        edit.setForcing(a, true);
        edit.setForcing(b, false);
        QCOMPARE(toTreeText(edit.build()), std::string("((2, !x:(5, 9)[7])[1], !(3, 12)[4])"));
        const std::string reordered = toTreeText(reorderMoves(tree, MoveOrder::WorstFirst, 0));
        QCOMPARE(std::count(reordered.begin(), reordered.end(), '!'), 2);
        // Two nodes marked as one position have the same forcing moves below them.
        QVERIFY(parsed("(A:(1:(!3, 4)~p, 2), B:(1:(!3, 4)~p, 2))").hasTranspositions());
        QVERIFY(!TreeTextParser::parse("(A:(1:(!3, 4)~p, 2), B:(1:(3, 4)~p, 2))"));
    }

    /// Transpositions: nodes marked as one position pair up, with their subtrees; the text
    /// round-trips; an edit that makes them differ parts them.
    void treeTextTranspositions()
    {
        const GameTree tree = parsed("(A:(1:(3, 4)~x, 2:(5, 6)), B:(1:(5, 6), 2:(3, 4) ~x))");
        const NodeId a1 = 3, b2 = 6;
        QCOMPARE(tree.position(b2), a1);
        QCOMPARE(tree.position(tree.firstChild(b2)), tree.firstChild(a1)); // the leaves below pair up
        QCOMPARE(tree.position(a1), a1);
        QCOMPARE(tree.position(4), NodeId(4)); // A/2 and B/1 are alike but not marked
        const std::string text = toTreeText(tree);
        QCOMPARE(text, std::string("(((3, 4)~t1, (5, 6)), ((5, 6), (3, 4)~t1))"));
        QCOMPARE(toTreeText(parsed(text.c_str())), text);
        // Reordering sorts both alike and keeps them one position; an edit of one parts them.
        QVERIFY(reorderMoves(tree, MoveOrder::WorstFirst, 0).hasTranspositions());
        EditableTree edit(tree);
        edit.setValue(tree.firstChild(b2), 9);
        QVERIFY(!edit.build().hasTranspositions());
        // The table answers one from what it learnt at the other.
        SearchOptions options = labOptions(tree.height(), 0);
        options.enhancements.table = true;
        QVERIFY(
            searchCounts(TreeGame(tree), options).tableExact + searchCounts(TreeGame(tree), options).tableBounds > 0);
    }

    void treeTextRoundTrip()
    {
        for (const Preset& preset : Catalogue::presets()) {
            const GameTree tree = preset.build();
            const std::string text = toTreeText(tree);
            const GameTree again = parsed(text.c_str());
            QCOMPARE(toTreeText(again), text);
            QCOMPARE(again.size(), tree.size());
            for (NodeId n = 0; n < tree.size(); ++n) {
                QCOMPARE(again.label(n), tree.label(n));
                QCOMPARE(again.leafValue(n), tree.leafValue(n));
                QCOMPARE(again.childCount(n), tree.childCount(n));
            }
        }
        for (int i = 0; i < 200; ++i) {
            const GameTree tree = buildRandomTree(randomSpec(i));
            const std::string text = toTreeText(tree);
            QCOMPARE(toTreeText(parsed(text.c_str())), text);
        }
        QCOMPARE(toTreeText(presetTree("textbook")), std::string("((3, 12, 8), (2, 4, 6), (14, 5, 2))"));
    }

    void treeTextForms()
    {
        const GameTree tree = parsed("( A:(3 12 8) ,B: (2,4,6)\n C:(14, 5, 2) ) # a comment");
        QCOMPARE(toTreeText(tree), std::string("((3, 12, 8), (2, 4, 6), (14, 5, 2))"));
        const GameTree single = parsed("-7");
        QCOMPARE(single.size(), NodeId(1));
        QCOMPARE(single.leafValue(0), -7);
        const GameTree labelled = parsed("(x:1, y:(q:+2))");
        QCOMPARE(labelled.path(3), std::string("y/q"));
        QCOMPARE(labelled.leafValue(3), 2);
        QCOMPARE(parsed("((1,2),(3,4))").path(5), std::string("B/1"));
        QCOMPARE(defaultMoveLabel(1, 26), std::string("AA"));
        // A move without a label never takes one a sibling was given: paths name one node.
        const GameTree clash = parsed("(B:1, 2, 3, (2:4, 5))");
        QCOMPARE(clash.label(2), std::string_view("E")); // B is taken: the first free past D
        QCOMPARE(clash.label(3), std::string_view("C"));
        QCOMPARE(clash.path(6), std::string("D/3")); // 2 is taken under D
        QCOMPARE(toTreeText(parsed(toTreeText(clash).c_str())), toTreeText(clash));
    }

    void treeTextErrors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty text") << "" << 1 << 1 << "the text is empty";
        QTest::newRow("only a comment") << "  # nothing" << 1 << 12 << "the text is empty";
        QTest::newRow("empty parentheses") << "(1, ())" << 1 << 6 << "empty '()'";
        QTest::newRow("evaluation on a leaf") << "(1[3], 2)" << 1 << 3 << "a leaf is scored by its value";
        QTest::newRow("evaluation not a number") << "((1, 2)[x], 3)" << 1 << 9 << "'x' is not a number";
        QTest::newRow("evaluation empty") << "((1, 2)[], 3)" << 1 << 9 << "expected a number after '['";
        QTest::newRow("evaluation unclosed") << "((1, 2)[4, 3)" << 1 << 10 << "missing ']'";
        QTest::newRow("evaluation out of range") << "((1, 2)[9999999999], 3)" << 1 << 9 << "out of range";
        QTest::newRow("position on a leaf") << "(1~p, 2)" << 1 << 3 << "only inner nodes are marked";
        QTest::newRow("position without a name") << "((1, 2)~, 3)" << 1 << 9 << "expected a name after '~'";
        QTest::newRow("positions that differ") << "(((1, 2)~p, 3), ((1, 5)~p, 3))" << 1 << 25
                                               << "differs from the one of the same name at line 1, column 10";
        QTest::newRow("positions of two sides") << "(((1, 2)~p, 3), (1, 2)~p)" << 1 << 24 << "same side to move";
        QTest::newRow("forcing root") << "!(1, 2)" << 1 << 1 << "the root is not reached by a move";
        QTest::newRow("forcing twice") << "(!!1, 2)" << 1 << 3 << "a second '!'";
        QTest::newRow("forcing outcome") << "{0.5: !1, 0.5: 2}" << 1 << 7 << "nobody's move";
        QTest::newRow("forcing nothing") << "(1, !)" << 1 << 6 << "expected a value or '(' but found ')'";
        QTest::newRow("missing value between commas") << "(1,,2)" << 1 << 4 << "missing value between two commas";
        QTest::newRow("trailing comma") << "(1,2,)" << 1 << 6 << "after ','";
        QTest::newRow("leading comma") << "(,1)" << 1 << 3 << "but found ','";
        QTest::newRow("stray character") << "(1, 2; 3)" << 1 << 6 << "unexpected character ';'";
        QTest::newRow("two moves with one label")
            << "(a:1, b:(x:1,\n  x:2))" << 2 << 3 << "a second move labelled 'x' from the same position";
        QTest::newRow("unicode stray") << "(1, 2 → 3)" << 1 << 7 << "unexpected character '→'";
        QTest::newRow("unclosed") << "((1,2),\n (3,4)" << 2 << 7
                                  << "missing ')' to close the '(' opened at line 1, column 1";
        QTest::newRow("extra closing") << "(1,2))" << 1 << 6 << "unexpected ')'";
        QTest::newRow("two roots") << "(1,2) (3)" << 1 << 7 << "after the end of the tree";
        QTest::newRow("number too large") << "(1, 12345678901)" << 1 << 5 << "out of range";
        QTest::newRow("number beyond limit") << "(1, -1000000001)" << 1 << 5 << "out of range";
        QTest::newRow("word not number") << "(1, abc)" << 1 << 5 << "'abc' is not a number";
        QTest::newRow("label without node") << "(A:, 2)" << 1 << 4 << "after the label 'A:'";
        QTest::newRow("label at end") << "(A:" << 1 << 4 << "after the label 'A:'";
        QTest::newRow("colon without label") << "(:3)" << 1 << 2 << "expected a label before ':'";
        QTest::newRow("root label") << "R:(1,2)" << 1 << 1 << "takes no label";
        QTest::newRow("missing colon") << "(A(1,2))" << 1 << 2 << "missing ':' after the label 'A'";
        QTest::newRow("lone minus") << "(1, -)" << 1 << 5 << "'-' is not a number";
        QTest::newRow("probabilities above 1") << "{0.5: 1, 0.6: 2}" << 1 << 1 << "the probabilities add up to 1.1";
        QTest::newRow("probabilities below 1")
            << "(A:{0.5: 1,\n 0.4: 2})" << 1 << 4 << "the probabilities add up to 0.9";
        QTest::newRow("probability zero") << "{0: 1, 1: 2}" << 1 << 2 << "the probability 0 is not in (0, 1]";
        QTest::newRow("probability over one") << "{1.5: 1}" << 1 << 2 << "the probability 1.5 is more than 1";
        QTest::newRow("denominator zero") << "{1/0: 1}" << 1 << 2 << "denominator cannot be 0";
        QTest::newRow("probability not a number") << "{x: 1}" << 1 << 2 << "'x' is not a probability";
        QTest::newRow("empty braces") << "{}" << 1 << 2 << "empty '{}'";
        QTest::newRow("outcome without probability") << "{: 1}" << 1 << 2 << "expected an outcome's probability";
        QTest::newRow("outcome without colon") << "{0.5 1, 0.5: 2}" << 1 << 7 << "expected ':' after the label '1'";
        QTest::newRow("outcome without value") << "{1: }" << 1 << 5 << "expected a value or '(' but found '}'";
        QTest::newRow("brace closes parenthesis") << "(1, {1: 2)" << 1 << 10 << "')' cannot close the '{'";
        QTest::newRow("parenthesis closes brace") << "{1: (1, 2}" << 1 << 10 << "'}' cannot close the '('";
        QTest::newRow("extra closing brace") << "{1: 2}}" << 1 << 7 << "unexpected '}'";
        QTest::newRow("missing denominator") << "{1/: 2}" << 1 << 4 << "expected a denominator after '/'";
        QTest::newRow("two outcome labels") << "{1 a: b: 2}" << 1 << 7 << "a second label 'b:'";
        QTest::newRow("scores after a value")
            << "(1, <2, 3>)" << 1 << 5 << "the leaf at line 1, column 2 has one value";
        QTest::newRow("value after scores") << "(<2, 3, 1>,\n 4)" << 2 << 2 << "the leaf at line 1, column 2 scores";
        QTest::newRow("scores of other lengths")
            << "(<2, 3, 1>, <1, 2>)" << 1 << 13 << "this leaf scores 2 players, but the leaf at line 1, column 2";
        QTest::newRow("one score") << "(<2>, <1>)" << 1 << 2 << "one score in '<…>'";
        QTest::newRow("seven scores") << "<1, 2, 3, 4, 5, 6, 7>" << 1 << 20 << "at most 6 players";
        QTest::newRow("scores unclosed") << "(<1, 2, 3)" << 1 << 10
                                         << "expected a player's score in '<…>' but found ')'";
        QTest::newRow("scores unended") << "(<1, 2" << 1 << 7
                                        << "missing '>' to close the '<' opened at line 1, column 2";
        QTest::newRow("score missing") << "(<1,, 2>)" << 1 << 5 << "missing score";
        QTest::newRow("score not a number") << "(<1, x, 2>)" << 1 << 6 << "but found 'x'";
        QTest::newRow("score out of range") << "(<1, 5000000000>)" << 1 << 6 << "out of range";
        QTest::newRow("evaluation among scores")
            << "((<1, 2, 3>, <3, 2, 1>)[4], <0, 0, 6>)" << 1 << 25 << "remove the [N]";
    }

    /// A tree of several players: each leaf's scores read and written, the players taking
    /// turns level by level past chance nodes, and the first player's scores as the leaf
    /// values of the paranoid reading.
    void treeTextScoresEachPlayer()
    {
        const GameTree tree = parsed("(A:(<3, 1, 2>, <1, 4, 1>), B:{0.5: (<2, 2, 2>), 0.5: (<0, 5, 1>, <6, 0, 0>)})");
        QVERIFY(tree.scoresEachPlayer());
        QCOMPARE(tree.players(), 3u);
        const NodeId a = 1, b = 2, aFirst = 3, bThrow = 6;
        QCOMPARE(tree.seat(GameTree::root()), 0u);
        QCOMPARE(tree.seat(a), 1u);
        QCOMPARE(tree.seat(b), 1u); // the chance node keeps the seat of the player after the throw
        QCOMPARE(tree.seat(bThrow), 1u);
        QCOMPARE(tree.seat(tree.firstChild(bThrow)), 2u);
        QCOMPARE(tree.player(GameTree::root()), Player::Max);
        QCOMPARE(tree.player(a), Player::Min);
        QCOMPARE(tree.player(b), Player::Chance);
        QVERIFY(std::ranges::equal(tree.scores(aFirst), std::vector<Value>{3, 1, 2}));
        QCOMPARE(tree.leafValue(aFirst), Value(3));
        QCOMPARE(
            toTreeText(tree), std::string("((<3, 1, 2>, <1, 4, 1>), {0.5: (<2, 2, 2>), 0.5: (<0, 5, 1>, <6, 0, 0>)})"));
        // Two players may be scored each too; a tree of one value per leaf has no scores.
        QCOMPARE(parsed("(<1, 0>, <0, 1>)").players(), 2u);
        QVERIFY(parsed("(<1, 0>, <0, 1>)").scoresEachPlayer());
        QVERIFY(!parsed("(1, 0)").scoresEachPlayer());
        QCOMPARE(parsed("(1, 0)").seat(1), 1u);
        // Edits keep the scores; a new leaf scores each player its value.
        EditableTree edit(tree);
        edit.setScores(aFirst, {7, 0, 0});
        edit.addChild(a, 5);
        const GameTree edited = edit.build();
        QVERIFY(toTreeText(edited).starts_with("((<7, 0, 0>, <1, 4, 1>, <5, 5, 5>), "));
        QCOMPARE(edited.leafValue(aFirst), Value(7));
        // Positions of several players are one position only with the same scores below.
        const GameTree marked
            = parsed("((<1, 2, 3>, <3, 2, 1>)~p, (<1, 2, 3>, <3, 2, 1>)~p, (<1, 2, 3>, <3, 2, 2>)~q)");
        QCOMPARE(marked.position(2), NodeId(1));
        // No two-player search takes such a tree.
        const Message refused = Search::problem(tree, {algorithmNamed("alphabeta")});
        QVERIFY(refused.english().find("scores 3 players") != std::string::npos);
    }

    void treeTextErrors()
    {
        QFETCH(QString, text);
        const std::string utf8 = text.toStdString();
        const auto result = TreeTextParser::parse(utf8);
        QVERIFY(!result);
        QTEST(result.error().line, "line");
        QTEST(result.error().column, "column");
        QFETCH(QString, message);
        QVERIFY2(QString::fromStdString(result.error().message.english()).contains(message),
            qPrintable(QString::fromStdString(result.error().toString())));
    }

    void treeTextLimits()
    {
        // Deep nesting is refused with a message, not a stack overflow.
        const std::string deep = std::string(20'000, '(') + "1" + std::string(20'000, ')');
        const auto tooDeep = TreeTextParser::parse(deep);
        QVERIFY(!tooDeep);
        QVERIFY(tooDeep.error().message.english().find("deeper than") != std::string::npos);
        const std::string ok = std::string(5'000, '(') + "1" + std::string(5'000, ')');
        const auto fine = TreeTextParser::parse(ok);
        QVERIFY(fine);
        QCOMPARE(fine->height(), 5000u);
        const Trace trace = Search::run(*fine, {Algorithm::AlphaBeta, false});
        QCOMPARE(trace.result.value, 1);
        QCOMPARE(toTreeText(*fine), ok);
        // Too many nodes.
        std::string wide = "(";
        for (NodeId i = 0; i <= TreeTextParser::kMaxNodes; ++i)
            wide += "0,";
        wide += "0)";
        const auto tooWide = TreeTextParser::parse(wide);
        QVERIFY(!tooWide);
        QVERIFY(tooWide.error().message.english().find("more than") != std::string::npos);
    }

    void textThatIsNotUtf8IsRefused()
    {
        const auto file = TreeFile::read("{\"format\": \"gametree-lab-tree\", \"version\": 1, \"title\": \"\xff\", "
                                         "\"tree\": \"1\"}");
        QVERIFY(!file);
        QVERIFY2(file.error().message.english().find("not valid JSON") != std::string::npos,
            file.error().message.english().c_str());
        // Tree text points at the byte and shows it escaped, never raw.
        const auto text = TreeTextParser::parse(std::string("(1, \xff\x00)", 7));
        QVERIFY(!text);
        QCOMPARE(text.error().toString(),
            std::string("line 1, column 5: the byte \\xFF is not UTF-8 text: tree text is read as UTF-8 (save it "
                        "in that encoding)"));
        QCOMPARE(printable(std::string("a\0b\xc3\xa9\xed\xa0\x80", 8)), std::string("a\\x00bé\\xED\\xA0\\x80"));
        QCOMPARE(printable(std::string(1'000'000, '9'), 5), std::string("99999…"));
        // A JSON error quotes what it last read, cut short however long that was.
        const auto unterminated = TreeFile::read("{\"title\": \"" + std::string(100'000, 'a'));
        QVERIFY(!unterminated);
        QVERIFY2(unterminated.error().message.english().size() < 400, unterminated.error().message.english().c_str());
    }

    void treeTextThatIsNotUtf8_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("byte");
        QTest::newRow("in a label") << QByteArray("(A\x80\x80:1, 2)") << 1 << 3 << "\\x80";
        QTest::newRow("in a comment") << QByteArray("(1,\n 2) # caf\xe9") << 2 << 10 << "\\xE9";
        QTest::newRow("cut short") << QByteArray("(1, 2\xe2\x86)") << 1 << 6 << "\\xE2";
        QTest::newRow("after a character") << QByteArray("(1, 2) # \xc3\xa9\xa9") << 1 << 11 << "\\xA9";
        QTest::newRow("overlong") << QByteArray("(\xc0\xa8 1)") << 1 << 2 << "\\xC0";
        QTest::newRow("surrogate") << QByteArray("(1, \xed\xa0\x80)") << 1 << 5 << "\\xED";
        QTest::newRow("Latin-1 file") << QByteArray("# Caf\xe9 lesson\n(A:1, B:2)") << 1 << 6 << "\\xE9";
    }

    void treeTextThatIsNotUtf8()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, byte);
        const auto parsed = TreeTextParser::parse(text.toStdString());
        QVERIFY(!parsed);
        QTEST(parsed.error().line, "line");
        QTEST(parsed.error().column, "column");
        QCOMPARE(QString::fromStdString(parsed.error().message.english()),
            QString("the byte %1 is not UTF-8 text: tree text is read as UTF-8 (save it in that encoding)").arg(byte));
        // Inside a tree file, the same bytes are not JSON text.
        const auto read = TreeFile::read(
            ("{\"format\": \"gametree-lab-tree\", \"version\": 1, \"tree\": \"" + text.replace("\n", "\\n") + "\"}")
                .toStdString());
        QVERIFY(!read);
        QVERIFY2(read.error().message.english().find("not valid JSON") != std::string::npos,
            read.error().message.english().c_str());
    }

    void parsersSurviveMangledInput()
    {
        // Deterministic mutations of valid texts: every result is a tree that round-trips, or
        // an error with a position and a message; never a crash or a hang.
        const std::string alphabet = "(),: -+0123456789ABz#\n\t\"{}[]\\\xe2\x86\x92";
        std::vector<std::string> seeds;
        for (const Preset& preset : Catalogue::presets()) {
            seeds.push_back(toTreeText(preset.build()));
            seeds.push_back(TreeFile::write({std::make_shared<const GameTree>(preset.build()), "t", "d"}));
        }
        std::uint64_t state = 4711;
        auto random = [&state](std::uint64_t bound) {
            state = state * 6364136223846793005ull + 1442695040888963407ull;
            return (state >> 33) % bound;
        };
        for (int round = 0; round < 20'000; ++round) {
            std::string text = seeds[random(seeds.size())];
            for (std::uint64_t edits = 1 + random(4); edits > 0; --edits) {
                const std::size_t at = random(text.size() + 1);
                switch (random(3)) {
                case 0: text.insert(text.begin() + std::ptrdiff_t(at), alphabet[random(alphabet.size())]); break;
                case 1:
                    if (at < text.size())
                        text.erase(at, 1);
                    break;
                default:
                    if (at < text.size())
                        text[at] = alphabet[random(alphabet.size())];
                    break;
                }
            }
            const auto parsed = TreeTextParser::parse(text);
            if (parsed) {
                const std::string again = toTreeText(*parsed);
                QCOMPARE(toTreeText(*TreeTextParser::parse(again)), again);
            } else {
                QVERIFY(parsed.error().line >= 1 && parsed.error().column >= 1 && !parsed.error().message.empty());
            }
            if (const auto read = TreeFile::read(text); !read)
                QVERIFY(!read.error().message.empty());
        }
    }
};

QTEST_APPLESS_MAIN(TreeTextTest)
#include "tst_treetext.moc"
