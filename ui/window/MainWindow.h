#pragma once

#include "core/search/Algorithm.h"
#include "core/teaching/Comparison.h"
#include "core/teaching/TreeSource.h"
#include "ui/playback/PlaybackToolBar.h"
#include "ui/scene/SceneExport.h"

#include <QMainWindow>

#include <memory>

class QCheckBox;
class QComboBox;
class QDockWidget;
class QLabel;
class QLineEdit;
class QMimeData;

namespace gtl::ui {

class CompareWindow;
class CountersPanel;
class EnhancementsMenu;
class LabWindow;
class LessonCommands;
class NarrationPanel;
class PlaybackController;
class PracticePanel;
class PracticeSession;
class ProjectorMode;
class PseudocodePanel;
class RunModel;
class SearchPathPanel;
class TreeEditDialogs;
class TreeFiles;
class TreeSession;
class TreeTextEditor;
class TreeView;

/// The application window: the tree in the centre, the pseudocode, narration, search path and
/// counters docked around it, and the tree, search and playback controls above.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    /// Whether to start from the window layout, tree and options of the last session.
    enum class Settings { Restore, Ignore };

    /// The window's own actions; the playback actions belong to its playback tool bar. Menus
    /// and the shortcut list are made from these, so none can name an action that is not there.
    struct Actions {
        QAction* openFile;
        QAction* openPosition;
        QAction* newRandom;
        QAction* save;
        QAction* saveAs;
        QAction* exportView;
        QAction* exportTree;
        QAction* exportCaption;
        QAction* exportCsv;
        QAction* exportJson;
        QAction* screenshot;
        QAction* quit;
        QAction* undo;
        QAction* redo;
        QAction* bestFirst;
        QAction* worstFirst;
        QAction* shuffle;
        QAction* treeProperties;
        QAction* copyTreeText;
        QAction* practice;
        QAction* nextStop;
        QAction* previousStop;
        QAction* playToStop;
        QAction* addNote;
        QAction* editNote;
        QAction* removeNote;
        QAction* exportHandout;
        QAction* blank;
        QAction* closeLesson;
        QAction* fit;
        QAction* zoomIn;
        QAction* zoomOut;
        QAction* follow;
        QAction* nodeTypes;
        QAction* collapse;
        QAction* focusSubtree;
        QAction* wholeTree;
        QAction* fullScreen;
        QAction* projector;
        QAction* colourBlind;
        QAction* shortcuts;
    };

    explicit MainWindow(Settings settings = Settings::Restore, QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Loads a tree; on failure shows why and keeps the current tree. Returns success.
    bool openSource(const TreeSource& source);
    /// Why the last open or save failed.
    QString lastError() const;
    void setSearchOptions(SearchOptions options);
    SearchOptions searchOptions() const;
    TreeSession& session() { return *session_; }
    TreeFiles& files() { return *files_; }
    TreeTextEditor& treeText() { return *editor_; }
    /// Renders the window as it is into a PNG file.
    bool saveScreenshot(const QString& path);
    /// Larger type, stronger lines and fewer panels for a projector; full screen unless
    /// @p fullScreen is false (for screenshots).
    void setProjectorMode(bool on, bool fullScreen = true);
    /// Shows the practice panel and has the search ask before each decision, or stops that.
    void setPracticeMode(bool on);
    /// Opens the comparison window on @p comparison, with the current tree and search.
    CompareWindow& compare(Comparison comparison);
    /// Opens the enhancements lab on the tree on screen.
    LabWindow& openLab();

    const RunModel& runModel() const { return *model_; }
    PlaybackController& controller() { return *controller_; }
    TreeView& view() { return *view_; }
    CountersPanel& counters() { return *counters_; }
    NarrationPanel& narration() { return *narration_; }
    PracticeSession& practice() { return *practice_; }
    LessonCommands& lessons() { return *lessons_; }
    PracticePanel& practicePanel() { return *practicePanel_; }
    PseudocodePanel& pseudocode() { return *pseudocode_; }
    SearchPathPanel& searchPath() { return *path_; }
    const Actions& windowActions() const { return actions_; }
    const PlaybackToolBar::Actions& playbackActions() const { return playback_->playbackActions(); }

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    static constexpr int kMinimumCanvasWidth = 320;

    QAction* makeAction(const QString& text, const QKeySequence& key, const QString& tip);
    QAction* makeToggle(const QString& text, const QKeySequence& key, const QString& tip);
    void createActions();
    void connectActions();
    void createToolBars();
    void createDocks();
    void createMenus();
    /// The size of a first start: roomy, but never larger than the screen.
    QSize defaultSize() const;
    void exportScene(SceneExport::Area area);
    void exportTrace(bool json);
    void showRunInControls();
    void showHistory();
    void applyStyle();
    void openPositionField();
    void showShortcuts();
    void showLessonState();
    /// Gives the keyboard to the tree canvas, where every playback key steps.
    void giveKeysToPlayback();
    void showFailure(const QString& title, const QString& message);
    void restoreSettings();
    void saveSettings() const;

    RunModel* model_;
    PlaybackController* controller_;
    TreeView* view_;
    TreeSession* session_;
    TreeFiles* files_;
    PracticeSession* practice_;
    TreeEditDialogs* edits_;
    LessonCommands* lessons_;
    Actions actions_{};
    PseudocodePanel* pseudocode_ = nullptr;
    NarrationPanel* narration_ = nullptr;
    PracticePanel* practicePanel_ = nullptr;
    SearchPathPanel* path_ = nullptr;
    CountersPanel* counters_ = nullptr;
    TreeTextEditor* editor_ = nullptr;
    QDockWidget* narrationDock_ = nullptr;
    QDockWidget* practiceDock_ = nullptr;
    QDockWidget* lessonDock_ = nullptr;
    QDockWidget* pseudocodeDock_ = nullptr;
    QDockWidget* countersDock_ = nullptr;
    QDockWidget* pathDock_ = nullptr;
    QDockWidget* treeTextDock_ = nullptr;
    QComboBox* presetBox_ = nullptr;
    QComboBox* algorithmBox_ = nullptr;
    QCheckBox* failHardBox_ = nullptr;
    PlaybackToolBar* playback_ = nullptr;
    CompareWindow* compare_ = nullptr;
    LabWindow* lab_ = nullptr;
    QLineEdit* boardField_ = nullptr;
    QMenu* panelsMenu_ = nullptr;
    EnhancementsMenu* enhancementsMenu_ = nullptr;
    QLabel* enhancementsLabel_ = nullptr;
    QDockWidget* tableDock_ = nullptr;
    QDockWidget* iterationsDock_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    std::unique_ptr<ProjectorMode> projector_;
    bool colourBlind_ = false;
    bool lessonWasActive_ = false;
    bool saveSettingsOnClose_ = true;
    /// No saved layout: the panels take their share of whatever size the window first shows at.
    bool panelsNeedSizing_ = true;
};

} // namespace gtl::ui
