// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/TreeDocument.h"
#include "core/match/Match.h"
#include "core/search/SearchRun.h"

#include <QDialog>

#include <memory>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace gtl::ui {

class EngineEditor;
class GameReplay;
class JobRunner;
class ScoreChart;

/// Game → Match…: two engines, set as New Game sets one, play a game's random openings twice
/// each with the seats swapped, on the job service with progress and cancel. The pairs come in
/// as they finish, with the first engine's score, its Elo difference and interval, and the
/// likelihood that it is the stronger; a chart draws the score and its interval as they come.
/// A double click on a game replays it, and any engine move's search can be opened again.
class MatchWindow : public QDialog {
    Q_OBJECT

public:
    explicit MatchWindow(QWidget* parent = nullptr);
    ~MatchWindow() override;

    /// Plays the match the window's settings describe.
    void start();
    void cancel();
    bool isRunning() const;
    /// What was played so far.
    const MatchReport& report() const { return report_; }
    /// The settings of the match played last, or being played.
    const MatchSettings& played() const { return running_; }
    const QTableWidget& table() const { return *table_; }
    const ScoreChart& chart() const { return *chart_; }
    QString summary() const;
    /// Replays the game of the table's @p row, the first engine moving first in column 1 and
    /// second in column 2 (the opening's column means the first game).
    void replayGame(int row, int column);
    /// The window the games are replayed in, once one was.
    GameReplay* replay() const { return replay_.get(); }

signals:
    /// The search behind a move of a replayed game, made again, for the main window to show.
    void searchReady(const TreeDocument& searched, const std::shared_ptr<const SearchRun>& run);

private:
    struct Live;
    MatchSettings settings() const;
    void offerGame();
    /// Shows the pairs finished so far.
    void showReport(const MatchReport& report);
    void showRunning(bool running);

    QComboBox* game_;
    EngineEditor* engines_[2];
    QSpinBox* games_;
    QSpinBox* plies_;
    QSpinBox* seed_;
    QSpinBox* threads_;
    QPushButton* start_;
    QPushButton* cancel_;
    QProgressBar* progress_;
    QLabel* summary_;
    ScoreChart* chart_;
    QTableWidget* table_;
    JobRunner* runner_;
    std::unique_ptr<GameReplay> replay_;
    std::shared_ptr<Live> live_;
    MatchSettings running_;
    MatchReport report_;
};

} // namespace gtl::ui
