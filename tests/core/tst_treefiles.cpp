// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of tree files and exports: notes, round trips, errors, and files checked to read back.
#include "core/content/Catalogue.h"
#include "core/content/TreeSource.h"
#include "core/io/TraceExport.h"
#include "core/io/TreeFile.h"
#include "core/io/TreeTextWriter.h"
#include "core/search/EnhancementTable.h"
#include "core/search/Search.h"
#include "core/teaching/Lesson.h"
#include "core/tree/GameTreeBuilder.h"
#include "tests/support/SettingRows.h"
#include "tests/support/TestTrees.h"

#include <QtTest>

#include <nlohmann/json.hpp>

using namespace gtl;
using namespace gtl::test;

class TreeFilesTest : public QObject {
    Q_OBJECT

private slots:
    void notesRoundTripThroughFiles()
    {
        TreeDocument document{.tree = std::make_shared<const GameTree>(presetTree("textbook")), .title = "Notes"};
        QVERIFY(TreeFile::write(document).find("\"version\": 1") != std::string::npos);
        document.notes.writtenFor = {Algorithm::Negamax, false};
        document.notes.add({19, "Cut-off at B: α = {alpha B}."});
        document.notes.add({5, "First leaf \"3\"."});
        QCOMPARE(document.notes.notes.front().step, std::size_t(5));
        const std::string text = TreeFile::write(document);
        QVERIFY(text.find("\"version\": 2") != std::string::npos);
        const auto read = TreeFile::read(text);
        QVERIFY(read);
        QVERIFY(read->notes == document.notes);
        const Lesson lesson = Lesson::fromNotes("Notes", read->notes);
        QCOMPARE(lesson.stops.size(), std::size_t(2));
        QCOMPARE(lesson.options.algorithm, Algorithm::Negamax);
        // Notes for an enhanced search keep its enhancements, in version 3.
        Enhancements& e = document.notes.writtenFor.enhancements;
        e.depth = 1;
        e.table = e.iterative = e.pvs = true;
        e.aspiration = 2;
        e.tableSize = 16;
        e.replacement = Replacement::DeeperOrEqual;
        document.notes.writtenFor.algorithm = Algorithm::NegamaxAlphaBeta;
        const std::string enhanced = TreeFile::write(document);
        QVERIFY(enhanced.find("\"version\": 3") != std::string::npos);
        const auto back = TreeFile::read(enhanced);
        QVERIFY(back);
        QVERIFY(back->notes.writtenFor == document.notes.writtenFor);
        // As deep as the search goes, and no deeper.
        e.depth = kMaxDepthLimit;
        const auto deepest = TreeFile::read(TreeFile::write(document));
        QVERIFY(deepest);
        QCOMPARE(deepest->notes.writtenFor.enhancements.depth, kMaxDepthLimit);
        std::string tooDeep = TreeFile::write(document);
        tooDeep.replace(tooDeep.find("\"depth\": 10000"), 15, "\"depth\": 10001");
        QVERIFY(!TreeFile::read(tooDeep));
        e.depth = 1;
        // Enhancements that do not compose, or are not what they say, are refused by name.
        std::string broken = enhanced;
        broken.replace(broken.find("\"aspiration\": 2"), 16, "\"aspiration\": -2");
        QVERIFY(!TreeFile::read(broken));
        std::string pvsAlone = enhanced;
        pvsAlone.replace(pvsAlone.find("negamax-alphabeta"), 17, "negamax");
        const auto refused = TreeFile::read(pvsAlone);
        QVERIFY(!refused);
        QVERIFY2(refused.error().message.english().find("need a form of alpha-beta") != std::string::npos,
            refused.error().message.english().c_str());
    }

