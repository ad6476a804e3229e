// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/GameRegistry.h"
#include "core/io/TreeHistory.h"
#include "core/search/Algorithm.h"
#include "core/search/SearchRun.h"
#include "core/tree/MoveOrdering.h"
#include "ui/jobs/JobRunner.h"
#include "ui/settings/SearchSettings.h"

#include <QObject>

#include <functional>
#include <optional>

namespace gtl {
class EditableTree;
}

namespace gtl::ui {

class RunModel;

/// The tree on screen and the search over it. Every change of tree — opening one, an edit on
/// the canvas or in the text, a reordering — becomes a version in the history and restarts the
/// run at step 0 with the new tree. The search runs on the job service: one that takes longer
/// than a moment leaves the tree on screen unsearched, and the window answering, until it is
/// done or cancelled.
class TreeSession : public QObject {
    Q_OBJECT

public:
    explicit TreeSession(RunModel& model, QObject* parent = nullptr);

    const GameTree& tree() const { return *state().tree; }
    const std::shared_ptr<const GameTree>& sharedTree() const { return state().tree; }
    const std::string& title() const { return state().title; }
    const std::string& description() const { return state().description; }
    /// The preset's name when the tree is an unchanged preset, else "".
    const std::string& presetName() const { return state().presetName; }
    /// The user's search choice, for the trees opened next.
    SearchOptions options() const { return settings_.options(); }
    /// Its owner, through which every choice of search is made.
    SearchSettings& settings() { return settings_; }
    /// The options the tree on screen is searched with: its own run's (an engine's move), or
    /// the user's choice. What the search controls show, and what a comparison takes.
    SearchOptions optionsForTree() const;
    /// Why the tree on screen is not searched at all, or "" when it is (see SearchRun::shown).
    Message searchRefusal() const;
    /// The teacher's notes on this tree, by step.
    const TreeNotes& notes() const { return state().notes; }
    const TreeHistory& history() const { return history_; }

    /// How long a change of tree or search waits for its search before it shows the tree
    /// unsearched and lets the search go on behind (forever when negative, the default: the
    /// command line and tests see every run at once).
    void setSearchWait(int ms) { searchWaitMs_ = ms; }
    /// The wait of a window in use: short enough not to be felt as a freeze.
    static constexpr int kMomentMs = 150;
    /// The searches of the trees on screen, for their progress and cancel.
    JobRunner& searches() { return searches_; }
    /// Waits for the search still running, if any, and shows it: for what needs the run at
    /// once, such as a lesson's stops.
    void settle();
    /// Puts a newly opened tree on screen (undoably, but for the very first), as it is in
    /// @p filePath ("" for presets and other trees that are not files). With @p own, the tree
    /// is searched with those options, its own, as a lesson's tree is; the user's choice stays
    /// as it is for the next tree.
    void open(const QString& what, TreeDocument opened, const std::string& filePath,
        std::optional<SearchOptions> own = std::nullopt);
    /// Puts @p run, a search already made of @p opened's tree (off the window's thread), on
    /// screen as a newly opened tree. The run keeps its own options for its tree (undo and redo
    /// come back to it as it was); the session's, the user's choice, stay as they are for the
    /// next tree.
    void openSearched(const QString& what, TreeDocument opened, std::shared_ptr<const SearchRun> run);
    /// Puts a tree typed in the Tree Text on screen, undoably: a preset typed over becomes the
    /// user's own "Untitled tree"; any other title says it was edited.
    void replaceTree(const QString& what, GameTree edited);
    /// The .gtree.json file the tree on screen came from or was last saved to, or "".
    const std::string& filePath() const { return history_.current().filePath; }
    /// The tree on screen has just been saved as it is to @p path.
    void markSaved(const std::string& path);
    /// The title the tree has once saved as a new file called @p name: a title that only says
    /// it was edited from another tree ("Textbook two-ply (edited)"), or "Untitled tree", gives way to the file's
    /// name; any other title, or an empty @p name, leaves it as it is.
    std::string titleForFile(const std::string& name) const;
    /// The tree has been saved as a new file called @p name: it takes titleForFile(), undoably.
    /// The run stays at its step.
    void nameAfterFile(const std::string& name);
    /// Whether the tree differs from the file (or preset) it was opened from or saved to.
    bool hasUnsavedChanges() const { return history_.hasUnsavedChanges(); }
    void undo();
    void redo();

