// SPDX-License-Identifier: GPL-3.0-or-later
// A game added from outside the product through what the contributor's guide says a new game
// touches, and nothing else: its rules and GameKind, one line in the game registry, its presets
// and lessons as a Content in the catalogue, its painter. It then appears wherever the product
// lists what it has: `presets`, `lessons`, `--help`, the Tree box, the Lessons menu, New Game.
#include "core/content/BuiltInLessons.h"
#include "core/content/Catalogue.h"
#include "core/games/GameRegistry.h"
#include "core/search/Search.h"
#include "core/tree/GameTreeBuilder.h"
#include "tests/app/CommandRun.h"
#include "tests/support/UiFixtures.h"
#include "ui/games/GameBox.h"
#include "ui/games/GamePainters.h"
#include "ui/play/NewGameDialog.h"
#include "ui/window/MainWindow.h"

#include <QComboBox>
#include <QMenuBar>
#include <QPainter>
#include <QtTest>

namespace gtl {
namespace {

/// Nim on one pile: two players take 1 or 2 sticks in turn, and whoever takes the last wins.
/// A position is the sticks left and who moves: sticks * 2 + (0 for F, 1 for S).
class NimGame : public Game {
public:
    explicit NimGame(Position start)
        : start_(start)
    {
    }
    Position start() const override { return start_; }
    Player toMove(Position position) const override
    {
        return (position & 1) == (start_ & 1) ? Player::Max : Player::Min;
    }
    void moves(Position position, MoveList& moves) const override
    {
        for (Move taken = 1; taken <= std::min<Position>(2, position >> 1); ++taken)
            moves.push(taken);
    }
    Position play(Position position, Move move) const override
    {
        return (((position >> 1) - move) << 1) | (~position & 1);
    }
    bool isOver(Position position) const override { return position >> 1 == 0; }
    /// The side to move at the end has lost: the other took the last stick.
    Value finalScore(Position, std::size_t) const override { return -1; }
    Value evaluate(Position, std::size_t) const override { return 0; }
    std::uint64_t key(Position position) const override { return position; }
    std::string moveName(Move move) const override { return std::to_string(move); }

private:
    Position start_;
};

class NimKind : public GameKind {
public:
    NimKind()
        : GameKind({.name = "nim",
            .title = "Nim",
            .option = "--nim",
            .optionValue = "STICKS",
            .fileMember = "nim",
            .positionHelp = "the sticks left, up to 9, e.g. 4",
            .sides = "FS",
            .example = "4",
            .longestText = 1,
            .evaluationWords = "nothing"})
    {
    }
    Result<Position> parse(std::string_view text, std::optional<char> toMove) const override
    {
        if (text.empty())
            text = "4";
        if (text.size() != 1 || text[0] < '0' || text[0] > '9')
            return Result<Position>::failure(Message("Games", "not a pile of Nim"));
        return Position(text[0] - '0') << 1 | Position(toMove == 'S');
    }
    std::string text(Position position) const override { return std::to_string(position >> 1); }
    std::vector<std::string> rows(Position position) const override { return {std::string(position >> 1, '|')}; }
    char sideToMove(Position position) const override { return "FS"[position & 1]; }
    std::uint32_t longestGame() const override { return 9; }
    GameTree tree(Position start) const override
    {
        const NimGame game(start);
        GameTreeBuilder builder(Player::Max);
        builder.keepPayload(names().name);
        builder.addRoot(0, start);
        for (NodeId node = 0; node < builder.size(); ++node) {
            const Position position = builder.payload(node);
            MoveList moves;
            game.moves(position, moves);
            for (const MoveList::Entry& entry : moves) {
                const Position next = game.play(position, entry.move);
                // A tree's leaves score from the first mover's side, the game's from the side to move.
                const Value first
                    = game.toMove(next) == Player::Max ? game.finalScore(next, 0) : -game.finalScore(next, 0);
                builder.addChild(node, game.moveName(entry.move), game.isOver(next) ? first : 0, next);
            }
        }
        return builder.build();
    }
    std::unique_ptr<Game> game(Position start) const override { return std::make_unique<NimGame>(start); }
};

class NimPainter : public ui::GamePainter {
public:
    QSizeF sizeBesideNode(qreal unit, int minTextPx) const override { return {minTextPx * 3 * unit, minTextPx * unit}; }
    void paint(
        QPainter& painter, const QRectF& box, std::uint64_t position, const ui::SceneStyle&, qreal) const override
    {
        painter.drawText(box, Qt::AlignCenter, QString(int(position >> 1), '|'));
    }
};

const NimKind kNim;
const NimPainter kNimPainter;

const Preset kNimPresets[] = {
    {"nim-3", "Nim: three sticks", "F to move with three sticks: whatever F takes, S takes the rest and wins.", "3",
        &kNim},
};
const lessons::Definition kNimLessons[] = {
    {"nim", "Nim: the second player wins", "nim-3", {algorithmNamed("alphabeta"), false},
        {{lessons::StopRule::At::Start, {}, {}, 1, "Three sticks, F to move."},
            {lessons::StopRule::At::End, {}, {}, 1, "F loses: the root is worth {value root}."}}},
};
const Content kNimContent{kNimPresets, kNimLessons};

} // namespace

class AddedGameTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        ui::test::useOwnSettings();
        GameRegistry::add(kNim);
        Catalogue::add(kNimContent);
        ui::GamePainters::add(kNim, kNimPainter);
    }
    void cleanupTestCase() { ui::test::removeOwnSettings(); }

    void itsPresetAndLessonAreListed()
    {
        QVERIFY(test::run("presets").out.find("nim-3               Nim: three sticks (") != std::string::npos);
        QVERIFY(test::run("lessons").out.find("Nim: the second player wins") != std::string::npos);
        QVERIFY(test::run("--help").out.find("nim-3") != std::string::npos);
        // Its lesson runs, its stops placed in the run of its preset.
        const auto outline = BuiltInLessons::outline("nim");
        QVERIFY(outline);
        const GameTree tree = Catalogue::findPreset("nim-3")->build();
        QCOMPARE(GameRegistry::of(tree), &kNim);
        const Trace trace = Search::run(tree, outline->options);
        QCOMPARE(trace.result.value, Value(-1));
        const auto lesson = BuiltInLessons::make("nim", tree, trace);
        QVERIFY(lesson);
        QCOMPARE(lesson->stops.size(), std::size_t(2));
    }

    void itsPositionsOpenFromItsOption()
    {
        const test::CommandRun summary = test::run("trace --nim 5 --summary");
        QVERIFY2(summary.status == 0, summary.err.c_str());
        QVERIFY2(summary.out.find("value 1") != std::string::npos, summary.out.c_str());
        QCOMPARE(ui::GamePainters::forTree(kNim.tree(*kNim.parse("5", std::nullopt))), &kNimPainter);
    }

    void theWindowOffersIt()
    {
        ui::MainWindow window(ui::MainWindow::Settings::Ignore);
        auto* tree = window.findChild<QToolBar*>("treeToolBar")->findChild<QComboBox*>();
        QVERIFY(tree && tree->findData(QString("nim-3")) >= 0);
        QStringList lessons;
        for (QAction* menu : window.menuBar()->actions()) {
            if (menu->menu())
                for (QAction* action : menu->menu()->actions())
                    lessons << action->text();
        }
        QVERIFY2(lessons.contains("Nim: the second player wins"), qPrintable(lessons.join(" | ")));
        ui::NewGameDialog dialog({}, &window);
        auto* game = dialog.findChild<ui::GameBox*>();
        QVERIFY(game);
        game->setGame(&kNim);
        QCOMPARE(game->game(), &kNim);
    }
};

} // namespace gtl

QTEST_MAIN(gtl::AddedGameTest)
#include "tst_addedgame.moc"
