// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/game/PlayFeature.h"

#include "ui/editing/TreeSession.h"
#include "ui/language/Translated.h"
#include "ui/language/ValueText.h"
#include "ui/match/MatchWindow.h"
#include "ui/play/BoardWidget.h"
#include "ui/play/NewGameDialog.h"
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
#include <utility>

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
    , session_(new PlaySession(this))
    , thinkingClock_(new QTimer(this))
    , menu_(new QMenu(tr("&Game"), &parts.window))
{
    makeActions();
    BoardWidget* board = &panel_->board();
    board->setSceneStyle(parts.view.treeItem().style());
    connect(&parts.view, &TreeView::sceneStyleChanged, board, &BoardWidget::setSceneStyle);
    connect(board, &BoardWidget::movePicked, this, &PlayFeature::play);
    connect(panel_, &PlayPanel::cancelPressed, this, &PlayFeature::cancel);
    connect(session_, &PlaySession::engineMoved, this, &PlayFeature::showEngineRun);
    connect(session_, &PlaySession::engineFailed, this, &PlayFeature::tellEngineFailed);
    connect(session_, &PlaySession::engineMoveJudged, this, [this] {
        if (const QString verdict = verdictOnEngineMove(); !verdict.isEmpty())
            lastEngineWords_ += QLatin1Char(' ') + verdict;
    });
    connect(session_, &PlaySession::gameChanged, this, [this] {
        showGame();
        emit gameChanged();
    });
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
    NewGameDialog dialog(session_->settings(), &parts_.window);
    if (dialog.exec() == QDialog::Accepted)
        start(dialog.chosen());
}

