// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editing/TreeEditDialogs.h"

#include "core/io/TreeTextParser.h"
#include "core/teaching/Narrator.h"
#include "core/tree/Scores.h"
#include "ui/editing/ProbabilityDialog.h"
#include "ui/editing/RandomTreeDialog.h"
#include "ui/editing/TreePropertiesDialog.h"
#include "ui/editing/TreeSession.h"
#include "ui/language/Translated.h"
#include "ui/language/ValueText.h"
#include "ui/practice/PracticeSession.h"
#include "ui/widgets/WideInputDialog.h"

#include <QMenu>
#include <QMessageBox>

namespace gtl::ui {

TreeEditDialogs::TreeEditDialogs(
    TreeSession& session, OpenRandomTree openRandomTree, const PracticeSession& practice, QWidget& parent)
    : QObject(&parent)
    , session_(session)
    , openRandomTree_(std::move(openRandomTree))
    , practice_(practice)
    , parent_(parent)
{
}

void TreeEditDialogs::showNodeMenu(NodeId node, const QPoint& globalPosition, const QList<QAction*>& viewActions)
{
    const GameTree& tree = session_.tree();
    QMenu menu(&parent_);
    menu.addSection(qtText(Narrator::nodeName(tree, node)));
    for (QAction* action : viewActions)
        action->setParent(&menu);
    menu.addActions(viewActions);
    menu.addSeparator();
    if (!session_.isEditable()) {
        // Only a game's trees are not editable: their moves are the game's.
        const QString game = translatedText("Games", GameRegistry::of(tree)->names().title);
        menu.addAction(tr("%1 trees follow the rules of the game").arg(game))->setEnabled(false);
        menu.exec(globalPosition);
        return;
    }
    const bool root = node == GameTree::root();
    if (tree.isLeaf(node))
        menu.addAction(tr("Set Value…"), this, [this, node] { askLeafValue(node); });
    if (!tree.isLeaf(node) && tree.player(node) == Player::Chance)
        menu.addAction(tr("Set Probabilities…"), this, [this, node] { askProbabilities(node); });
    menu.addAction(tr("Add Move"), this, [this, node] { session_.addMove(node); });
    if (!root) {
        menu.addAction(tr("Rename Move…"), this, [this, node] { askMoveLabel(node); });
        const std::uint32_t index = tree.siblingIndex(node);
        menu.addAction(tr("Move Left"), this, [this, node] { session_.moveSideways(node, -1); })->setEnabled(index > 0);
        menu.addAction(tr("Move Right"), this, [this, node] { session_.moveSideways(node, +1); })
            ->setEnabled(index + 1 < tree.childCount(tree.parent(node)));
        menu.addAction(tr("Remove Move"), this, [this, node] { session_.removeMove(node); });
    }
    menu.exec(globalPosition);
}

void TreeEditDialogs::askMoveLabel(NodeId node)
{
    const GameTree& tree = session_.tree();
    const auto dialog = wideInputDialog(&parent_, tr("Rename Move"), tr("Label (letters, digits and _ . + -):"));
    dialog->setTextValue(qtText(tree.label(node)));
    if (dialog->exec() != QDialog::Accepted || dialog->textValue().toStdString() == tree.label(node))
        return;
    const QString label = dialog->textValue();
    QString problem;
    if (!TreeTextParser::isValidLabel(label.toStdString()))
        problem = tr("'%1' cannot be a move label: use letters, digits and _ . + -").arg(label);
    const NodeId parent = tree.parent(node);
    for (NodeId sibling : tree.children(parent)) {
        // Paths such as "B/2" name a node only while siblings' labels differ.
        if (tree.label(sibling) == label.toStdString()) {
            problem = tr("%1 already has a move labelled '%2'")
                          .arg(qtText(capitalised(Narrator::nodeName(tree, parent))), label);
        }
    }
    if (!problem.isEmpty()) {
        QMessageBox::warning(&parent_, tr("Rename Move"), problem);
        return;
    }
    session_.renameMove(node, label.toStdString());
}

void TreeEditDialogs::askLeafValue(NodeId node)
{
    const GameTree& tree = session_.tree();
    // While a student crosses out leaves, clicks on them are marks, not edits.
    if (!session_.isEditable() || !tree.isLeaf(node) || practice_.isMarking())
        return;
    if (tree.scoresEachPlayer())
        return askLeafScores(node);
    const auto dialog = wideInputDialog(
        &parent_, tr("Set Value"), tr("Value of %1 (for MAX):").arg(qtText(Narrator::nodeName(tree, node))));
    dialog->setInputMode(QInputDialog::IntInput);
    dialog->setIntRange(-kMaxLeafValue, kMaxLeafValue);
    dialog->setIntValue(tree.leafValue(node));
    if (dialog->exec() == QDialog::Accepted && dialog->intValue() != tree.leafValue(node))
        session_.setLeafValue(node, dialog->intValue());
}

void TreeEditDialogs::askLeafScores(NodeId node)
{
    const GameTree& tree = session_.tree();
    const QString name = qtText(Narrator::nodeName(tree, node));
    const auto dialog = wideInputDialog(&parent_, tr("Set Scores"),
        tr("Scores of %1, one for each of the %2 players, player 1's first:").arg(name).arg(tree.players()));
    const std::string current = scoresText(tree.scores(node));
    dialog->setTextValue(qtText(current.substr(1, current.size() - 2)));
    if (dialog->exec() != QDialog::Accepted)
        return;
    // Read as tree text reads a leaf, so that the same words refuse the same mistakes.
    const auto read = TreeTextParser::parse("<" + dialog->textValue().toStdString() + ">");
    QString problem;
    if (!read)
        problem = translated(read.error().message);
    else if (read->players() != tree.players())
        problem = tr("%1 has scores for %2 players: give one for each.").arg(name).arg(tree.players());
    if (!problem.isEmpty()) {
        QMessageBox::warning(&parent_, tr("Set Scores"), problem);
        return;
    }
    const auto scores = read->scores(GameTree::root());
    if (!std::ranges::equal(scores, tree.scores(node)))
        session_.setLeafScores(node, {scores.begin(), scores.end()});
}

void TreeEditDialogs::askProbabilities(NodeId node)
{
    const GameTree& tree = session_.tree();
    if (!session_.isEditable() || tree.isLeaf(node) || tree.player(node) != Player::Chance)
        return;
    ProbabilityDialog dialog(tree, node, &parent_);
    if (dialog.exec() != QDialog::Accepted)
        return;
    std::vector<Probability> before;
    for (NodeId outcome : tree.children(node))
        before.push_back(tree.probability(outcome));
    if (dialog.probabilities() != before)
        session_.setProbabilities(node, dialog.probabilities());
}

void TreeEditDialogs::askShuffleSeed()
{
    const auto dialog = wideInputDialog(&parent_, tr("Shuffle Moves"), tr("Seed:"));
    dialog->setInputMode(QInputDialog::IntInput);
    dialog->setIntRange(0, INT_MAX);
    dialog->setIntValue(1);
    if (dialog->exec() == QDialog::Accepted)
        session_.reorder(MoveOrder::Shuffled, std::uint64_t(dialog->intValue()));
}

void TreeEditDialogs::editTreeProperties()
{
    using Properties = TreePropertiesDialog::Properties;
    const Properties before{qtText(session_.title()), qtText(session_.description()), session_.tree().rootPlayer()};
    TreePropertiesDialog dialog(before, !session_.isEditable(), &parent_);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const Properties after = dialog.properties();
    if (after == before)
        return;
    session_.setProperties((after.title.isEmpty() ? before.title : after.title).toStdString(),
        after.description.toStdString(), after.rootPlayer);
}

void TreeEditDialogs::newRandomTree()
{
    RandomTreeDialog dialog(lastRandom_, &parent_);
    if (dialog.exec() != QDialog::Accepted)
        return;
    lastRandom_ = dialog.spec();
    openRandomTree_(lastRandom_);
}

} // namespace gtl::ui