    /// Every setting of the table goes into a file and comes back, and a value it does not
    /// take is refused naming the setting: a row added to the table is written and read with
    /// the rest.
    void everySettingRoundTripsThroughAFile()
    {
        using Type = EnhancementSetting::Type;
        const auto plain = std::make_shared<const GameTree>(presetTree("mixed"));
        // The games' own choices: a game that names some of this kind besides its own.
        std::vector<std::shared_ptr<const GameTree>> games;
        for (const char* name : {"ttt-block", "c4-horizon"}) {
            const auto loaded = TreeSource{TreeSource::Kind::Preset, name, {}}.load();
            QVERIFY(loaded);
            games.push_back(loaded->tree);
        }
        for (const EnhancementSetting& setting : kEnhancementSettings) {
            const QString key = QString::fromUtf8(setting.fileKey.data(), qsizetype(setting.fileKey.size()));
            auto tree = plain;
            if (setting.type == Type::Choice) {
                const auto named = std::find_if(games.begin(), games.end(),
                    [&](const auto& game) { return !ChoiceNames(*game).of(setting.choice).empty(); });
                QVERIFY2(named != games.end(), qPrintable(key));
                tree = *named;
            }
            TreeDocument document{.tree = tree, .title = "Settings"};
            document.notes.add({5, "A note."});
            document.notes.writtenFor.algorithm = Algorithm::NegamaxAlphaBeta;
            Enhancements& e = document.notes.writtenFor.enhancements;
            e = test::withRowOn(setting, setting.highest);
            const std::string text = TreeFile::write(document);
            QVERIFY2(text.find("\"" + std::string(setting.fileKey) + "\"") != std::string::npos, qPrintable(key));
            const auto back = TreeFile::read(text);
            QVERIFY2(back, qPrintable(key + ": " + QString::fromStdString(back ? "" : back.error().toString())));
            QVERIFY2(back->notes.writtenFor.enhancements == e, qPrintable(key));
            // Given a value of another kind, it is refused by its name.
            nlohmann::json json = nlohmann::json::parse(text);
            json["notes"]["enhancements"][std::string(setting.fileKey)]
                = setting.type == Type::Switch ? nlohmann::json("yes") : nlohmann::json(-1);
            const auto refused = TreeFile::read(json.dump());
            QVERIFY2(!refused, qPrintable(key));
            QVERIFY2(refused.error().toString().find(setting.fileKey) != std::string::npos,
                refused.error().toString().c_str());
        }
    }

    /// A file names the game's choices ("centre-first"), reads the first word older files
    /// wrote ("centre"), and refuses a name the file's game does not have, saying its names.
    void filesNameTheGamesChoices()
    {
        TreeDocument document{.tree = std::make_shared<const GameTree>(presetTree("ttt-block")), .title = "Block"};
        document.notes.writtenFor = {Algorithm::AlphaBeta, false};
        document.notes.writtenFor.enhancements.order = 1;
        document.notes.writtenFor.enhancements.scoring = 1;
        document.notes.add({3, "Centre first."});
        const std::string text = TreeFile::write(document);
        QVERIFY2(text.find("\"order\": \"centre-first\"") != std::string::npos, text.c_str());
        QVERIFY(text.find("\"scoring\": \"fast-wins\"") != std::string::npos);
        QVERIFY(text.find("\"evaluation\": \"own\"") != std::string::npos);
        const auto back = TreeFile::read(text);
        QVERIFY(back);
        QVERIFY(back->notes.writtenFor == document.notes.writtenFor);
        std::string older = text;
        older.replace(older.find("\"centre-first\""), 14, "\"centre\"");
        const auto old = TreeFile::read(older);
        QVERIFY(old);
        QCOMPARE(old->notes.writtenFor.enhancements.order, std::size_t(1));
        std::string unknown = text;
        unknown.replace(unknown.find("\"centre-first\""), 14, "\"spiral\"");
        const auto refused = TreeFile::read(unknown);
        QVERIFY(!refused);
        QVERIFY2(refused.error().message.english().find(
                     "\"order\": tic-tac-toe has no order 'spiral'; its orders: centre-first")
                != std::string::npos,
            refused.error().message.english().c_str());
        // A tree of its own has no order but its own.
        TreeDocument plain{.tree = std::make_shared<const GameTree>(presetTree("textbook")), .title = "Plain"};
        plain.notes = document.notes;
        plain.notes.writtenFor.enhancements = {};
        plain.notes.writtenFor.enhancements.table = true;
        std::string tree = TreeFile::write(plain);
        tree.replace(tree.find("\"order\": \"tree\""), 15, "\"order\": \"centre\"");
        const auto notOfATree = TreeFile::read(tree);
        QVERIFY(!notOfATree);
        QVERIFY2(notOfATree.error().message.english().find("this tree has no order 'centre'") != std::string::npos,
            notOfATree.error().message.english().c_str());
    }

