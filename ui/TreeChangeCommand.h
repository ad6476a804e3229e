#pragma once

#include "GameTree.h"

#include <QUndoCommand>

#include <functional>
#include <string>

namespace gtl::ui {

/// One change of the tree on screen — an edit, a reordering, a newly opened tree — kept with
/// the tree before it, so that it can be undone and redone.
class TreeChangeCommand : public QUndoCommand {
public:
    struct State {
        GameTree tree;
        std::string title;
        std::string description;
        std::string presetName; ///< set while the tree is an unchanged preset
        /// The .gtree.json file the tree was opened from or last saved to, where Save writes.
        std::string filePath;
    };
    using Apply = std::function<void(const State&)>;

    TreeChangeCommand(const QString& text, State before, State after, Apply apply);

    void undo() override { apply_(before_); }
    void redo() override { apply_(after_); }
    /// The tree before (after) the change was saved to @p path.
    void setFilePathBefore(std::string path) { before_.filePath = std::move(path); }
    void setFilePathAfter(std::string path) { after_.filePath = std::move(path); }

private:
    State before_;
    State after_;
    Apply apply_;
};

} // namespace gtl::ui
