// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/PlayFeature.h"

#include "core/content/PositionTree.h"
#include "core/search/Search.h"
#include "ui/editing/TreeSession.h"
#include "ui/language/Translated.h"
#include "ui/language/ValueText.h"
#include "ui/match/MatchWindow.h"
#include "ui/play/BoardWidget.h"
#include "ui/play/EngineSearch.h"
#include "ui/play/PerfectPlay.h"
#include "ui/play/PlayPanel.h"
#include "ui/play/VerdictNotes.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/TreeItem.h"
#include "ui/scene/TreeView.h"
#include "ui/window/DockArea.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QTimer>

#include <algorithm>

namespace gtl::ui {
namespace {

constexpr int kThinkingTickMs = 100;
constexpr int kMessageMs = 6000;

QStringList qtTexts(const std::vector<std::string>& texts)
{
    QStringList list;
    for (const std::string& text : texts)
        list << qtText(text);
    return list;
}

} // namespace

PlayFeature::PlayFeature(const WindowParts& parts)
    : QObject(&parts.window)
    , parts_(parts)
    , panel_(new PlayPanel(&parts.window))
    , dock_(parts.docks.add(panel_, tr("Game"), "gameDock", InProjector::FollowsContent))
    , engine_(new EngineSearch(this))
    , thinkingClock_(new QTimer(this))
    , menu_(new QMenu(tr("&Game"), &parts.window))
    , solver_(new PerfectPlay(this))
{
    game_.game = GameRegistry::games().front();
    makeActions();
    BoardWidget* board = &panel_->board();
    board->setSceneStyle(parts.view.treeItem().style());
    connect(&parts.view, &TreeView::sceneStyleChanged, board, &BoardWidget::setSceneStyle);
    connect(board, &BoardWidget::movePicked, this, &PlayFeature::play);
    connect(panel_, &PlayPanel::cancelPressed, this, &PlayFeature::cancel);
    connect(engine_, &EngineSearch::finished, this, &PlayFeature::showEngineRun);
    connect(engine_, &EngineSearch::failed, this, [this](const QString& reason) {
        showGame();
        parts_.showFailure(tr("The engine cannot search"), reason);
    });
    connect(solver_, &PerfectPlay::solved, this, &PlayFeature::takeVerdicts);
    connect(this, &PlayFeature::gameChanged, this, &PlayFeature::solveShownPosition);
    thinkingClock_->setInterval(kThinkingTickMs);
    connect(thinkingClock_, &QTimer::timeout, this, &PlayFeature::showGame);
    connect(&parts.model, &RunModel::runLoaded, this, &PlayFeature::followRun);
    showGame();
}

PlayFeature::~PlayFeature() = default;

void PlayFeature::makeActions()
{
    QAction* newGame = parts_.action(tr("&New Game…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N),
        tr("Play a game against the engine, or watch it play itself"));
    connect(newGame, &QAction::triggered, this, &PlayFeature::askForNewGame);
    QAction* match = parts_.action(tr("&Match…"), QKeySequence(),
        tr("Play two engines against each other from many openings: which plays better"));
    connect(match, &QAction::triggered, this, &PlayFeature::showMatchWindow);
    takeBack_ = parts_.action(tr("&Take Back"), QKeySequence(Qt::CTRL | Qt::Key_Backspace),
        tr("Take back your last move and the engine's reply"));
    connect(takeBack_, &QAction::triggered, this, &PlayFeature::takeBack);
    engineMove_ = parts_.action(tr("&Engine Moves Now"), QKeySequence(Qt::CTRL | Qt::Key_Return),
        tr("The engine searches the position and plays the side to move"));
    connect(engineMove_, &QAction::triggered, this, &PlayFeature::engineMove);
    cancel_ = parts_.action(tr("&Cancel Engine Search"), QKeySequence(Qt::CTRL | Qt::Key_Period),
        tr("Stop the engine's search; the game and the window stay as they were"));
    connect(cancel_, &QAction::triggered, this, &PlayFeature::cancel);
    perfectPlay_ = parts_.toggle(tr("&Perfect Play"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P),
        tr("Show on each move what perfect play says of it: a win, a draw or a loss, and how soon"));
    connect(perfectPlay_, &QAction::toggled, this, &PlayFeature::showPerfectPlay);
    menu_->addActions({newGame, takeBack_, engineMove_, cancel_, perfectPlay_});
    menu_->addSeparator();
    menu_->addAction(match);
    menu_->addSeparator();
    menu_->addAction(dock_->toggleViewAction());
    dock_->toggleViewAction()->setText(tr("&Show the Board"));
}

void PlayFeature::showMatchWindow()
{
    if (!matchWindow_) {
        // A window of its own, not one kept above the main window: the search behind a
        // replayed move comes to the front there.
        matchWindow_ = std::make_unique<MatchWindow>();
        connect(matchWindow_.get(), &MatchWindow::searchReady, this, &PlayFeature::showMatchSearch);
    }
    matchWindow_->show();
    matchWindow_->raise();
    matchWindow_->activateWindow();
}

void PlayFeature::showMatchSearch(const TreeDocument& searched, const std::shared_ptr<const SearchRun>& run)
{
    parts_.session.openSearched(qtText(searched.title), searched, run);
    parts_.window.raise();
    parts_.window.activateWindow();
    parts_.tell(tr("The search behind the match's move is on screen: the arrow keys step it"), kMessageMs);
}

void PlayFeature::askForNewGame()
{
    NewGameDialog dialog(game_, &parts_.window);
    if (dialog.exec() == QDialog::Accepted)
        start(dialog.chosen());
}

void PlayFeature::start(const NewGame& game)
{
    const SearchOptions options = game.engine.searchOptions(*game.game);
    if (const Message problem = searchOptionsProblem(options); !problem.empty()) {
        parts_.showFailure(tr("Cannot start the game"), translated(problem));
        return;
    }
    engine_->cancel();
    game_ = game;
    record_.emplace(*game.game, game.game->newGame());
    engineRuns_.clear();
    gameTrees_.clear();
    lastEngineWords_.clear();
    judging_ = false;
    showPanel();
    showUnsearchedPosition();
    panel_->board().setFocus(Qt::OtherFocusReason);
    if (enginesTurn() && game_.human)
        engineMove();
    showGame();
    emit gameChanged();
}

void PlayFeature::showPanel()
{
    // The board shares the tree text's place, a tab each (a game's trees are not typed); tabbed
    // only once shown, so that while hidden it asks the window for no room.
    QDockWidget* treeText = parts_.docks.dock("treeTextDock");
    if (dock_->isHidden() && treeText && treeText->isVisible() && parts_.window.tabifiedDockWidgets(dock_).isEmpty())
        parts_.window.tabifyDockWidget(treeText, dock_);
    dock_->show();
    dock_->raise();
    // The board large enough to read from the back: all of its column the panels above leave, and the
    // column wide enough for perfect play's verdicts in the values' type and the whole status;
    // once more after the dock's first layout, which the window makes after this event.
    giveBoardTheRoom();
    QTimer::singleShot(0, this, &PlayFeature::giveBoardTheRoom);
}

void PlayFeature::giveBoardTheRoom()
{
    QMainWindow& window = parts_.window;
    window.resizeDocks({dock_}, {window.height()}, Qt::Vertical);
    window.resizeDocks({dock_}, {std::clamp(window.width() * 3 / 10, 300, 480)}, Qt::Horizontal);
}

bool PlayFeature::isThinking() const
{
    return engine_->isRunning();
}

bool PlayFeature::enginesTurn() const
{
    return record_ && !record_->isOver() && (!game_.human || *game_.human != record_->sideToMove());
}

void PlayFeature::play(int number)
{
    if (!record_ || record_->isOver() || isThinking() || enginesTurn()) {
        parts_.tell(tr("It is not your move"), kMessageMs);
        return;
    }
    const auto move = record_->moveNamed(std::to_string(number));
    if (!move) {
        parts_.tell(tr("%1 is no move here").arg(number), kMessageMs);
        return;
    }
    record_->play(*move);
    lastEngineWords_.clear();
    judging_ = false;
    announceIfOver();
    if (enginesTurn())
        engineMove();
    showGame();
    emit gameChanged();
}

void PlayFeature::engineMove()
{
    if (!record_ || record_->isOver() || isThinking())
        return;
    const GameKind& kind = record_->kind();
    auto root = positionOnBoard();
    if (!root) {
        parts_.showFailure(tr("The engine cannot search"), translated(root.error().sentence()));
        return;
    }
    searched_ = std::move(*root);
    searched_.title += tr(" · the engine's move %1").arg(record_->moves().size() + 1).toStdString();
    const SearchOptions options = game_.engine.searchOptions(kind);
    if (const Message problem = Search::problem(*searched_.tree, options); !problem.empty()) {
        parts_.showFailure(tr("The engine cannot search"), translated(problem));
        return;
    }
    engine_->start(searched_.tree, options, searched_.title);
    thinkingClock_->start();
    showGame();
}

Result<TreeDocument> PlayFeature::positionOnBoard() const
{
    const GameKind& kind = record_->kind();
    return positionTree(kind, record_->position(), game_.engine.searchOptions(kind));
}

void PlayFeature::showUnsearchedPosition()
{
    auto root = positionOnBoard();
    if (!root)
        return; // the engine's search says why, when asked to move
    const Message notYet(
        "gtl::ui::PlayFeature", QT_TRANSLATE_NOOP("gtl::ui::PlayFeature", "the engine has not searched this position"));
    auto run = SearchRun::unsearched(root->tree, game_.engine.searchOptions(record_->kind()), root->title, notYet);
    gameTrees_.push_back(root->tree);
    parts_.session.openSearched(qtText(root->title), std::move(*root), std::move(run));
}

void PlayFeature::followRun()
{
    if (!showsGame())
        dock_->hide();
    else if (dock_->isHidden())
        showPanel();
}

bool PlayFeature::showsGame() const
{
    const std::shared_ptr<const GameTree>& shown = parts_.model.run().source;
    return record_ && std::find(gameTrees_.begin(), gameTrees_.end(), shown) != gameTrees_.end();
}

void PlayFeature::showEngineRun(const std::shared_ptr<const SearchRun>& run)
{
    thinkingClock_->stop();
    const SearchResult& result = run->trace.result;
    const auto move
        = result.bestMove == kNoNode ? std::nullopt : record_->moveNamed(std::string(result.bestMoveLabel(*run->tree)));
    if (!move) {
        showGame();
        parts_.showFailure(tr("The engine cannot move"), tr("Its search found no move to play."));
        return;
    }
    const QChar side(record_->sideToMove());
    record_->play(*move);
    const QString played = qtText(record_->moves().back());
    // In a game of several players the engines answer in turn, each named by its seat.
    if (record_->kind().players() > 2)
        lastEngineWords_ += (lastEngineWords_.isEmpty() ? QString() : QStringLiteral(" "))
            + tr("%1 played %2.").arg(side).arg(played);
    else
        lastEngineWords_ = tr("The engine played %1.").arg(played);
    if (const QString verdict = verdictOnEngineMove(); !verdict.isEmpty())
        lastEngineWords_ += QLatin1Char(' ') + verdict;
    else
        judging_
            = perfectPlay_->isChecked() && solver_->isSolving() && solver_->position() == record_->previousPosition();
    engineRuns_.push_back({record_->moves().size(), searched_, run});
    gameTrees_.push_back(searched_.tree);
    parts_.session.openSearched(qtText(searched_.title), std::move(searched_), run);
    parts_.tell(
        tr("The search that chose %1 is on screen: the arrow keys step it").arg(qtText(record_->moves().back())),
        kMessageMs);
    announceIfOver();
    panel_->board().setFocus(Qt::OtherFocusReason);
    showGame();
    emit engineMoved();
    emit gameChanged();
    // In a game of several players the next seat may be an engine's too: it answers in turn,
    // until the user's move comes round.
    if (game_.human && enginesTurn())
        engineMove();
}

void PlayFeature::announceIfOver() const
{
    if (record_->isOver())
        parts_.tell(tr("Game over: %1").arg(qtText(record_->result())), 2 * kMessageMs);
}

void PlayFeature::takeBack()
{
    if (!record_)
        return;
    cancel();
    // The engines' replies and the user's move before them; engines alone, one move.
    std::size_t taken = record_->takeBack(1);
    while (game_.human && enginesTurn() && !record_->moves().empty())
        taken += record_->takeBack(1);
    lastEngineWords_.clear();
    judging_ = false;
    showLastEngineRun();
    // Two sentences rather than "move(s)": the English window has no plural forms of its own.
    parts_.tell(taken == 1 ? tr("Took back a move") : tr("Took back %n moves", nullptr, int(taken)), kMessageMs);
    showGame();
    emit gameChanged();
}

void PlayFeature::showLastEngineRun()
{
    // The search of a move taken back is of a position no longer in the game.
    const std::size_t before = engineRuns_.size();
    std::erase_if(engineRuns_, [this](const EngineRun& engine) { return engine.moves > record_->moves().size(); });
    if (engineRuns_.size() == before)
        return;
    if (engineRuns_.empty()) {
        showUnsearchedPosition();
        return;
    }
    const EngineRun& last = engineRuns_.back();
    parts_.session.openSearched(qtText(last.searched.title), last.searched, last.run);
}

void PlayFeature::cancel()
{
    if (!isThinking())
        return;
    engine_->cancel();
    thinkingClock_->stop();
    parts_.tell(tr("The engine's search was cancelled"), kMessageMs);
    showGame();
    emit gameChanged();
}

void PlayFeature::showPerfectPlay(bool on)
{
    if (perfectPlay_->isChecked() != on) {
        perfectPlay_->setChecked(on); // comes back here through the toggle
        return;
    }
    if (!on) {
        solver_->cancel();
        solved_.clear();
    }
    solveShownPosition();
}

const std::vector<MoveVerdict>* PlayFeature::verdicts() const
{
    return record_ ? verdictsOn(record_->position()) : nullptr;
}

const std::vector<MoveVerdict>* PlayFeature::verdictsOn(Position position) const
{
    const auto found = record_ ? solved_.find({&record_->kind(), position}) : solved_.end();
    return found == solved_.end() ? nullptr : &found->second;
}

bool PlayFeature::isSolving() const
{
    return solver_->isSolving();
}

void PlayFeature::solveShownPosition()
{
    const bool wanted = perfectPlay_->isChecked() && record_ && !record_->isOver();
    if (!wanted) {
        judging_ = false;
        solver_->cancel();
    } else if (record_->kind().solves() && !verdicts() && !judging_) {
        solver_->solve(record_->kind(), record_->position());
    }
    showGame();
}

void PlayFeature::takeVerdicts(Position position, const std::vector<MoveVerdict>& verdicts)
{
    if (record_)
        solved_[{&record_->kind(), position}] = verdicts;
    if (judging_) {
        judging_ = false;
        if (const QString verdict = verdictOnEngineMove(); !verdict.isEmpty())
            lastEngineWords_ += QLatin1Char(' ') + verdict;
        solveShownPosition(); // now the position on the board
        return;
    }
    showGame();
}

QString PlayFeature::perfectPlayWords()
{
    return tr("Perfect play:");
}

QString PlayFeature::verdictOnEngineMove() const
{
    // The verdicts on the position the engine moved from.
    const std::vector<MoveVerdict>* before
        = record_->moves().empty() ? nullptr : verdictsOn(record_->previousPosition());
    if (!before)
        return {};
    const int number = std::stoi(record_->moves().back());
    const auto played = std::find_if(
        before->begin(), before->end(), [number](const MoveVerdict& verdict) { return verdict.number == number; });
    const auto best = std::min_element(
        before->begin(), before->end(), [](const MoveVerdict& a, const MoveVerdict& b) { return a.rank() < b.rank(); });
    if (played == before->end() || best == before->end())
        return {};
    QString words = perfectPlayWords() + tr(" %1 is a %2.").arg(number).arg(verdictNote(*played).replace('\n', ' '));
    if (best->rank() < played->rank())
        words += tr(" %1 was a %2.").arg(best->number).arg(verdictNote(*best).replace('\n', ' '));
    return words;
}

void PlayFeature::showGame()
{
    const bool thinking = isThinking();
    if (record_) {
        const bool usersTurn = !thinking && !record_->isOver() && !enginesTurn();
        panel_->board().showPosition(record_->kind(), record_->position(), usersTurn);
        std::map<int, QString> notes;
        std::map<int, QString> shortNotes;
        if (perfectPlay_->isChecked() && verdicts()) {
            for (const MoveVerdict& verdict : *verdicts()) {
                notes.emplace(verdict.number, verdictNote(verdict));
                shortNotes.emplace(verdict.number, verdictShortNote(verdict));
            }
        }
        panel_->board().setNotes(std::move(notes), std::move(shortNotes));
        panel_->setMoves(qtTexts(record_->moves()), int(record_->kind().players()));
    }
    panel_->showThinking(thinking ? engine_->elapsedMs() : -1);
    panel_->setStatus(statusLine());
    takeBack_->setEnabled(record_ && !record_->moves().empty());
    engineMove_->setEnabled(record_ && !record_->isOver() && !thinking);
    cancel_->setEnabled(thinking);
}

QString PlayFeature::statusLine() const
{
    if (!record_)
        return tr("Game → New Game… (Ctrl+Shift+N) starts a game against the engine.");
    const QString side(QChar(record_->sideToMove()));
    if (isThinking()) {
        return tr("The engine (%1) is thinking: %2 s. Cancel stops it.")
            .arg(side)
            .arg(double(engine_->elapsedMs()) / 1000, 0, 'f', 1);
    }
    QString words = lastEngineWords_.isEmpty() ? QString() : lastEngineWords_ + QLatin1Char(' ');
    if (record_->isOver())
        return words + tr("Game over: %1.").arg(qtText(record_->result()));
    if (perfectPlay_->isChecked() && !record_->kind().solves())
        words += tr("Perfect play is not known for %1. ")
                     .arg(translated(GameKind::nameInSentence(record_->kind().names().name)));
    else if (isSolving())
        words += tr("Working out perfect play… ");
    else if (verdicts() && !lastEngineWords_.contains(perfectPlayWords()))
        words += tr("W, D, L in n moves: perfect play. "); // the board's notes, unless a verdict just spelt them
    if (enginesTurn())
        return words + tr("%1 to move: Ctrl+Return has the engine play it.").arg(side);
    return words + tr("You play %1: click or type a number.").arg(side);
}

} // namespace gtl::ui
