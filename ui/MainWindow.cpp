#include "MainWindow.h"

#include "CountersPanel.h"
#include "NarrationPanel.h"
#include "PlaybackController.h"
#include "Preset.h"
#include "PseudocodePanel.h"
#include "SearchPathPanel.h"
#include "TreeItem.h"
#include "TreeView.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSlider>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>

namespace gtl::ui {
namespace {

QString speedText(double speed)
{
    return QString::number(speed) + QStringLiteral("×");
}

} // namespace

MainWindow::MainWindow(Settings settings, QWidget* parent)
    : QMainWindow(parent)
    , controller_(new PlaybackController(this))
    , view_(new TreeView(*controller_, this))
{
    setObjectName("MainWindow");
    setWindowTitle(tr("Game Tree Lab"));
    setCentralWidget(view_);
    createActions();
    createToolBars();
    createDocks();
    createMenus();
    statusBar()->showMessage(tr("Right arrow steps forward, Space plays, F fits the tree to the window"));
    connect(controller_, &PlaybackController::runLoaded, this, &MainWindow::showRunInControls);
    connect(controller_, &PlaybackController::stepChanged, this, &MainWindow::showStepInControls);
    connect(controller_, &PlaybackController::playingChanged, this, &MainWindow::showPlayingInControls);
    connect(controller_, &PlaybackController::speedChanged, this,
        [this](double speed) { speedBox_->setCurrentIndex(speedBox_->findData(speed)); });
    saveSettingsOnClose_ = settings == Settings::Restore;
    if (saveSettingsOnClose_) {
        restoreSettings();
    } else {
        resize(1500, 920);
        openSource({});
    }
}

MainWindow::~MainWindow() = default;

QAction* MainWindow::addAction(const QString& name, const QString& text, const QKeySequence& key, const QString& tip)
{
    auto* action = new QAction(text, this);
    action->setObjectName(name);
    if (!key.isEmpty()) {
        action->setShortcut(key);
        action->setToolTip(QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
    } else {
        action->setToolTip(tip);
    }
    action->setStatusTip(tip);
    QMainWindow::addAction(action); // shortcuts work with menus and tool bars hidden
    actions_.insert(name, action);
    return action;
}

QAction* MainWindow::action(const QString& name) const
{
    return actions_.value(name);
}

void MainWindow::createActions()
{
    QStyle* s = style();
    PlaybackController* c = controller_;
    connect(addAction("toStart", tr("Jump to Start"), Qt::Key_Home, tr("Go back to step 0")), &QAction::triggered, c,
        &PlaybackController::toStart);
    connect(addAction("previousCutoff", tr("Previous Cut-off"), Qt::Key_P, tr("Jump back to the previous cut-off")),
        &QAction::triggered, c, &PlaybackController::previousCutoff);
    connect(addAction("stepBack", tr("Step Back"), Qt::Key_Left, tr("Undo one step")), &QAction::triggered, c,
        &PlaybackController::stepBack);
    connect(addAction("playBackward", tr("Play Backward"), QKeySequence(Qt::SHIFT | Qt::Key_Space),
                tr("Play the search in reverse")),
        &QAction::triggered, c, [c] { c->isPlayingBackward() ? c->pause() : c->playBackward(); });
    connect(addAction("play", tr("Play"), Qt::Key_Space, tr("Play or pause")), &QAction::triggered, c,
        &PlaybackController::togglePlay);
    connect(addAction("stepForward", tr("Step Forward"), Qt::Key_Right, tr("Take one step")), &QAction::triggered, c,
        &PlaybackController::stepForward);
    connect(addAction("nextCutoff", tr("Next Cut-off"), Qt::Key_N, tr("Jump to the next cut-off")), &QAction::triggered,
        c, &PlaybackController::nextCutoff);
    connect(addAction("toEnd", tr("Jump to End"), Qt::Key_End, tr("Go to the last step")), &QAction::triggered, c,
        &PlaybackController::toEnd);
    connect(addAction("faster", tr("Faster"), Qt::Key_Plus, tr("Play faster")), &QAction::triggered, c,
        &PlaybackController::faster);
    connect(addAction("slower", tr("Slower"), Qt::Key_Minus, tr("Play slower")), &QAction::triggered, c,
        &PlaybackController::slower);
    action("faster")->setShortcuts({Qt::Key_Plus, Qt::Key_Equal});
    action("toStart")->setIcon(s->standardIcon(QStyle::SP_MediaSkipBackward));
    action("stepBack")->setIcon(s->standardIcon(QStyle::SP_MediaSeekBackward));
    action("play")->setIcon(s->standardIcon(QStyle::SP_MediaPlay));
    action("stepForward")->setIcon(s->standardIcon(QStyle::SP_MediaSeekForward));
    action("toEnd")->setIcon(s->standardIcon(QStyle::SP_MediaSkipForward));
    action("previousCutoff")->setIcon(s->standardIcon(QStyle::SP_ArrowBack));
    action("nextCutoff")->setIcon(s->standardIcon(QStyle::SP_ArrowForward));
    action("playBackward")
        ->setIcon(s->standardIcon(QStyle::SP_MediaPlay).pixmap(32).transformed(QTransform().scale(-1, 1)));

    TreeView* v = view_;
    connect(addAction("fit", tr("Fit Tree"), Qt::Key_F, tr("Fit the whole tree in the window")), &QAction::triggered, v,
        &TreeView::fitToView);
    connect(addAction("zoomIn", tr("Zoom In"), QKeySequence::ZoomIn, tr("Zoom in")), &QAction::triggered, v,
        &TreeView::zoomIn);
    connect(addAction("zoomOut", tr("Zoom Out"), QKeySequence::ZoomOut, tr("Zoom out")), &QAction::triggered, v,
        &TreeView::zoomOut);
    QAction* follow
        = addAction("follow", tr("Follow Current Node"), Qt::Key_V, tr("Keep the current node in view while playing"));
    follow->setCheckable(true);
    follow->setChecked(true);
    connect(follow, &QAction::toggled, v, &TreeView::setFollow);
    QAction* fullScreen = addAction("fullScreen", tr("Full Screen"), Qt::Key_F11, tr("Fill the screen"));
    fullScreen->setCheckable(true);
    connect(fullScreen, &QAction::toggled, this, [this](bool on) { on ? showFullScreen() : showNormal(); });
    QAction* projector = addAction("projector", tr("Projector Mode"), Qt::Key_F10,
        tr("Full screen, larger type and stronger contrast for a classroom projector"));
    projector->setCheckable(true);
    connect(projector, &QAction::toggled, this, &MainWindow::setProjectorMode);
    QAction* colourBlind = addAction("colourBlind", tr("Colour-Blind-Safe Palette"), {},
        tr("Use colours that people with any common colour vision deficiency can tell apart"));
    colourBlind->setCheckable(true);
    connect(colourBlind, &QAction::toggled, this, [this](bool on) {
        colourBlind_ = on;
        applyStyle();
    });
    connect(addAction("openPosition", tr("Open Tic-tac-toe Position…"), QKeySequence(Qt::CTRL | Qt::Key_T),
                tr("Type a position such as XXOOOX... or ......... for the empty board")),
        &QAction::triggered, this, [this] {
            boardField_->setFocus();
            boardField_->selectAll();
        });
    connect(addAction("screenshot", tr("Save Screenshot…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S),
                tr("Save the window as a PNG image")),
        &QAction::triggered, this, [this] {
            const QString path = QStringLiteral("gametree-lab-step-%1.png").arg(controller_->step());
            if (saveScreenshot(path))
                statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
        });
    connect(addAction("quit", tr("Quit"), QKeySequence::Quit, tr("Close Game Tree Lab")), &QAction::triggered, this,
        &QWidget::close);
    connect(addAction("shortcuts", tr("Keyboard Shortcuts"), QKeySequence::HelpContents, tr("List the keys")),
        &QAction::triggered, this, &MainWindow::showShortcuts);
}

void MainWindow::createToolBars()
{
    QToolBar* treeBar = addToolBar(tr("Tree"));
    treeBar->setObjectName("treeToolBar");
    presetBox_ = new QComboBox(treeBar);
    presetBox_->setToolTip(tr("A ready-made tree"));
    presetBox_->setPlaceholderText(tr("Own tree"));
    for (const Preset& preset : presets()) {
        presetBox_->addItem(QString::fromUtf8(preset.title.data(), int(preset.title.size())),
            QString::fromUtf8(preset.name.data(), int(preset.name.size())));
        presetBox_->setItemData(presetBox_->count() - 1,
            QString::fromUtf8(preset.description.data(), int(preset.description.size())), Qt::ToolTipRole);
    }
    connect(presetBox_, &QComboBox::activated, this, [this](int index) {
        openSource({TreeSource::Kind::Preset, presetBox_->itemData(index).toString().toStdString(), {}});
    });
    treeBar->addWidget(new QLabel(tr(" Tree "), treeBar));
    treeBar->addWidget(presetBox_);
    boardField_ = new QLineEdit(treeBar);
    boardField_->setPlaceholderText(tr("Tic-tac-toe, e.g. XXOOOX..."));
    boardField_->setToolTip(tr("A tic-tac-toe position: 9 of X, O and . row by row; Enter opens its game tree "
                               "(......... is the empty board, 549,946 positions)"));
    boardField_->setMaxLength(9);
    boardField_->setFixedWidth(boardField_->fontMetrics().horizontalAdvance("Tic-tac-toe, e.g. XXOOOX...") + 16);
    connect(boardField_, &QLineEdit::returnPressed, this, &MainWindow::openTicTacToeField);
    treeBar->addWidget(boardField_);

    QToolBar* searchBar = addToolBar(tr("Search"));
    searchBar->setObjectName("searchToolBar");
    algorithmBox_ = new QComboBox(searchBar);
    for (Algorithm algorithm : kAllAlgorithms)
        algorithmBox_->addItem(QString::fromUtf8(algorithmTitle(algorithm).data()), int(algorithm));
    algorithmBox_->setToolTip(tr("The search to run"));
    failHardBox_ = new QCheckBox(tr("Fail-hard"), searchBar);
    failHardBox_->setToolTip(tr("Alpha-beta returns values clamped to its window instead of the best value seen"));
    auto chooseOptions = [this] {
        setSearchOptions({Algorithm(algorithmBox_->currentData().toInt()), failHardBox_->isChecked()});
    };
    connect(algorithmBox_, &QComboBox::activated, this, chooseOptions);
    connect(failHardBox_, &QCheckBox::clicked, this, chooseOptions);
    searchBar->addWidget(new QLabel(tr(" Search "), searchBar));
    searchBar->addWidget(algorithmBox_);
    searchBar->addWidget(failHardBox_);

    addToolBarBreak();
    QToolBar* playBar = addToolBar(tr("Playback"));
    playBar->setObjectName("playbackToolBar");
    playBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    for (const char* name :
        {"toStart", "previousCutoff", "stepBack", "playBackward", "play", "stepForward", "nextCutoff", "toEnd"})
        playBar->addAction(action(name));
    speedBox_ = new QComboBox(playBar);
    for (double speed : PlaybackController::kSpeeds)
        speedBox_->addItem(speedText(speed), speed);
    speedBox_->setCurrentIndex(speedBox_->findData(1.0));
    speedBox_->setToolTip(tr("Playing speed (+ and - keys)"));
    connect(speedBox_, &QComboBox::activated, this,
        [this](int index) { controller_->setSpeed(speedBox_->itemData(index).toDouble()); });
    playBar->addWidget(new QLabel(tr(" Speed "), playBar));
    playBar->addWidget(speedBox_);
    scrubber_ = new QSlider(Qt::Horizontal, playBar);
    scrubber_->setToolTip(tr("Drag to any step"));
    scrubber_->setFocusPolicy(Qt::NoFocus);
    scrubber_->setMinimumWidth(200);
    scrubber_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(scrubber_, &QSlider::valueChanged, this,
        [this](int value) { controller_->seek(static_cast<std::size_t>(value)); });
    playBar->addWidget(scrubber_);
}

void MainWindow::createDocks()
{
    pseudocode_ = new PseudocodePanel(*controller_, this);
    narration_ = new NarrationPanel(*controller_, this);
    path_ = new SearchPathPanel(*controller_, this);
    counters_ = new CountersPanel(*controller_, this);
    struct Dock {
        QWidget* widget;
        QString title;
        const char* name;
        Qt::DockWidgetArea area;
    };
    panelsMenu_ = new QMenu(tr("Panels"), this);
    QDockWidget* previous = nullptr;
    for (const Dock& d : {Dock{narration_, tr("Narration"), "narrationDock", Qt::RightDockWidgetArea},
             Dock{pseudocode_, tr("Pseudocode"), "pseudocodeDock", Qt::RightDockWidgetArea},
             Dock{counters_, tr("Counters"), "countersDock", Qt::LeftDockWidgetArea},
             Dock{path_, tr("Search Path"), "pathDock", Qt::LeftDockWidgetArea}}) {
        auto* dock = new QDockWidget(d.title, this);
        dock->setObjectName(d.name);
        dock->setWidget(d.widget);
        addDockWidget(d.area, dock);
        if (previous && dockWidgetArea(previous) == d.area)
            splitDockWidget(previous, dock, Qt::Vertical);
        previous = dock;
        panelsMenu_->addAction(dock->toggleViewAction());
    }
    resizeDocks({findChild<QDockWidget*>("narrationDock"), findChild<QDockWidget*>("countersDock")}, {380, 240},
        Qt::Horizontal);
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(action("openPosition"));
    file->addAction(action("screenshot"));
    file->addSeparator();
    file->addAction(action("quit"));
    QMenu* playback = menuBar()->addMenu(tr("&Playback"));
    for (const char* name :
        {"play", "playBackward", "stepForward", "stepBack", "nextCutoff", "previousCutoff", "toStart", "toEnd"})
        playback->addAction(action(name));
    playback->addSeparator();
    playback->addAction(action("faster"));
    playback->addAction(action("slower"));
    QMenu* viewMenu = menuBar()->addMenu(tr("&View"));
    for (const char* name : {"fit", "zoomIn", "zoomOut", "follow"})
        viewMenu->addAction(action(name));
    viewMenu->addSeparator();
    for (const char* name : {"fullScreen", "projector", "colourBlind"})
        viewMenu->addAction(action(name));
    viewMenu->addSeparator();
    viewMenu->addMenu(panelsMenu_);
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(action("shortcuts"));
    help->addAction(tr("About Game Tree Lab"), this, [this] {
        QMessageBox::about(this, tr("About Game Tree Lab"),
            tr("<h3>Game Tree Lab</h3><p>Minimax, negamax and alpha-beta, step by step: every bound, value "
               "and cut-off as it happens.</p>"));
    });
}

bool MainWindow::openSource(const TreeSource& source)
{
    TreeSource::Loaded loaded = source.load();
    if (!loaded.tree) {
        const QString message = QString::fromStdString(loaded.error);
        lastError_ = message;
        statusBar()->showMessage(message, 10000);
        if (isVisible())
            QMessageBox::warning(this, tr("Cannot open the tree"), message);
        return false;
    }
    tree_ = std::move(*loaded.tree);
    title_ = loaded.title;
    presetName_ = source.kind == TreeSource::Kind::Preset ? source.argument : std::string();
    rebuildRun();
    return true;
}

void MainWindow::setSearchOptions(SearchOptions options)
{
    if (options == options_ && controller_->hasRun())
        return;
    options_ = options;
    if (controller_->hasRun())
        rebuildRun();
}

void MainWindow::rebuildRun()
{
    QApplication::setOverrideCursor(Qt::WaitCursor);
    controller_->load(SearchRun::create(tree_, options_, title_));
    QApplication::restoreOverrideCursor();
}

void MainWindow::showRunInControls()
{
    const SearchRun& run = *controller_->run();
    presetBox_->setCurrentIndex(presetBox_->findData(QString::fromStdString(presetName_)));
    algorithmBox_->setCurrentIndex(algorithmBox_->findData(int(options_.algorithm)));
    failHardBox_->setChecked(options_.failHard);
    failHardBox_->setEnabled(usesWindow(options_.algorithm));
    {
        const QSignalBlocker blocker(scrubber_);
        scrubber_->setRange(0, static_cast<int>(std::min<std::size_t>(controller_->stepCount(), INT_MAX)));
        scrubber_->setPageStep(std::max(1, scrubber_->maximum() / 20));
    }
    setWindowTitle(
        tr("%1 — %2 — Game Tree Lab")
            .arg(QString::fromStdString(run.title), QString::fromUtf8(algorithmTitle(options_.algorithm).data())));
    statusBar()->showMessage(tr("%1: %2 nodes, %3 steps")
                                 .arg(QString::fromStdString(run.title))
                                 .arg(QLocale().toString(run.tree.size()))
                                 .arg(QLocale().toString(qulonglong(run.trace.steps()))));
}

void MainWindow::showStepInControls()
{
    const QSignalBlocker blocker(scrubber_);
    scrubber_->setValue(static_cast<int>(controller_->step()));
    const bool atStart = controller_->step() == 0;
    const bool atEnd = controller_->step() == controller_->stepCount();
    action("stepBack")->setEnabled(!atStart);
    action("toStart")->setEnabled(!atStart);
    action("stepForward")->setEnabled(!atEnd);
    action("toEnd")->setEnabled(!atEnd);
}

void MainWindow::showPlayingInControls(bool playing)
{
    QAction* play = action("play");
    const bool forward = playing && !controller_->isPlayingBackward();
    play->setText(forward ? tr("Pause") : tr("Play"));
    play->setIcon(style()->standardIcon(forward ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    action("playBackward")->setText(controller_->isPlayingBackward() ? tr("Pause") : tr("Play Backward"));
}

void MainWindow::applyStyle()
{
    const auto palette = colourBlind_ ? SceneStyle::Palette::ColourBlindSafe : SceneStyle::Palette::Standard;
    view_->setSceneStyle(SceneStyle::make(palette, projector_));
}

void MainWindow::setProjectorMode(bool on)
{
    projector_ = on;
    QFont font = QApplication::font();
    if (on)
        font.setPointSizeF(font.pointSizeF() * 1.5);
    setFont(font);
    applyStyle();
    action("projector")->setChecked(on);
    action("fullScreen")->setChecked(on);
    view_->fitToView();
}

void MainWindow::openTicTacToeField()
{
    if (openSource({TreeSource::Kind::TicTacToe, boardField_->text().trimmed().toStdString(), {}}))
        view_->setFocus();
}

void MainWindow::showShortcuts()
{
    QString rows;
    for (const char* name : {"stepForward", "stepBack", "play", "playBackward", "toStart", "toEnd", "nextCutoff",
             "previousCutoff", "faster", "slower", "fit", "zoomIn", "zoomOut", "follow", "fullScreen", "projector",
             "openPosition", "screenshot"}) {
        const QAction* a = action(name);
        rows += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                    .arg(a->shortcut().toString(QKeySequence::NativeText).toHtmlEscaped(), a->text().remove("…"));
    }
    QMessageBox::information(this, tr("Keyboard Shortcuts"),
        QStringLiteral("<table cellspacing=6>%1</table><p>%2</p>").arg(rows, tr("Mouse: drag to pan, wheel to zoom.")));
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    restoreGeometry(settings.value("window/geometry").toByteArray());
    if (!settings.contains("window/geometry"))
        resize(1500, 920);
    restoreState(settings.value("window/state").toByteArray());
    const auto algorithm = algorithmFromName(settings.value("run/algorithm", "alphabeta").toString().toStdString());
    options_ = {algorithm.value_or(Algorithm::AlphaBeta), settings.value("run/failHard", false).toBool()};
    controller_->setSpeed(settings.value("run/speed", 1.0).toDouble());
    action("colourBlind")->setChecked(settings.value("view/colourBlind", false).toBool());
    const std::string preset = settings.value("run/preset", "mixed").toString().toStdString();
    if (!openSource({TreeSource::Kind::Preset, findPreset(preset) ? preset : "mixed", {}}))
        openSource({});
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue("window/geometry", saveGeometry());
    settings.setValue("window/state", saveState());
    if (!presetName_.empty())
        settings.setValue("run/preset", QString::fromStdString(presetName_));
    settings.setValue("run/algorithm", QString::fromUtf8(algorithmName(options_.algorithm).data()));
    settings.setValue("run/failHard", options_.failHard);
    settings.setValue("run/speed", controller_->speed());
    settings.setValue("view/colourBlind", colourBlind_);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (saveSettingsOnClose_)
        saveSettings();
    event->accept();
}

bool MainWindow::saveScreenshot(const QString& path)
{
    return grab().save(path, "PNG");
}

} // namespace gtl::ui
