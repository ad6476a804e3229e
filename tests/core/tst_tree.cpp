// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the tree's editing and its history: edits, shared trees, undo and the memory budget.
#include "core/base/Counted.h"
#include "core/io/TreeHistory.h"
#include "core/io/TreeTextWriter.h"
#include "core/search/Search.h"
#include "core/tree/EditableTree.h"
#include "tests/support/TestTrees.h"

#include <QtTest>

using namespace gtl;
using namespace gtl::test;

class TreeTest : public QObject {
    Q_OBJECT

private slots:
    void editableTreeEdits()
    {
        EditableTree edit(presetTree("textbook"));
        edit.remove(2); // B
        edit.setValue(4, 30); // A/1
        edit.addChild(3, -4); // C/4
        edit.setLabel(1, "left");
        const GameTree tree = edit.build();
        QCOMPARE(QString::fromStdString(toTreeText(tree)), QString("(left:(30, 12, 8), (14, 5, 2, -4))"));
        QCOMPARE(tree.path(2), std::string("B")); // C moved into B's place and took its letter
        QCOMPARE(Search::run(tree, {Algorithm::Minimax, false}).result.value, 8);
        // A move added where a sibling already holds its default label gets a free one, and
        // the tree still reads back from its text after the moves are swapped.
        EditableTree renamed(presetTree("textbook"));
        renamed.setLabel(4, "4"); // A/1 becomes A/4
        renamed.addChild(1, 0); // a fourth move of A: "4" is taken
        QCOMPARE(renamed.build().label(renamed.build().firstChild(1) + 3), std::string_view("5"));
        renamed.pinLabels();
        std::swap(renamed.children(1)[0], renamed.children(1)[3]);
        const GameTree swapped = renamed.build();
        QCOMPARE(swapped.path(swapped.firstChild(1) + 3), std::string("A/4"));
        QCOMPARE(toTreeText(parsed(toTreeText(swapped).c_str())), toTreeText(swapped));
    }

    void historySharesTreesAndUndoes()
    {
        const auto mixed = std::make_shared<const GameTree>(presetTree("mixed"));
        TreeHistory history;
        history.push({"Open Mixed", {mixed, "Mixed", "", "mixed", {}}, {}, "", true});
        QVERIFY(!history.canUndo() && !history.hasUnsavedChanges());
        // A change of title keeps the tree: the history holds it once.
        history.push({"Retitle", {mixed, "Mine", "", "", {}}, {}, "", false});
        QCOMPARE(history.bytes(), mixed->memoryBytes());
        QVERIFY(history.hasUnsavedChanges());
        QCOMPARE(history.undoText(), std::string("Retitle"));
        QCOMPARE(history.undo().state.title, std::string("Mixed"));
        QVERIFY(!history.hasUnsavedChanges()); // back to the preset as opened
        QCOMPARE(history.redoText(), std::string("Retitle"));
        QCOMPARE(history.redo().state.title, std::string("Mine"));
        // Saving marks this version as the file's; the version the file held before no longer is.
        history.markSaved("/tmp/a.gtree.json");
        QVERIFY(!history.hasUnsavedChanges());
        history.push({"Edit", {std::make_shared<const GameTree>(presetTree("textbook")), "Mine", "", "", {}}, {},
            history.current().filePath, false});
        history.markSaved("/tmp/a.gtree.json");
        history.undo();
        QVERIFY(history.hasUnsavedChanges());
        QCOMPARE(history.current().filePath, std::string("/tmp/a.gtree.json"));
        // A new change drops what could be redone.
        history.push({"Other", {mixed, "Other", "", "", {}}, {}, "", false});
        QVERIFY(!history.canRedo());
        QCOMPARE(history.versions(), std::size_t(3));
    }

    void historyKeepsWithinItsBudget()
    {
        const auto tree = std::make_shared<const GameTree>(presetTree("mixed"));
        // Room for three trees of this size: the oldest versions are forgotten, never the current.
        TreeHistory history(tree->memoryBytes() * 3, 100);
        for (int i = 0; i < 10; ++i)
            history.push({"Edit", {std::make_shared<const GameTree>(*tree), "t", "", "", {}}, {}, "", false});
        QCOMPARE(history.versions(), std::size_t(3));
        QVERIFY(history.bytes() <= tree->memoryBytes() * 3);
        TreeHistory counted(std::size_t(1) << 40, 5);
        for (int i = 0; i < 10; ++i)
            counted.push({"Retitle", {tree, std::to_string(i), "", "", {}}, {}, "", false});
        QCOMPARE(counted.versions(), std::size_t(5));
        QCOMPARE(counted.current().state.title, std::string("9"));
        TreeHistory huge(1, 100); // a tree larger than the whole budget still stays on screen
        huge.push({"Open", {tree, "t", "", "", {}}, {}, "", true});
        huge.push({"Edit", {std::make_shared<const GameTree>(*tree), "t", "", "", {}}, {}, "", false});
        QCOMPARE(huge.versions(), std::size_t(1));
        QVERIFY(!huge.canUndo());
    }

    void historyKeepsEditsAndMakesTreesAgain()
    {
        // Room for about four trees: each edit keeps the function that made it, and the trees
        // it cannot hold are made again by replaying the edits when undo or redo reaches them.
        const auto opened = std::make_shared<const GameTree>(presetTree("mixed"));
        const std::size_t budget = opened->memoryBytes() * 4;
        TreeHistory history(budget, 100);
        history.push({"Open", {opened, "Mixed", "", "mixed", {}}, {}, "", true});
        const NodeId leaf = 10; // A/1/1
        for (Value value = 1; value <= 10; ++value) {
            TreeHistory::Edit edit = [value](const GameTree& before) {
                EditableTree tree(before);
                tree.setValue(leaf, value);
                return tree.build();
            };
            auto tree = std::make_shared<const GameTree>(edit(*history.current().state.tree));
            history.push({"Set A/1/1", {std::move(tree), "Mixed (edited)", "", "", {}}, std::move(edit), "", false});
            QVERIFY(history.bytes() <= budget);
        }
        QCOMPARE(history.versions(), std::size_t(11)); // nothing forgotten: edits are small
        QVERIFY(history.treesKept() <= 4);
        for (Value value = 9; value >= 1; --value) {
            QCOMPARE(history.undo().state.tree->leafValue(leaf), value);
            QVERIFY(history.bytes() <= budget);
        }
        QCOMPARE(history.undo().state.tree->leafValue(leaf), presetTree("mixed").leafValue(leaf));
        QVERIFY(!history.hasUnsavedChanges());
        for (Value value = 1; value <= 10; ++value)
            QCOMPARE(history.redo().state.tree->leafValue(leaf), value);
    }
};

QTEST_APPLESS_MAIN(TreeTest)
#include "tst_tree.moc"
