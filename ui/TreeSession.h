#pragma once

#include "Algorithm.h"
#include "GameTree.h"
#include "MoveOrdering.h"
#include "TreeChangeCommand.h"

#include <QObject>
#include <QUndoStack>

namespace gtl::ui {

class PlaybackController;

/// The tree on screen and the search over it. Every change of tree — opening one, an edit on
/// the canvas or in the text, a reordering — goes through the undo stack and restarts the run
/// at step 0 with the new tree.
class TreeSession : public QObject {
    Q_OBJECT

public:
    explicit TreeSession(PlaybackController& controller, QObject* parent = nullptr);

    const GameTree& tree() const { return state_.tree; }
    const std::string& title() const { return state_.title; }
    const std::string& description() const { return state_.description; }
    /// The preset's name when the tree is an unchanged preset, else "".
    const std::string& presetName() const { return state_.presetName; }
    SearchOptions options() const { return options_; }
    QUndoStack& undoStack() { return undo_; }

    void setOptions(SearchOptions options);
    /// Puts a newly opened tree on screen: undoable (@p what names the change) except the very
    /// first, and the point from which unsaved changes are counted.
    void open(const QString& what, TreeChangeCommand::State opened);
    /// Puts an edited version of the tree on screen, undoably; the title says it was edited.
    void replaceTree(const QString& what, GameTree edited);
    /// The .gtree.json file the tree on screen came from or was last saved to, or "".
    const std::string& filePath() const { return state_.filePath; }
    /// The tree on screen has just been saved as it is to @p path.
    void markSaved(const std::string& path);
    /// Whether the tree was changed since it was opened or last saved.
    bool hasUnsavedChanges() const { return !undo_.isClean(); }

    /// Tic-tac-toe trees follow the game's rules, so only other trees can be edited by hand.
    bool isEditable() const { return !state_.tree.hasPayload(); }
    void setLeafValue(NodeId node, Value value);
    void addMove(NodeId node);
    void removeMove(NodeId node);
    void renameMove(NodeId node, const std::string& label);
    /// Swaps @p node with its neighbour to the left (@p direction −1) or right (+1).
    void moveSideways(NodeId node, int direction);
    void reorder(MoveOrder order, std::uint64_t seed = 0);
    /// Retitles and redescribes the tree, and makes @p rootPlayer move first (ignored for
    /// tic-tac-toe trees, whose side to move follows from the board); undoable.
    void setProperties(std::string title, std::string description, Player rootPlayer);

signals:
    void treeChanged();

private:
    template <typename Edit> void edit(const QString& what, Edit&& change);
    void change(const QString& what, TreeChangeCommand::State next);
    TreeChangeCommand* command(int index);
    void apply(const TreeChangeCommand::State& state);
    std::string editedTitle() const;
    std::string editedDescription() const;

    PlaybackController& controller_;
    TreeChangeCommand::State state_;
    SearchOptions options_;
    QUndoStack undo_;
    bool hasTree_ = false;
};

} // namespace gtl::ui
