// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/match/MatchWindow.h"

#include "core/games/GameRegistry.h"
#include "core/match/GamesFile.h"
#include "core/match/Openings.h"
#include "core/search/ChoiceNames.h"
#include "ui/charts/ScoreChart.h"
#include "ui/games/GameBox.h"
#include "ui/jobs/JobRunner.h"
#include "ui/language/Translated.h"
#include "ui/language/ValueText.h"
#include "ui/match/Crosstable.h"
#include "ui/match/GameReplay.h"
#include "ui/match/MatchPresets.h"
#include "ui/play/EngineEditor.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QShortcut>
#include <QSpinBox>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QThread>
#include <QToolButton>
#include <QVBoxLayout>

#include <mutex>

namespace gtl::ui {

/// The report as the match's threads leave it, for the window to read while it plays.
struct MatchWindow::Live {
    std::mutex mutex;
    RoundRobinReport report;
};

namespace {

/// A result for the first engine as people write it: 1, ½ or 0.
QString resultText(double result)
{
    return result == 1 ? QStringLiteral("1") : result == 0 ? QStringLiteral("0") : QStringLiteral("½");
}

} // namespace

MatchWindow::MatchWindow(QWidget* parent)
    : QDialog(parent)
    , preset_(new QComboBox(this))
    , game_(new GameBox(
          // Matches are of two players without dice.
          [](const GameKind& game) { return !game.hasChance() && game.players() == 2; }, this))
    , tabs_(new QTabWidget(this))
    , games_(new QSpinBox(this))
    , plies_(new QSpinBox(this))
    , seed_(new QSpinBox(this))
    , threads_(new QSpinBox(this))
    , start_(new QPushButton(tr("Pla&y"), this))
    , cancel_(new QPushButton(tr("Cance&l"), this))
    , open_(new QPushButton(tr("Open Games…"), this))
    , progress_(new QProgressBar(this))
    , summary_(new QLabel(this))
    , chart_(new ScoreChart(this))
    , table_(new QTableWidget(0, 3, this))
    , tableLabel_(new QLabel(tr("The games i&n pairs: double-click one, or press Return on it, to replay it"), this))
    , crosstable_(new Crosstable(this))
    , runner_(new JobRunner(this))
    , live_(std::make_shared<Live>())
{
    setWindowTitle(tr("Match"));
    // Closing the main window ends the program, this window open or not.
    setAttribute(Qt::WA_QuitOnClose, false);
    setObjectName("matchWindow");
    game_->setObjectName("game");
    // The questions of the manual's table of what matches show, a choice each.
    preset_->setObjectName("preset");
    preset_->addItem(tr("Your own engines"));
    for (const MatchPreset& preset : matchPresets()) {
        const QString question = translatedText("MatchPresets", preset.question);
        preset_->addItem(question);
        preset_->setItemData(preset_->count() - 1, question, Qt::ToolTipRole);
    }
    preset_->setToolTip(tr("Set up a match that answers a question engine builders ask"));
    // The questions are long: the box shows what its column has room for, not the column the
    // longest one would need.
    preset_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    preset_->setMinimumContentsLength(16);
    // More engines play a round robin: a tab each, added by the button beside the tabs, and
    // closed by their own (the first two stay).
    auto* adder = new QToolButton(tabs_);
    adder->setObjectName("addEngine");
    adder->setText(QStringLiteral("+"));
    adder->setToolTip(tr("Add an engine: three or more play a round robin, every two a match"));
    adder->setAccessibleName(tr("Add an engine"));
    tabs_->setCornerWidget(adder);
    tabs_->setAccessibleName(tr("Engines"));
    tabs_->setTabsClosable(true);
    connect(adder, &QToolButton::clicked, this, [this] { addEngine(); });
    connect(tabs_, &QTabWidget::tabCloseRequested, this, &MatchWindow::removeEngine);
    games_->setObjectName("games");
    games_->setRange(2, 10000);
    games_->setSingleStep(2);
    games_->setValue(100);
    games_->setToolTip(tr("Each opening is played twice, the engines' seats swapped"));
    plies_->setRange(0, 20);
    plies_->setValue(4);
    seed_->setRange(0, 1'000'000);
    seed_->setValue(1);
    threads_->setRange(1, 256);
    threads_->setValue(std::max(1, QThread::idealThreadCount()));
    auto* form = new QFormLayout;
    // The engine editor's rows hold most letters: the numbers here are reached with Tab, and
    // the keys that remain go to the game and the buttons.
    form->addRow(tr("&Find out:"), preset_);
    form->addRow(tr("&Game:"), game_);
    form->addRow(tr("Games:"), games_);
    form->addRow(tr("Openings of random moves:"), plies_);
    form->addRow(tr("Openings' seed:"), seed_);
    form->addRow(tr("Threads:"), threads_);
    crosstable_->hide();
    table_->setObjectName("games");
    table_->setHorizontalHeaderLabels({tr("Opening"), tr("Engine 1 first"), tr("Engine 2 first")});
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    tableLabel_->setWordWrap(true);
    tableLabel_->setBuddy(table_);
    table_->setAccessibleName(QString(tableLabel_->text()).remove('&'));
    summary_->setObjectName("summary");
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* buttons = new QDialogButtonBox(this);
    buttons->addButton(start_, QDialogButtonBox::ActionRole);
    buttons->addButton(open_, QDialogButtonBox::ActionRole);
    buttons->addButton(cancel_, QDialogButtonBox::RejectRole);
    buttons->addButton(QDialogButtonBox::Close);
    // The settings on the left, the games as they come in on the right.
    auto* setup = new QVBoxLayout;
    setup->addLayout(form);
    setup->addWidget(tabs_, 1);
    auto* results = new QVBoxLayout;
    results->addWidget(progress_);
    results->addWidget(summary_);
    results->addWidget(chart_, 1);
    results->addWidget(tableLabel_);
    results->addWidget(table_, 1);
    results->addWidget(crosstable_, 1);
    auto* columns = new QHBoxLayout;
    columns->addLayout(setup, 1);
    columns->addLayout(results, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(buttons);
    connect(game_, &QComboBox::currentIndexChanged, this, &MatchWindow::offerGame);
    connect(preset_, &QComboBox::activated, this, &MatchWindow::choosePreset);
    // Before a match, the chart's axis shows the games it will play.
    connect(games_, &QSpinBox::valueChanged, this, [this](int games) {
        if (!isRunning() && report_.gamesDone == 0)
            chart_->show(games, {});
    });
    connect(start_, &QPushButton::clicked, this, &MatchWindow::start);
    // The letters are the engines' and the match's: the file is Ctrl+O away, as in any window.
    open_->setToolTip(tr("Open the games of a match the command line played (match --games-out), to replay them "
                         "(Ctrl+O)"));
    auto* openKey = new QShortcut(QKeySequence::Open, this);
    connect(openKey, &QShortcut::activated, this, &MatchWindow::chooseGamesFile);
    connect(open_, &QPushButton::clicked, this, &MatchWindow::chooseGamesFile);
    connect(cancel_, &QPushButton::clicked, this, &MatchWindow::cancel);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    // A double click or Return on a game replays it.
    connect(table_, &QTableWidget::activated, this,
        [this](const QModelIndex& index) { replayGame(index.row(), index.column()); });
    connect(runner_, &JobRunner::progressed, this, [this] {
        const std::lock_guard lock(live_->mutex);
        showReport(live_->report);
    });
    connect(runner_, &JobRunner::stopped, this, [this] {
        // A cancelled match's answer is dropped: what was played is what the threads left.
        const std::lock_guard lock(live_->mutex);
        showReport(live_->report);
        showRunning(false);
    });
    // A first match worth watching: the engine New Game starts with against one that looks
    // two moves less deep.
    addEngine();
    addEngine();
    tabs_->setCurrentIndex(0);
    showRunning(false);
    summary_->setText(tr("Set up the two engines and press Play."));
    // As large as the screen allows, up to what both columns want.
    if (const QScreen* screen = this->screen()) {
        const QSize room = screen->availableGeometry().size() * 9 / 10;
        resize(std::min(room.width(), 1200), std::min(room.height(), 800));
    }
}

MatchWindow::~MatchWindow() = default;

void MatchWindow::offerGame()
{
    const GameKind* game = game_->game();
    if (!game)
        return;
    for (EngineEditor* engine : engines_)
        engine->setGame(*game);
}

bool MatchWindow::openGames(const QString& path)
{
    if (isRunning())
        return false;
    QFile file(path);
    if (file.size() > kMostGamesFileBytes) {
        summary_->setText(tr("%1: the file is larger than the 16 MB a games file may be.").arg(path));
        return false;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        summary_->setText(tr("%1 cannot be read: %2").arg(path, file.errorString()));
        return false;
    }
    std::vector<std::string> lines;
    for (const QByteArray& line : file.readAll().split('\n'))
        lines.push_back(line.toStdString());
    const auto read = GamesFile::read(lines);
    if (!read) {
        //: A games file, then what is wrong in it.
        summary_->setText(tr("%1, %2").arg(path, translated(read.error().sentence())));
        return false;
    }
    while (engines_.size() > 2)
        removeEngine(int(engines_.size()) - 1);
    game_->setGame(read->game);
    showKind(2);
    running_ = {};
    running_.game = read->game;
    for (const std::string& name : read->engines)
        running_.engines.push_back(MatchEngine{name, std::nullopt});
    running_.openings = read->openings;
    fromFile_ = true;
    RoundRobinReport report;
    report.pairings.push_back(Pairing{0, 1, read->report});
    report.gamesDone = read->report.gamesDone;
    showReport(report);
    return true;
}

void MatchWindow::chooseGamesFile()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open a Match's Games"), QString(), tr("Games files (*.tsv *.txt);;All files (*)"));
    if (!path.isEmpty())
        openGames(path);
}

void MatchWindow::choosePreset(int index)
{
    if (index < 1 || index > int(matchPresets().size()) || isRunning())
        return;
    if (preset_->currentIndex() != index)
        preset_->setCurrentIndex(index);
    const MatchPreset& preset = matchPresets()[std::size_t(index) - 1];
    // The game first: its engines are offered what it has.
    for (const GameKind* game : GameRegistry::games())
        if (game->names().fileMember == preset.game)
            game_->setGame(game);
    while (engines_.size() > 2)
        removeEngine(int(engines_.size()) - 1);
    for (std::size_t i = 0; i < 2; ++i)
        engines_[i]->setEngine(preset.engines[i]);
    games_->setValue(preset.games);
    plies_->setValue(preset.plies);
    seed_->setValue(1);
    summary_->setText(tr("%1 Press Play to find out.").arg(preset_->currentText()));
}

void MatchWindow::addEngine()
{
    if (engines_.size() >= kMostEngines || isRunning())
        return;
    auto* engine = new EngineEditor(this);
    if (const GameKind* game = game_->game())
        engine->setGame(*game);
    // Each new engine two plies less deep than the last, down to one: a round robin of
    // strengths, to begin with.
    EngineSettings settings = engines_.empty() ? EngineSettings() : engines_.back()->engine();
    if (std::uint32_t& depth = settings.options.enhancements.depth; !engines_.empty() && depth > 1)
        depth = depth > 2 ? depth - 2 : 1;
    engine->setEngine(settings);
    engines_.push_back(engine);
    connect(engine, &EngineEditor::changed, this, &MatchWindow::previewCrosstable);
    // Each engine's settings scroll within their tab: the window fits a 720-pixel screen.
    auto* scrolled = new QScrollArea(tabs_);
    scrolled->setWidget(engine);
    scrolled->setWidgetResizable(true);
    scrolled->setFrameShape(QFrame::NoFrame);
    scrolled->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scrolled->setMinimumWidth(engine->sizeHint().width() + scrolled->style()->pixelMetric(QStyle::PM_ScrollBarExtent));
    tabs_->addTab(scrolled, QString());
    tabs_->setCurrentIndex(tabs_->count() - 1);
    nameEngineTabs();
    showKind(engines_.size());
}

void MatchWindow::removeEngine(int index)
{
    if (index < 2 || index >= int(engines_.size()) || isRunning())
        return;
    QWidget* page = tabs_->widget(index);
    tabs_->removeTab(index);
    delete page;
    engines_.erase(engines_.begin() + index);
    nameEngineTabs();
    showKind(engines_.size());
}

void MatchWindow::nameEngineTabs()
{
    for (int i = 0; i < tabs_->count(); ++i) {
        tabs_->setTabText(i, tr("Engine &%1").arg(i + 1));
        tabs_->widget(i)->setAccessibleName(tr("Engine %1").arg(i + 1));
        // The first two engines are the match; only those added for a round robin close.
        if (i < 2)
            tabs_->tabBar()->setTabButton(i, QTabBar::RightSide, nullptr);
    }
}

void MatchWindow::previewCrosstable()
{
    // Before a round robin, its engines by name, each row still to play.
    if (engines_.size() > 2 && !isRunning() && report_.gamesDone == 0)
        crosstable_->showReport(settings(), {});
}

void MatchWindow::showKind(std::size_t engines)
{
    const bool match = engines == 2;
    // What was played was of other engines.
    report_ = {};
    table_->setRowCount(0);
    chart_->setVisible(match);
    tableLabel_->setVisible(match);
    table_->setVisible(match);
    crosstable_->setVisible(!match);
    chart_->show(games_->value(), {});
    previewCrosstable();
    summary_->setText(match
            ? tr("Set up the two engines and press Play.")
            : tr("Set up the %1 engines and press Play: every two play a match of the same openings.").arg(engines));
}

RoundRobinSettings MatchWindow::settings() const
{
    RoundRobinSettings settings;
    settings.game = game_->game();
    const ChoiceNames choices(*settings.game->game(settings.game->newGame()));
    for (const EngineEditor* engine : engines_) {
        const SearchOptions options = engine->engine().searchOptions(*settings.game);
        settings.engines.push_back(MatchEngine{translatedSearchName(options, choices).toStdString(), options});
    }
    const auto openings = Openings::random(*settings.game, settings.game->newGame(), std::uint32_t(plies_->value()),
        std::uint64_t(seed_->value()), std::size_t(games_->value() / 2));
    if (openings)
        settings.openings = *openings;
    settings.threads = unsigned(threads_->value());
    return settings;
}

void MatchWindow::start()
{
    running_ = settings();
    fromFile_ = false;
    if (running_.openings.empty()) {
        summary_->setText(
            tr("The game is over within %Ln random moves: open with fewer moves.", nullptr, plies_->value()));
        return;
    }
    for (const MatchEngine& engine : running_.engines) {
        if (const Message problem = searchOptionsProblem(*engine.search); !problem.empty()) {
            summary_->setText(translatedSentence(problem));
            return;
        }
    }
    {
        const std::lock_guard lock(live_->mutex);
        live_->report = {};
    }
    showKind(running_.engines.size());
    showReport({});
    showRunning(true);
    const std::size_t games = plannedGames();
    runner_->submit(
        [settings = running_, live = live_, games](JobToken& token) {
            return RoundRobin::run(
                settings,
                [&](const RoundRobinReport& report) {
                    const std::lock_guard lock(live->mutex);
                    live->report = report;
                    token.setProgress(report.gamesDone, games);
                },
                &token.cancelFlag());
        },
        [this](const RoundRobinReport& report) {
            const std::lock_guard lock(live_->mutex);
            live_->report = report;
        });
}

const MatchReport& MatchWindow::matchReport() const
{
    static const MatchReport none;
    return report_.pairings.empty() ? none : report_.pairings.front().report;
}

std::size_t MatchWindow::plannedGames() const
{
    return running_.openings.size() * 2 * RoundRobin::pairings(running_.engines.size()).size();
}

void MatchWindow::replayGame(int row, int column)
{
    const MatchReport& match = matchReport();
    if (running_.engines.size() != 2 || row < 0 || row >= int(match.pairs.size()))
        return;
    if (!replay_) {
        // A window of its own, as this one is: the main window can come in front of it.
        replay_ = std::make_unique<GameReplay>();
        replay_->setAttribute(Qt::WA_QuitOnClose, false);
        connect(replay_.get(), &GameReplay::searchReady, this, &MatchWindow::searchReady);
        // As large as the match window: the board read from the back of a room.
        replay_->resize(size());
    }
    MatchSettings played;
    played.game = running_.game;
    played.engines = {running_.engines[0], running_.engines[1]};
    played.openings = running_.openings;
    const int second = column == 2 ? 1 : 0;
    replay_->showGame(played, match.pairs[std::size_t(row)][std::size_t(second)], 2 * row + second + 1, !fromFile_);
    replay_->show();
    replay_->raise();
    replay_->activateWindow();
}

void MatchWindow::cancel()
{
    runner_->cancel();
}

bool MatchWindow::isRunning() const
{
    return runner_->isRunning();
}

void MatchWindow::showRunning(bool running)
{
    start_->setEnabled(!running);
    open_->setEnabled(!running);
    cancel_->setEnabled(running);
    game_->setEnabled(!running);
    tabs_->cornerWidget()->setEnabled(!running);
    progress_->setVisible(running);
}

QString MatchWindow::summary() const
{
    return summary_->text();
}

void MatchWindow::showReport(const RoundRobinReport& report)
{
    report_ = report;
    progress_->setRange(0, int(plannedGames()));
    progress_->setValue(int(report.gamesDone));
    if (running_.engines.size() == 2)
        showMatch(matchReport());
    else
        showRoundRobin();
}

void MatchWindow::showRoundRobin()
{
    crosstable_->showReport(running_, report_);
    std::size_t leader = 0;
    for (std::size_t engine = 1; engine < running_.engines.size(); ++engine)
        if (report_.points(engine) > report_.points(leader))
            leader = engine;
    const std::uint32_t played = report_.gamesFinished();
    if (played == 0)
        return;
    summary_->setText(tr("Round robin of %1 engines, %2 of %3 games played: a row's score against each column's "
                         "engine, and over all its games. Engine %4 (%5) leads with %6.")
                          .arg(running_.engines.size())
                          .arg(played)
                          .arg(plannedGames())
                          .arg(leader + 1)
                          .arg(qtText(running_.engines[leader].name))
                          .arg(Crosstable::percent(report_.overallScore(leader).value_or(0))));
}

void MatchWindow::showMatch(const MatchReport& report)
{
    const std::size_t games = running_.openings.size() * 2;
    table_->setRowCount(int(report.pairs.size()));
    // The chart after each pair of the table, in its order: the same curve however the
    // threads finished them.
    std::vector<ScoreChart::Point> points;
    MatchCounts sofar;
    for (const auto& pair : report.pairs) {
        sofar.addPair(pair[0].result, pair[1].result);
        points.push_back({int(sofar.games()), MatchStatistics::scoreInterval(sofar)});
    }
    chart_->show(int(games), points);
    for (int row = 0; row < int(report.pairs.size()); ++row) {
        const auto& pair = report.pairs[std::size_t(row)];
        const Position opening = running_.openings[pair[0].opening];
        table_->setItem(row, 0, new QTableWidgetItem(qtText(running_.game->text(opening))));
        table_->setItem(row, 1, new QTableWidgetItem(resultText(pair[0].result)));
        table_->setItem(row, 2, new QTableWidgetItem(resultText(pair[1].result)));
    }
    const MatchCounts& counts = report.counts;
    if (counts.games() == 0)
        return;
    const EloEstimate elo = MatchStatistics::pentanomial(counts);
    const QLocale locale;
    //: %1 and %2 are the engines' names; %3 is "100 games"; then engine 1's wins, draws and losses.
    summary_->setText(tr("Engine 1 (%1) against engine 2 (%2), %3: won %L4, drawn %L5, lost %L6. Score "
                         "%7%, Elo %8 ± %9 (95%), likelihood of superiority %10%.")
                          .arg(qtText(running_.engines[0].name), qtText(running_.engines[1].name),
                              tr("%Ln games", nullptr, int(counts.games())))
                          .arg(counts.wins)
                          .arg(counts.draws)
                          .arg(counts.losses)
                          .arg(locale.toString(100 * counts.score(), 'f', 1))
                          .arg(eloText(elo.elo), eloText(elo.error))
                          .arg(locale.toString(100 * MatchStatistics::likelihoodOfSuperiority(counts), 'f', 1)));
}

} // namespace gtl::ui