    /// A game's trees follow the game's rules, so only other trees can be edited by hand.
    bool isEditable() const { return !GameRegistry::of(tree()); }
    void setLeafValue(NodeId node, Value value);
    /// In a tree of several players: gives the leaf @p node a score for each of them.
    void setLeafScores(NodeId node, std::vector<Value> scores);
    void addMove(NodeId node);
    void removeMove(NodeId node);
    void renameMove(NodeId node, const std::string& label);
    /// Gives the outcomes of the chance node @p node the @p probabilities (adding up to 1).
    void setProbabilities(NodeId node, const std::vector<Probability>& probabilities);
    /// Swaps @p node with its neighbour to the left (@p direction −1) or right (+1).
    void moveSideways(NodeId node, int direction);
    void reorder(MoveOrder order, std::uint64_t seed = 0);
    /// Retitles and redescribes the tree, and makes @p rootPlayer move first (ignored for
    /// a game's trees, whose side to move follows from the position); undoable.
    void setProperties(std::string title, std::string description, Player rootPlayer);
    /// Notes at steps of the run, undoable like every edit. The first note records the search
    /// it is written for.
    void addNote(std::size_t step, std::string text);
    void editNote(std::size_t index, std::string text);
    void removeNote(std::size_t index);

signals:
    void treeChanged();
    /// What undo and redo would do, or whether there are unsaved changes, changed.
    void historyChanged();
    /// An edit changed the tree, and with it the trace its @p count notes pointed into: they
    /// were dropped (undo brings them back).
    void notesCleared(std::size_t count);
    /// The search's enhancements could not run on the tree, for @p reason: it was searched
    /// without them.
    void enhancementsDropped(const QString& reason);
    /// No search takes the tree, for @p reason (Connect Four without a depth limit, values too
    /// fine for exact chance values, …): it is shown unsearched. Also said of a finished game,
    /// whose search has no move to make.
    void searchRefused(const QString& reason);
    /// An edit was not made, for @p reason; the tree stays as it was.
    void editRefused(const QString& reason);

private:
    const TreeDocument& state() const { return history_.current().state; }
    /// An edit of the tree on the canvas, given the tree it starts from.
    using CanvasEdit = std::function<void(EditableTree& tree, const GameTree& before)>;
    void edit(const QString& what, CanvasEdit change);
    void change(const QString& what, TreeDocument next, TreeHistory::Edit edit);
    void changeNotes(const QString& what, TreeNotes notes);
    void showCurrent();
    void show(std::shared_ptr<const SearchRun> run);
    /// The tree on screen with no search, saying why in @p refusal.
    void showUnsearched(Message refusal);
    /// Puts the run on screen again under the current version's title, at the same step.
    void retitleRun();
    std::string editedTitle() const;
    /// The title of a tree typed in the Tree Text in place of this one.
    std::string typedTitle() const;
    std::string editedDescription() const;

    void openVersion(const QString& what, TreeDocument opened, const std::string& filePath);
    /// Searches the tree on screen with the search just chosen.
    void searchTheChoice();

    RunModel& model_;
    TreeHistory history_;
    bool opened_ = false;
    SearchSettings settings_;
    /// A run put on screen with options of its own (an engine's move), and its tree.
    struct OwnRun {
        std::shared_ptr<const GameTree> tree;
        SearchOptions options;
    };
    std::vector<OwnRun> ownRuns_;
    /// The options the run on screen was made for (it may have set some aside).
    SearchOptions shownFor_;
    JobRunner searches_;
    int searchWaitMs_ = -1;
    /// Set while a search is cancelled because something else takes its place on screen.
    bool replacingSearch_ = false;
    /// Whether the run on screen is a search the user cancelled.
    bool cancelled_ = false;
};

} // namespace gtl::ui
