// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/search/EnhancementsFeature.h"

#include "core/games/GameRegistry.h"
#include "core/search/Algorithm.h"
#include "core/search/ChoiceNames.h"
#include "core/search/EnhancementTable.h"
#include "core/teaching/Narrator.h"
#include "ui/editing/TreeSession.h"
#include "ui/language/Translated.h"
#include "ui/language/ValueText.h"
#include "ui/panels/IterationsPanel.h"
#include "ui/panels/TranspositionTablePanel.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/TreeItem.h"
#include "ui/scene/TreeView.h"
#include "ui/window/DockArea.h"
#include "ui/window/search/EnhancementsMenu.h"

#include <QDockWidget>
#include <QMainWindow>

namespace gtl::ui {

EnhancementsFeature::EnhancementsFeature(const WindowParts& parts)
    : QObject(&parts.window)
    , parts_(parts)
    , menu_(new EnhancementsMenu(&parts.window))
    , tableDock_(parts.docks.add(new TranspositionTablePanel(parts.model, &parts.window), tr("Transposition Table"),
          "tableDock", InProjector::FollowsContent))
    , iterationsDock_(parts.docks.add(new IterationsPanel(parts.model, &parts.window), tr("Iterations"),
          "iterationsDock", InProjector::FollowsContent))
{
    connect(menu_, &EnhancementsMenu::changed, this, &EnhancementsFeature::choose);
    // The menu shows a choice at once, before a long search of it is done.
    connect(&parts.session.settings(), &SearchSettings::chosen, this,
        [this](const SearchOptions& options) { menu_->showEnhancements(options.enhancements); });
    // Whichever control chose it, a search no tree takes is refused in the same words.
    connect(&parts.session.settings(), &SearchSettings::refused, this,
        [parts](const QString& reason) { parts.tell(tr("Not possible: %1").arg(reason), 8000); });
    connect(&parts.session, &TreeSession::enhancementsDropped, this,
        [parts](const QString& reason) { parts.tell(tr("Searched without enhancements: %1").arg(reason), 10000); });
    connect(&parts.session, &TreeSession::searchRefused, this,
        [parts](const QString& reason) { parts.tell(tr("Not searched: %1").arg(reason), 15000); });
    connect(&parts.model, &RunModel::runLoaded, this, &EnhancementsFeature::showRun);
    connect(&parts.view, &TreeView::nodeClicked, this, &EnhancementsFeature::showTableSource);
    // The ring around a table-answered node's source lasts until the cursor moves.
    connect(&parts.model, &RunModel::stepChanged, this,
        [this] { parts_.view.treeItem().setMarks(TreeMarks::Layer::TableSource, {}); });
    connect(&parts.view, &TreeView::sceneStyleChanged, qobject_cast<TranspositionTablePanel*>(tableDock_->widget()),
        &TranspositionTablePanel::setSceneStyle);
}

void EnhancementsFeature::choose(const Enhancements& enhancements)
{
    SearchOptions options = parts_.session.optionsForTree();
    options.enhancements = enhancements;
    if (!parts_.session.settings().choose(options))
        menu_->showEnhancements(parts_.session.optionsForTree().enhancements);
}

void EnhancementsFeature::showRun()
{
    const GameTree& tree = parts_.session.tree();
    const GameKind* game = GameRegistry::of(tree);
    menu_->showChoices(ChoiceNames(tree), game ? translatedText("Games", game->names().title) : QString());
    menu_->showEnhancements(parts_.session.optionsForTree().enhancements);
    // The enhanced searches' panels, shown while the search on screen has what they show.
    const Enhancements& e = parts_.model.run().trace.options.enhancements;
    tableDock_->setVisible(showsCounter(e, "table"));
    iterationsDock_->setVisible(showsCounter(e, "iteration"));
}

void EnhancementsFeature::showTableSource(NodeId node)
{
    // A node the table answered shows where its entry was filed: both are ringed.
    const NodeId source = parts_.view.tableSource(node);
    if (source == kNoNode)
        return;
    parts_.view.treeItem().setMarks(TreeMarks::Layer::TableSource, {{node, source}, {}});
    const GameTree& tree = parts_.model.tree();
    parts_.tell(tr("%1 was answered from the table entry filed at %2, the same position")
                    .arg(qtText(Narrator::nodeName(tree, node)), qtText(Narrator::nodeName(tree, source))),
        8000);
}

} // namespace gtl::ui
