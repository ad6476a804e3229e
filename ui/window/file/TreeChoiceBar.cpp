// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/file/TreeChoiceBar.h"

#include "core/content/Catalogue.h"
#include "core/games/GameRegistry.h"
#include "ui/editing/TreeSession.h"
#include "ui/language/Translated.h"
#include "ui/language/ValueText.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/TreeView.h"
#include "ui/widgets/ElidingComboBox.h"
#include "ui/window/WindowActions.h"
#include "ui/window/file/TreeFiles.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>

namespace gtl::ui {
namespace {

/// The game whose positions the position field opens: the first the product lists.
const GameKind& fieldGame()
{
    return *GameRegistry::games().front();
}

} // namespace

TreeChoiceBar::TreeChoiceBar(const WindowParts& parts)
    : QToolBar(tr("Tree"), &parts.window)
    , parts_(parts)
    // As wide as a title of 30 letters, not the longest: the tree and search bars then share
    // one row at 1280×720 in the languages that write longer titles.
    , presetBox_(new ElidingComboBox(30, this))
    , boardField_(new QLineEdit(this))
{
    setObjectName("treeToolBar");
    presetBox_->setToolTip(tr("A ready-made tree"));
    presetBox_->setPlaceholderText(tr("Own tree"));
    for (const Preset& preset : Catalogue::presets()) {
        presetBox_->addItem(translatedText("Presets", preset.title), qtText(preset.name));
        presetBox_->setItemData(
            presetBox_->count() - 1, translatedText("Presets", preset.description), Qt::ToolTipRole);
    }
    connect(presetBox_, &QComboBox::activated, this, &TreeChoiceBar::choosePreset);
    auto* treeLabel = new QLabel(tr(" &Tree "), this);
    treeLabel->setBuddy(presetBox_); // Alt+T: choose a tree without the mouse
    addWidget(treeLabel);
    addWidget(presetBox_);
    const GameKind::Names& game = fieldGame().names();
    //: The position box's hint: the game, then a position of it.
    const QString placeholder = tr("%1, e.g. %2").arg(translatedText("Games", game.title), qtText(game.example));
    boardField_->setPlaceholderText(placeholder);
    boardField_->setAccessibleName(tr("Position to open"));
    boardField_->setToolTip(
        tr("A %1 position: %2; Enter opens its game tree")
            .arg(translated(GameKind::nameInSentence(game.name)), translatedText("Games", game.positionHelp)));
    boardField_->setMaxLength(game.longestText);
    boardField_->setFixedWidth(boardField_->fontMetrics().horizontalAdvance(placeholder) + 16);
    connect(boardField_, &QLineEdit::returnPressed, this, &TreeChoiceBar::openPosition);
    addWidget(boardField_);

    QAction* position = parts.action(tr("Open %1 Position…").arg(translatedText("Games", game.title)),
        QKeySequence(Qt::CTRL | Qt::Key_T), tr("Type a position: %1").arg(translatedText("Games", game.positionHelp)));
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
    if (parts_.files.openSource(TreeSource::position(fieldGame(), boardField_->text().trimmed().toStdString())))
        parts_.view.setFocus();
}

void TreeChoiceBar::showRun()
{
    presetBox_->setCurrentIndex(presetBox_->findData(qtText(parts_.session.presetName())));
    // The position box shows the position on screen when it is one of the box's game, and
    // nothing when the tree is another: the tree searched, not the one a search grew from it.
    const GameTree& tree = *parts_.model.run().source;
    const GameKind* game = GameRegistry::of(tree);
    boardField_->setText(
        game == &fieldGame() ? qtText(game->text(GameKind::positionOf(tree, GameTree::root()))) : QString());
}

} // namespace gtl::ui
