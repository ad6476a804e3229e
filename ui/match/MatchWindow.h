// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/match/Match.h"

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
class JobRunner;
class ScoreChart;

/// Game → Match…: two engines, set as New Game sets one, play a game's random openings twice
/// each with the seats swapped, on the job service with progress and cancel. The pairs come in
/// as they finish, with the first engine's score, its Elo difference and interval, and the
/// likelihood that it is the stronger; a chart draws the score and its interval as they come.
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
    const QTableWidget& table() const { return *table_; }
    const ScoreChart& chart() const { return *chart_; }
    QString summary() const;

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
    std::shared_ptr<Live> live_;
    MatchSettings running_;
    MatchReport report_;
};

} // namespace gtl::ui
