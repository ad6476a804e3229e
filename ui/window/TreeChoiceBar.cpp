#include "ui/window/TreeChoiceBar.h"

#include "core/games/TicTacToeBoard.h"
#include "core/teaching/Preset.h"
#include "ui/editing/TreeSession.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/TreeView.h"
#include "ui/scene/ValueText.h"
#include "ui/window/TreeFiles.h"
#include "ui/window/WindowActions.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>

namespace gtl::ui {

TreeChoiceBar::TreeChoiceBar(const WindowParts& parts)
    : QToolBar(tr("Tree"), &parts.window)
    , parts_(parts)
    , presetBox_(new QComboBox(this))
    , boardField_(new QLineEdit(this))
{
    setObjectName("treeToolBar");
    presetBox_->setToolTip(tr("A ready-made tree"));
    presetBox_->setPlaceholderText(tr("Own tree"));
    for (const Preset& preset : presets()) {
        presetBox_->addItem(qtText(preset.title), qtText(preset.name));
        presetBox_->setItemData(presetBox_->count() - 1, qtText(preset.description), Qt::ToolTipRole);
    }
    connect(presetBox_, &QComboBox::activated, this, &TreeChoiceBar::choosePreset);
    auto* treeLabel = new QLabel(tr(" &Tree "), this);
    treeLabel->setBuddy(presetBox_); // Alt+T: choose a tree without the mouse
    addWidget(treeLabel);
    addWidget(presetBox_);
    boardField_->setPlaceholderText(tr("Tic-tac-toe, e.g. XXOOOX..."));
    boardField_->setToolTip(tr("A tic-tac-toe position: 9 of X, O and . row by row; Enter opens its game tree "
                               "(......... is the empty board, 549,946 positions)"));
    boardField_->setMaxLength(9);
    boardField_->setFixedWidth(boardField_->fontMetrics().horizontalAdvance("Tic-tac-toe, e.g. XXOOOX...") + 16);
    connect(boardField_, &QLineEdit::returnPressed, this, &TreeChoiceBar::openPosition);
    addWidget(boardField_);

    QAction* position = parts.action(tr("Open Tic-tac-toe Position…"), QKeySequence(Qt::CTRL | Qt::Key_T),
        tr("Type a position such as XXOOOX... or ......... for the empty board"));
    parts.actions.openPosition = position;
    connect(position, &QAction::triggered, this, [this] {
        boardField_->setFocus();
        boardField_->selectAll();
    });
    connect(&parts.model, &RunModel::runLoaded, this, &TreeChoiceBar::showRun);
}

void TreeChoiceBar::choosePreset(int index)
{
    // Kept from opening, the box goes back to the tree on screen (and the keys stay with the text).
    if (!parts_.files.openSource({TreeSource::Kind::Preset, presetBox_->itemData(index).toString().toStdString(), {}}))
        presetBox_->setCurrentIndex(presetBox_->findData(qtText(parts_.session.presetName())));
    else
        parts_.giveKeysToPlayback();
}

void TreeChoiceBar::openPosition()
{
    if (parts_.files.openSource({TreeSource::Kind::TicTacToe, boardField_->text().trimmed().toStdString(), {}}))
        parts_.view.setFocus();
}

void TreeChoiceBar::showRun()
{
    presetBox_->setCurrentIndex(presetBox_->findData(qtText(parts_.session.presetName())));
    // The position box shows the position on screen, and nothing when the tree is another.
    const GameTree& tree = *parts_.model.run().tree;
    boardField_->setText(
        tree.hasPayload() ? qtText(TicTacToeBoard::unpacked(tree.payload(GameTree::root())).toString()) : QString());
}

} // namespace gtl::ui