    void exportsCarryTheFigures()
    {
        const GameTree tree = presetTree("textbook");
        const Trace trace = Search::run(tree, {Algorithm::AlphaBeta, false});
        const std::string json = TraceExport::json(tree, trace, false);
        for (const char* key : {"\"algorithm\": \"alphabeta\"", "\"value\": 3", "\"best_move\": \"A\"", "\"nodes\": 13",
                 "\"visited\": 11", "\"pruned\": 2", "\"leaves_evaluated\": 7", "\"cutoffs\": 1", "\"steps\": 35",
                 "\"label\": \"B/1\"", "\"first_pruned\": \"B/2\"", "\"alpha\": \"-inf\""})
            QVERIFY2(json.find(key) != std::string::npos, key);
        QVERIFY(TraceExport::json(tree, trace, true).find("events") == std::string::npos);
        const std::string csv = TraceExport::csv(tree, trace, false);
        QCOMPARE(std::count(csv.begin(), csv.end(), '\n'), 36L);
        QVERIFY(csv.find("19,cutoff,2,B,3,2,,,,B/2,2") != std::string::npos);
        const std::string text = TraceExport::text(tree, trace, false);
        QVERIFY(text.find("✂ α = 3 ≥ β = 2") != std::string::npos);
        QVERIFY(text.find("value 3, best move A") != std::string::npos);
    }

    void treeFileRoundTrip()
    {
        for (const Preset& preset : Catalogue::presets()) {
            const TreeDocument document{.tree = std::make_shared<const GameTree>(preset.build()),
                .title = std::string(preset.title),
                .description = std::string(preset.description)};
            const std::string text = TreeFile::write(document);
            const auto read = TreeFile::read(text);
            QVERIFY2(read, read.error().toString().c_str());
            QCOMPARE(read->title, document.title);
            QCOMPARE(read->description, document.description);
            QCOMPARE(toTreeText(*read->tree), toTreeText(*document.tree));
            QCOMPARE(read->tree->hasPayload(), document.tree->hasPayload());
            QCOMPARE(TreeFile::write(*read), text);
        }
        const auto minRoot = TreeFile::read(
            R"J({"format": "gametree-lab-tree", "version": 1, "root_player": "MIN", "tree": "(A:1, B:\u0032)"})J");
        QVERIFY2(minRoot, minRoot.error().toString().c_str());
        QCOMPARE(minRoot->tree->rootPlayer(), Player::Min);
        QCOMPARE(minRoot->tree->leafValue(2), 2);
    }

