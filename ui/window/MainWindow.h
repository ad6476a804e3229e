// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/content/Comparison.h"
#include "core/content/TreeSource.h"
#include "core/search/Algorithm.h"
#include "ui/playback/PlaybackToolBar.h"
#include "ui/window/DockArea.h"
#include "ui/window/WindowActions.h"
#include "ui/window/WindowParts.h"

#include <QMainWindow>

namespace gtl::ui {

class CompareFeature;
class CompareWindow;
class CountersPanel;
class ConvergencePanel;
class EditingFeature;
class LabWindow;
class LessonCommands;
class MctsFeature;
class NarrationPanel;
class PlaybackController;
class PlayFeature;
class PlaybackFeature;
class PracticeFeature;
class PracticePanel;
class PracticeSession;
class ProjectorFeature;
class PseudocodePanel;
class RunModel;
class RunPanels;
class TreeEditDialogs;
class TreeFiles;
class TreeSession;
class TreeTextEditor;
class TreeView;

/// The application window: the tree in the centre, the pseudocode, narration, search path and
/// counters docked around it, and the tree, search and playback controls above. It holds the
/// run and the sessions that change it, and is composed of features (files, export, the tree
/// and search choices, enhancements, playback, editing, lessons, practice, comparisons, the
/// projector, help), each making its own actions, tool bars and panels and keeping its own
/// policy; the menu bar and the panels' places are laid out once they are all made.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    /// Whether to start from the window layout, tree and options of the last session.
    enum class Settings { Restore, Ignore };
    using Actions = WindowActions;

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
    TreeTextEditor& treeText();
    /// Renders the window as it is into an image file of the format its name ends in; "" or
    /// why it could not.
    QString saveScreenshot(const QString& path);
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
    CountersPanel& counters();
    NarrationPanel& narration();
    PracticeSession& practice() { return *practice_; }
    LessonCommands& lessons() { return *lessons_; }
    /// Games against the engine.
    PlayFeature& play();
    PracticePanel& practicePanel();
    /// Monte Carlo tree search's convergence chart.
    ConvergencePanel& convergence();
    PseudocodePanel& pseudocode();
    const Actions& windowActions() const { return actions_; }
    const PlaybackToolBar::Actions& playbackActions() const;

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    static constexpr int kMinimumCanvasWidth = 320;

    void addFeatures();
    /// The status bar's strip and Esc for a search of the tree that takes longer than a moment.
    void showSearchProgress();
    /// The size of a first start: roomy, but never larger than the screen.
    QSize defaultSize() const;
    void showRun();

    DockArea docks_;
    RunModel* model_;
    PlaybackController* controller_;
    TreeView* view_;
    TreeSession* session_;
    TreeFiles* files_;
    PracticeSession* practice_;
    TreeEditDialogs* edits_;
    LessonCommands* lessons_;
    WindowActions actions_{};
    WindowParts parts_;
    PlaybackFeature* playback_ = nullptr;
    RunPanels* panels_ = nullptr;
    PracticeFeature* practiceFeature_ = nullptr;
    EditingFeature* editing_ = nullptr;
    ProjectorFeature* projector_ = nullptr;
    CompareFeature* compare_ = nullptr;
    PlayFeature* play_ = nullptr;
    MctsFeature* mcts_ = nullptr;
    bool saveSettingsOnClose_ = true;
    /// No saved layout: the panels take their share of whatever size the window first shows at.
    bool panelsNeedSizing_ = true;
};

} // namespace gtl::ui
