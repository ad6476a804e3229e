#include "MainWindow.h"

#include "CompareWindow.h"
#include "CountersPanel.h"
#include "NarrationPanel.h"
#include "PlaybackController.h"
#include "PlaybackToolBar.h"
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
    QAction* own = actions_.value(name);
    return own ? own : playback_->action(name);
}

void MainWindow::createActions()
{
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
    playback_ = new PlaybackToolBar(this);
    playback_->setController(controller_);
    connect(playback_, &PlaybackToolBar::nextCutoffRequested, controller_, &PlaybackController::nextCutoff);
    connect(playback_, &PlaybackToolBar::previousCutoffRequested, controller_, &PlaybackController::previousCutoff);
    addToolBar(playback_);
}

void MainWindow::createDocks()
{
    pseudocode_ = new PseudocodePanel(*controller_, this);
    narration_ = new NarrationPanel(*controller_, this);
    path_ = new SearchPathPanel(*controller_, this);
    counters_ = new CountersPanel(*controller_, CountersPanel::Shape::Tall, this);
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
    QMenu* compareMenu = menuBar()->addMenu(tr("&Compare"));
    const std::pair<QString, CompareWindow::Scenario> scenarios[]
        = {{tr("Move Orderings of the Mixed Game"), CompareWindow::Scenario::MixedOrderings},
            {tr("Minimax against Alpha-beta"), CompareWindow::Scenario::MinimaxVersusAlphaBeta},
            {tr("Fail-soft against Fail-hard"), CompareWindow::Scenario::FailSoftVersusFailHard},
            {tr("Move Orderings of This Tree"), CompareWindow::Scenario::OrderingsOfThisTree}};
    for (const auto& [text, scenario] : scenarios) {
        QAction* open = compareMenu->addAction(text + QStringLiteral("…"), this, [this, s = scenario] {
            CompareWindow& window = compare(int(s));
            window.show();
            window.raise();
        });
        open->setStatusTip(tr("Step several runs side by side and compare their figures"));
    }
    compareMenu->actions().first()->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
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
    setWindowTitle(
        tr("%1 — %2 — Game Tree Lab")
            .arg(QString::fromStdString(run.title), QString::fromUtf8(algorithmTitle(options_.algorithm).data())));
    statusBar()->showMessage(tr("%1: %2 nodes, %3 steps")
                                 .arg(QString::fromStdString(run.title))
                                 .arg(QLocale().toString(run.tree.size()))
                                 .arg(QLocale().toString(qulonglong(run.trace.steps()))));
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

CompareWindow& MainWindow::compare(int scenario)
{
    if (!compare_)
        compare_ = new CompareWindow(this);
    compare_->setWindowFlag(Qt::Window);
    compare_->setTree(tree_, title_, options_);
    compare_->showScenario(CompareWindow::Scenario(scenario));
    return *compare_;
}

bool MainWindow::saveScreenshot(const QString& path)
{
    return grab().save(path, "PNG");
}

} // namespace gtl::ui