void PlayFeature::start(const NewGame& game)
{
    if (const Message problem = PlaySession::problem(game); !problem.empty()) {
        parts_.showFailure(tr("Cannot start the game"), translated(problem));
        return;
    }
    gameTrees_.clear();
    lastEngineWords_.clear();
    // The board's room first, as for the game it then shows.
    showPanel();
    session_->start(game);
    showUnsearchedPosition();
    panel_->board().setFocus(Qt::OtherFocusReason);
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

void PlayFeature::play(int number)
{
    // The engine's words are of the moves before; a move refused keeps them.
    const QString engineWords = std::exchange(lastEngineWords_, QString());
    switch (session_->play(number)) {
    case PlaySession::Refusal::None: announceIfOver(); return;
    case PlaySession::Refusal::NotYourMove: parts_.tell(tr("It is not your move"), kMessageMs); break;
    case PlaySession::Refusal::NoSuchMove: parts_.tell(tr("%1 is no move here").arg(number), kMessageMs); break;
    }
    lastEngineWords_ = engineWords;
}

void PlayFeature::engineMove()
{
    session_->engineMove();
}

void PlayFeature::tellEngineFailed(const QString& reason)
{
    if (reason.isEmpty())
        parts_.showFailure(tr("The engine cannot move"), tr("Its search found no move to play."));
    else
        parts_.showFailure(tr("The engine cannot search"), reason);
}

void PlayFeature::showUnsearchedPosition()
{
    auto root = session_->positionOnBoard();
    if (!root)
        return; // the engine's search says why, when asked to move
    const Message notYet(
        "gtl::ui::PlayFeature", QT_TRANSLATE_NOOP("gtl::ui::PlayFeature", "the engine has not searched this position"));
    const NewGame& game = session_->settings();
    auto run = SearchRun::unsearched(root->tree, game.engine.searchOptions(*game.game), root->title, notYet);
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
    return record() && std::find(gameTrees_.begin(), gameTrees_.end(), shown) != gameTrees_.end();
}

void PlayFeature::showEngineRun()
{
    const GameRecord& record = *session_->record();
    const QString played = qtText(record.moves().back());
    // In a game of several players the engines answer in turn, each named by its seat.
    if (record.kind().players() > 2) {
        const QChar side(record.kind().sideToMove(record.previousPosition()));
        lastEngineWords_ += (lastEngineWords_.isEmpty() ? QString() : QStringLiteral(" "))
            + tr("%1 played %2.").arg(side).arg(played);
    } else {
        lastEngineWords_ = tr("The engine played %1.").arg(played);
    }
    if (const QString verdict = verdictOnEngineMove(); !verdict.isEmpty())
        lastEngineWords_ += QLatin1Char(' ') + verdict;
    PlaySession::EngineRun searched = session_->engineRuns().back();
    gameTrees_.push_back(searched.searched.tree);
    parts_.session.openSearched(qtText(searched.searched.title), std::move(searched.searched), searched.run);
    parts_.tell(tr("The search that chose %1 is on screen: the arrow keys step it").arg(played), kMessageMs);
    announceIfOver();
    panel_->board().setFocus(Qt::OtherFocusReason);
    emit engineMoved();
}

void PlayFeature::announceIfOver() const
{
    if (record()->isOver())
        parts_.tell(tr("Game over: %1").arg(qtText(record()->result())), 2 * kMessageMs);
}

void PlayFeature::takeBack()
{
    if (!record())
        return;
    cancel();
    lastEngineWords_.clear();
    const std::size_t runs = session_->engineRuns().size();
    const std::size_t taken = session_->takeBack();
    if (session_->engineRuns().size() != runs)
        showLastEngineRun();
    // Two sentences rather than "move(s)": the English window has no plural forms of its own.
    parts_.tell(tr("Took back %n moves", nullptr, int(taken)), kMessageMs);
}

void PlayFeature::showLastEngineRun()
{
    if (session_->engineRuns().empty()) {
        showUnsearchedPosition();
        return;
    }
    const PlaySession::EngineRun& last = session_->engineRuns().back();
    parts_.session.openSearched(qtText(last.searched.title), last.searched, last.run);
}

void PlayFeature::cancel()
{
    if (session_->cancel())
        parts_.tell(tr("The engine's search was cancelled"), kMessageMs);
}

void PlayFeature::showPerfectPlay(bool on)
{
    if (perfectPlay_->isChecked() != on) {
        perfectPlay_->setChecked(on); // comes back here through the toggle
        return;
    }
    session_->setPerfectPlay(on);
}

QString PlayFeature::perfectPlayWords()
{
    return tr("Perfect play:");
}

QString PlayFeature::verdictOnEngineMove() const
{
    // The verdicts on the position the engine moved from.
    const GameRecord& record = *session_->record();
    const std::vector<MoveVerdict>* before
        = record.moves().empty() ? nullptr : session_->verdictsOn(record.previousPosition());
    if (!before)
        return {};
    const int number = std::stoi(record.moves().back());
    const auto played = std::find_if(
        before->begin(), before->end(), [number](const MoveVerdict& verdict) { return verdict.number == number; });
    const auto best = std::min_element(
        before->begin(), before->end(), [](const MoveVerdict& a, const MoveVerdict& b) { return a.rank() < b.rank(); });
    if (played == before->end() || best == before->end())
        return {};
    //: After perfect play's words: the move played and its verdict, " 4 is a win in 5."
    QString words = perfectPlayWords() + tr(" %1 is a %2.").arg(number).arg(verdictNote(*played).replace('\n', ' '));
    if (best->rank() < played->rank())
        words += tr(" %1 was a %2.").arg(best->number).arg(verdictNote(*best).replace('\n', ' '));
    return words;
}

void PlayFeature::showGame()
{
    const bool thinking = isThinking();
    if (thinking && !thinkingClock_->isActive())
        thinkingClock_->start();
    else if (!thinking)
        thinkingClock_->stop();
    const GameRecord* record = session_->record();
    if (record) {
        const bool usersTurn = !thinking && !record->isOver() && !session_->enginesTurn();
        panel_->board().showPosition(record->kind(), record->position(), usersTurn);
        std::map<int, QString> notes;
        std::map<int, QString> shortNotes;
        if (perfectPlay_->isChecked() && verdicts()) {
            for (const MoveVerdict& verdict : *verdicts()) {
                notes.emplace(verdict.number, verdictNote(verdict));
                shortNotes.emplace(verdict.number, verdictShortNote(verdict));
            }
        }
        panel_->board().setNotes(std::move(notes), std::move(shortNotes));
        panel_->setMoves(qtTexts(record->moves()), int(record->kind().players()));
    }
    panel_->showThinking(thinking ? session_->thinkingMs() : -1);
    panel_->setStatus(statusLine());
    takeBack_->setEnabled(record && !record->moves().empty());
    engineMove_->setEnabled(record && !record->isOver() && !thinking);
    cancel_->setEnabled(thinking);
}

QString PlayFeature::statusLine() const
{
    const GameRecord* record = session_->record();
    if (!record)
        return tr("Game → New Game… (Ctrl+Shift+N) starts a game against the engine.");
    const QString side(QChar(record->sideToMove()));
    if (isThinking()) {
        return tr("The engine (%1) is thinking: %2 s. Cancel stops it.")
            .arg(side)
            .arg(double(session_->thinkingMs()) / 1000, 0, 'f', 1);
    }
    QString words = lastEngineWords_.isEmpty() ? QString() : lastEngineWords_ + QLatin1Char(' ');
    if (record->isOver())
        return words + tr("Game over: %1.").arg(qtText(record->result()));
    if (perfectPlay_->isChecked() && !record->kind().solves())
        words += tr("Perfect play is not known for %1. ")
                     .arg(translated(GameKind::nameInSentence(record->kind().names().name)));
    else if (isSolving())
        words += tr("Working out perfect play… ");
    else if (verdicts() && !lastEngineWords_.contains(perfectPlayWords()))
        words += tr("W, D, L in n moves: perfect play. "); // the board's notes, unless a verdict just spelt them
    if (session_->enginesTurn())
        return words + tr("%1 to move: Ctrl+Return has the engine play it.").arg(side);
    return words + tr("You play %1: click or type a number.").arg(side);
}

} // namespace gtl::ui