    void treeFileErrors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("not json") << "(1,2)"
                                  << "line 1, column 1: not valid JSON";
        QTest::newRow("unclosed") << "{\"format\": \"gametree-lab-tree\""
                                  << "line 1, column 31: not valid JSON: syntax error while parsing object - "
                                     "unexpected end of input; expected '}'";
        QTest::newRow("other json") << "{\"a\": 1}"
                                    << "not a Game Tree Lab tree file";
        QTest::newRow("no version") << "{\"format\": \"gametree-lab-tree\"}"
                                    << "\"version\" must be a whole number";
        QTest::newRow("future version") << "{\"format\": \"gametree-lab-tree\", \"version\": 4, \"tree\": \"1\"}"
                                        << "newer Game Tree Lab (format version 4)";
        QTest::newRow("no tree") << "{\"format\": \"gametree-lab-tree\", \"version\": 1}"
                                 << "neither";
        QTest::newRow("bad tree") << "{\"format\": \"gametree-lab-tree\", \"version\": 1, \"tree\": \"(1,,2)\"}"
                                  << "\"tree\": line 1, column 4";
        QTest::newRow("bad player") << "{\"format\": \"gametree-lab-tree\", \"version\": 1, \"root_player\": \"X\", "
                                       "\"tree\": \"1\"}"
                                    << "\"root_player\" must be";
        QTest::newRow("bad board") << "{\"format\": \"gametree-lab-tree\", \"version\": 1, \"tic_tac_toe\": \"XX\"}"
                                   << "\"tic_tac_toe\": a board has 9 squares";
        QTest::newRow("title not string") << "{\"format\": \"gametree-lab-tree\", \"version\": 1, \"title\": 3, "
                                             "\"tree\": \"1\"}"
                                          << "\"title\" must be a string";
        QTest::newRow("deep json") << QString(100, '[') << "not valid JSON";
        const QString header = "{\"format\": \"gametree-lab-tree\", \"version\": ";
        QTest::newRow("notes not an object") << header + "2, \"tree\": \"1\", \"notes\": []}"
                                             << "\"notes\": must be an object";
        QTest::newRow("notes algorithm") << header + "2, \"tree\": \"1\", \"notes\": {\"algorithm\": \"best\"}}"
                                         << "is not one of minimax";
        QTest::newRow("notes without stops") << header + "2, \"tree\": \"1\", \"notes\": {}}"
                                             << "\"stops\" must be a list";
        QTest::newRow("note step") << header + "2, \"tree\": \"1\", \"notes\": {\"stops\": [{\"step\": -1}]}}"
                                   << "each stop needs a \"step\"";
        QTest::newRow("note text") << header
                + "2, \"tree\": \"1\", \"notes\": {\"stops\": [{\"step\": 1, \"text\": 5}]}}"
                                   << "\"text\" must be a string";
        QString many;
        for (int i = 0; i < 1001; ++i)
            many += QString(i ? ", " : "") + "{\"step\": 1, \"text\": \"\"}";
        QTest::newRow("too many notes") << header + "2, \"tree\": \"1\", \"notes\": {\"stops\": [" + many + "]}}"
                                        << "more than 1000 stops";
        QTest::newRow("note too long") << header
                + "2, \"tree\": \"1\", \"notes\": {\"stops\": [{\"step\": 1, \"text\": \"" + QString(4001, 'x')
                + "\"}]}}"
                                       << "longer than 4000 bytes";
        for (const char* version : {"1e10", "1e308", "1.5", "-1", "0", "\"1\"", "null"})
            QTest::newRow(qPrintable(QString("version %1").arg(version))) << header + version + ", \"tree\": \"1\"}"
                                                                          << "\"version\" must be a whole number";
        QTest::newRow("version 2^63") << header + "9223372036854775808, \"tree\": \"1\"}"
                                      << "newer Game Tree Lab (format version 9223372036854775808)";
        QTest::newRow("version 2^31 whole") << header + "2147483648, \"tree\": \"1\"}"
                                            << "newer Game Tree Lab (format version 2147483648)";
        QTest::newRow("version 2^31") << header + "2147483648.0, \"tree\": \"1\"}"
                                      << "\"version\" must be a whole number";
        QTest::newRow("to_move Z") << header + "1, \"tic_tac_toe\": \".........\", \"to_move\": \"Z\"}"
                                   << "\"to_move\" must be \"X\" or \"O\"";
        QTest::newRow("to_move empty") << header + "1, \"tic_tac_toe\": \".........\", \"to_move\": \"\"}"
                                       << "\"to_move\" must be \"X\" or \"O\"";
        QTest::newRow("to_move number") << header + "1, \"tic_tac_toe\": \".........\", \"to_move\": 5}"
                                        << "\"to_move\" must be a string";
        QTest::newRow("board beside a bad tree") << header + "1, \"tic_tac_toe\": \".........\", \"tree\": \"(\"}"
                                                 << "both \"tree\" and \"tic_tac_toe\"";
        QTest::newRow("number overflow") << header + "7777e777, \"tree\": \"1\"}"
                                         << "not valid JSON: number overflow parsing '7777e777'";
        QTest::newRow("error on line 3") << "{\n\"format\": \"gametree-lab-tree\",\n  \"version\": x}"
                                         << "line 3, column 14: not valid JSON";
    }

    void treeFileErrors()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        const auto read = TreeFile::read(text.toStdString());
        QVERIFY(!read);
        const std::string error = read.error().toString();
        QVERIFY2(QString::fromStdString(error).contains(message), error.c_str());
    }

    void savedTreeFilesAreCheckedToReadBack()
    {
        const auto textbook = std::make_shared<const GameTree>(Catalogue::findPreset("textbook")->build());
        const TreeDocument good{textbook, "Textbook", "Three moves."};
        QCOMPARE(TreeFile::readBackProblem(good, TreeFile::write(good)).english(), std::string());
        QVERIFY(!TreeFile::readBackProblem(good, "{}").empty());
        const TreeDocument other{
            std::make_shared<const GameTree>(Catalogue::findPreset("mixed")->build()), "Textbook", "Three moves."};
        QCOMPARE(TreeFile::readBackProblem(good, TreeFile::write(other)).english(),
            std::string("it reads back as another tree"));
        // What the writer cannot hold as it is (text that is not UTF-8) does not read back.
        GameTreeBuilder builder(Player::Max);
        builder.addChild(builder.addRoot(0), "A\x80\x80", 1);
        const TreeDocument badLabel{std::make_shared<const GameTree>(builder.build()), "t", ""};
        QVERIFY(TreeFile::readBackProblem(badLabel, TreeFile::write(badLabel))
                    .english()
                    .starts_with("it does not read back"));
        const TreeDocument badTitle{textbook, "caf\xe9", ""};
        QCOMPARE(TreeFile::readBackProblem(badTitle, TreeFile::write(badTitle)).english(),
            std::string("its title or description reads back otherwise"));
        const auto ttt = std::make_shared<const GameTree>(Catalogue::findPreset("ttt-block")->build());
        const TreeDocument board{ttt, "Block", ""};
        QCOMPARE(TreeFile::readBackProblem(board, TreeFile::write(board)).english(), std::string());
    }
};

QTEST_APPLESS_MAIN(TreeFilesTest)
#include "tst_treefiles.moc"
