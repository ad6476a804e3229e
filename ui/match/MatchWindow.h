// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/TreeDocument.h"
#include "core/match/Match.h"
#include "core/match/RoundRobin.h"
#include "core/search/SearchRun.h"

#include <QDialog>

#include <memory>
#include <vector>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableWidget;

namespace gtl::ui {

class GameBox;

class Crosstable;
class EngineEditor;
class GameReplay;
class JobRunner;
class ScoreChart;

/// Game → Match…: two engines, set as New Game sets one, play a game's random openings twice
/// each with the seats swapped, on the job service with progress and cancel. The pairs come in
/// as they finish, with the first engine's score, its Elo difference and interval, and the
/// likelihood that it is the stronger; a chart draws the score and its interval as they come.
/// A double click on a game replays it, and any engine move's search can be opened again.
/// Three engines or more play a round robin, every two a match, shown as a crosstable.
class MatchWindow : public QDialog {
    Q_OBJECT

public:
    explicit MatchWindow(QWidget* parent = nullptr);
    ~MatchWindow() override;

    /// Plays the match the window's settings describe.
    void start();
    void cancel();
    bool isRunning() const;
    /// Shows the match of the games file at @p path (as `match --games-out` writes it), to
    /// replay its games; or says in the summary why it cannot. Returns whether it could.
    bool openGames(const QString& path);
    /// Sets up the match of matchPresets()[@p index - 1]; 0 is the user's own.
    void choosePreset(int index);
    /// Adds an engine, up to kMostEngines: three or more play a round robin.
    void addEngine();
    /// Removes engine @p index, one added for a round robin (the first two stay).
    void removeEngine(int index);
    std::size_t engineCount() const { return engines_.size(); }
    static constexpr std::size_t kMostEngines = 8;
    /// What was played so far: of two engines one match, of more every two's.
    const RoundRobinReport& report() const { return report_; }
    /// The match of two engines played so far (empty for a round robin).
    const MatchReport& matchReport() const;
    const Crosstable& crosstable() const { return *crosstable_; }
    /// The settings of the match (or round robin) played last, or being played.
    const RoundRobinSettings& played() const { return running_; }
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
    RoundRobinSettings settings() const;
    void offerGame();
    /// Names the engines' tabs by their numbers, the keys that reach them.
    void nameEngineTabs();
    /// Shows the chart and the games of a match of two engines, or the crosstable of more,
    /// nothing played yet.
    void showKind(std::size_t engines);
    /// Shows a round robin's engines in the crosstable before it is played.
    void previewCrosstable();
    /// Asks for a games file and opens it.
    void chooseGamesFile();
    /// Games files larger than this are refused before they are read.
    static constexpr qint64 kMostGamesFileBytes = 16 << 20;
    /// The games the match or round robin being played plays in all.
    std::size_t plannedGames() const;
    /// Shows what was played so far.
    void showReport(const RoundRobinReport& report);
    /// A match of two: the chart, the pairs and the sentence of the score.
    void showMatch(const MatchReport& report);
    /// A round robin: the crosstable and the sentence of who leads.
    void showRoundRobin();
    void showRunning(bool running);

    QComboBox* preset_;
    GameBox* game_;
    QTabWidget* tabs_;
    std::vector<EngineEditor*> engines_;
    QSpinBox* games_;
    QSpinBox* plies_;
    QSpinBox* seed_;
    QSpinBox* threads_;
    QPushButton* start_;
    QPushButton* cancel_;
    QPushButton* open_;
    QProgressBar* progress_;
    QLabel* summary_;
    ScoreChart* chart_;
    QTableWidget* table_;
    QLabel* tableLabel_;
    Crosstable* crosstable_;
    JobRunner* runner_;
    std::unique_ptr<GameReplay> replay_;
    std::shared_ptr<Live> live_;
    RoundRobinSettings running_;
    /// The match shown is a games file's: its engines are names, their settings unknown.
    bool fromFile_ = false;
    RoundRobinReport report_;
};

} // namespace gtl::ui
