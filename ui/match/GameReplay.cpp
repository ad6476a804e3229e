// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/match/GameReplay.h"

#include "core/content/PositionTree.h"
#include "core/games/Winners.h"
#include "ui/language/Translated.h"
#include "ui/language/ValueText.h"
#include "ui/play/BoardWidget.h"
#include "ui/play/EngineSearch.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace gtl::ui {

GameReplay::GameReplay(QWidget* parent)
    : QDialog(parent)
    , board_(new BoardWidget(this))
    , heading_(new QLabel(this))
    , moves_(new QListWidget(this))
    , description_(new QLabel(this))
    , search_(new QPushButton(tr("&Open the Search Behind This Move"), this))
    , engine_(new EngineSearch(this))
{
    setObjectName("gameReplay");
    moves_->setObjectName("moves");
    heading_->setWordWrap(true);
    description_->setWordWrap(true);
    description_->setObjectName("description");
    search_->setToolTip(tr("Search the position before the move again, as the engine that played it did, and "
                           "put the search on screen to step"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(search_, QDialogButtonBox::ActionRole);
    // The board takes what the list leaves: large enough to read from the back of a room.
    auto* side = new QVBoxLayout;
    side->addWidget(heading_);
    side->addWidget(moves_, 1);
    side->addWidget(description_);
    auto* columns = new QHBoxLayout;
    columns->addWidget(board_, 3);
    columns->addLayout(side, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(buttons);
    connect(moves_, &QListWidget::currentRowChanged, this, &GameReplay::showMove);
    // Return on a move, or a double click, opens its search, as the button does.
    connect(moves_, &QListWidget::activated, this, &GameReplay::searchShownMove);
    connect(search_, &QPushButton::clicked, this, &GameReplay::searchShownMove);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    connect(engine_, &EngineSearch::finished, this, [this](std::shared_ptr<const SearchRun> run) {
        describeShownMove();
        emit searchReady(searched_, run);
    });
    connect(engine_, &EngineSearch::failed, this, [this](const QString& reason) {
        describeShownMove();
        description_->setText(description_->text() + QLatin1Char(' ') + reason);
    });
}

GameReplay::~GameReplay() = default;

void GameReplay::showGame(const MatchSettings& settings, const MatchGame& played, int number, bool settingsKnown)
{
    engine_->cancel();
    settingsKnown_ = settingsKnown;
    settings_ = settings;
    played_ = played;
    number_ = number;
    const GameKind& game = *settings_.game;
    const Position opening = settings_.openings[played_.opening];
    positions_ = Match::positionsOf(game, opening, played_);
    setWindowTitle(tr("Game %1 of the match").arg(number));
    moves_->blockSignals(true);
    moves_->clear();
    moves_->addItem(tr("Opening: %1 to move").arg(QChar(game.sideToMove(opening))));
    for (int move = 1; move < int(positions_.size()); ++move) {
        //: A replayed game's move: its number, the side, the move, the engine that chose it.
        moves_->addItem(tr("%1. %2 plays %3 (engine %4)")
                            .arg(move)
                            .arg(QChar(game.sideToMove(positions_[std::size_t(move) - 1])))
                            .arg(qtText(played_.moves[std::size_t(move) - 1]))
                            .arg(engineNumberOfMove(move)));
    }
    moves_->blockSignals(false);
    const std::string winners = winnersOf(game, positions_.back());
    const QChar firstSide(game.sideToMove(opening));
    const QChar secondSide(game.names().sides[game.names().sides.find(char(firstSide.unicode())) == 0 ? 1 : 0]);
    const bool firstEngineFirst = played_.firstEngineMovedFirst;
    const QString result = winners.empty()
        ? tr("A draw.")
        : tr("%1 won: engine %2.").arg(qtText(winners)).arg(played_.result == 1 ? 1 : 2);
    heading_->setText(tr("Engine 1 (%1) played %2, engine 2 (%3) played %4. %5")
                          .arg(qtText(settings_.engines[0].name))
                          .arg(firstEngineFirst ? firstSide : secondSide)
                          .arg(qtText(settings_.engines[1].name))
                          .arg(firstEngineFirst ? secondSide : firstSide)
                          .arg(result));
    moves_->setCurrentRow(moves_->count() - 1);
    showMove(moves_->count() - 1);
    moves_->setFocus(Qt::OtherFocusReason);
}

void GameReplay::showMove(int moves)
{
    if (moves < 0 || moves >= int(positions_.size()))
        return;
    if (moves_->currentRow() != moves)
        moves_->setCurrentRow(moves); // comes back here
    board_->showPosition(*settings_.game, positions_[std::size_t(moves)], false);
    describeShownMove();
}

int GameReplay::shownMove() const
{
    return moves_->currentRow();
}

int GameReplay::engineNumberOfMove(int moves) const
{
    const Position opening = settings_.openings[played_.opening];
    return int(Match::engineToMove(
               *settings_.game, opening, played_.firstEngineMovedFirst, positions_[std::size_t(moves) - 1]))
        + 1;
}

const MatchEngine* GameReplay::engineOfMove(int moves) const
{
    if (moves < 1 || moves >= int(positions_.size()))
        return nullptr;
    return &settings_.engines[std::size_t(engineNumberOfMove(moves)) - 1];
}

void GameReplay::describeShownMove()
{
    const int move = shownMove();
    const MatchEngine* engine = engineOfMove(move);
    search_->setEnabled(settingsKnown_ && engine && engine->search && !isSearching());
    if (!engine) {
        description_->setText(tr("The opening, before the engines' first move."));
        return;
    }
    const QString chosen = tr("Move %1: %2 played %3, chosen by engine %4 (%5).")
                               .arg(move)
                               .arg(QChar(settings_.game->sideToMove(positions_[std::size_t(move) - 1])))
                               .arg(qtText(played_.moves[std::size_t(move) - 1]))
                               .arg(engineNumberOfMove(move))
                               .arg(qtText(engine->name));
    if (!settingsKnown_)
        description_->setText(chosen + QLatin1Char(' ')
            + tr("The games file names the engine, not its settings: play the match here to search its moves "
                 "again."));
    else if (isSearching())
        description_->setText(chosen + QLatin1Char(' ') + tr("Searching it again…"));
    else if (!engine->search)
        description_->setText(
            chosen + QLatin1Char(' ') + tr("Perfect play is the solver's: there is no search to step."));
    else
        description_->setText(chosen + QLatin1Char(' ') + tr("Return opens the search behind it."));
}

void GameReplay::searchShownMove()
{
    const int move = shownMove();
    const MatchEngine* engine = engineOfMove(move);
    if (!settingsKnown_ || !engine || !engine->search || isSearching())
        return;
    const GameKind& game = *settings_.game;
    auto root = positionTree(game, positions_[std::size_t(move) - 1], *engine->search);
    if (!root) {
        description_->setText(translated(root.error().sentence()));
        return;
    }
    searched_ = std::move(*root);
    searched_.title += tr(" · move %1 of game %2 of the match").arg(move).arg(number_).toStdString();
    engine_->start(searched_.tree, *engine->search, searched_.title);
    describeShownMove();
}

bool GameReplay::isSearching() const
{
    return engine_->isRunning();
}

QString GameReplay::heading() const
{
    return heading_->text();
}

QString GameReplay::description() const
{
    return description_->text();
}

} // namespace gtl::ui
