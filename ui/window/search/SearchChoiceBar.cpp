// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/search/SearchChoiceBar.h"

#include "core/search/Algorithm.h"
#include "core/search/ChoiceNames.h"
#include "core/search/Search.h"
#include "core/search/SearchFamilyEntry.h"
#include "ui/editing/TreeSession.h"
#include "ui/language/Translated.h"
#include "ui/language/ValueText.h"
#include "ui/mcts/MctsSettingsEditor.h"
#include "ui/playback/RunModel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QMainWindow>

namespace gtl::ui {
namespace {

constexpr int kRefusalMs = 8000;

} // namespace

SearchChoiceBar::SearchChoiceBar(const WindowParts& parts)
    : QToolBar(tr("Search"), &parts.window)
    , parts_(parts)
    , algorithmBox_(new QComboBox(this))
    , failHardBox_(new QCheckBox(tr("Fail-hard"), this))
    , enhancementsLabel_(new QLabel(this))
    , mctsEditor_(new MctsSettingsEditor(this))
{
    setObjectName("searchToolBar");
    for (const AlgorithmEntry& entry : kAlgorithms)
        algorithmBox_->addItem(translatedText("Algorithm", entry.title), int(entry.algorithm));
    algorithmBox_->setToolTip(tr("The search to run"));
    failHardBox_->setToolTip(tr("Alpha-beta returns values clamped to its window instead of the best value seen"));
    connect(algorithmBox_, &QComboBox::activated, this, &SearchChoiceBar::chooseOptions);
    connect(failHardBox_, &QCheckBox::clicked, this, &SearchChoiceBar::chooseOptions);
    auto* searchLabel = new QLabel(tr(" &Search "), this);
    searchLabel->setBuddy(algorithmBox_); // Alt+S: choose the search without the mouse
    addWidget(searchLabel);
    addWidget(algorithmBox_);
    failHardAction_ = addWidget(failHardBox_);
    enhancementsLabel_->setToolTip(tr("The enhancements of this search: change them in the Enhancements menu"));
    addWidget(enhancementsLabel_);
    // Monte Carlo tree search has no window to fail and no enhancements: its settings take
    // their place.
    mctsAction_ = addWidget(mctsEditor_);
    connect(mctsEditor_, &MctsSettingsEditor::changed, this, &SearchChoiceBar::chooseOptions);
    connect(&parts.model, &RunModel::runLoaded, this, &SearchChoiceBar::showRun);
}

void SearchChoiceBar::chooseOptions()
{
    SearchOptions options = parts_.session.optionsForTree();
    options.algorithm = Algorithm(algorithmBox_->currentData().toInt());
    options.failHard = failHardBox_->isChecked() && usesWindow(options.algorithm);
    options.mcts = mctsEditor_->settings();
    if (!familyEntry(options.algorithm).provesValues)
        options.enhancements = {}; // it takes none, and would only be told so
    // A search no tree takes is refused, and the box goes back to the search on screen; a tree
    // may also set the chosen search aside (one with chance nodes takes only the searches that
    // average a throw): then the status bar says why.
    if (!parts_.session.settings().choose(options)) {
        showRun();
    } else if (parts_.model.run().trace.options.algorithm != options.algorithm) {
        showRun();
        if (const Message problem = Search::problem(parts_.session.tree(), options); !problem.empty())
            parts_.tell(translated(problem), kRefusalMs);
    }
    parts_.giveKeysToPlayback();
}

void SearchChoiceBar::showRun()
{
    const SearchOptions options = parts_.session.optionsForTree();
    // The search on screen: a tree with chance nodes may have set the chosen one aside.
    algorithmBox_->setCurrentIndex(algorithmBox_->findData(int(parts_.model.run().trace.options.algorithm)));
    failHardBox_->setChecked(options.failHard);
    failHardBox_->setEnabled(usesWindow(options.algorithm));
    const bool sampling = !familyEntry(parts_.model.run().trace.options.algorithm).provesValues;
    failHardAction_->setVisible(!sampling);
    mctsAction_->setVisible(sampling);
    // What runs: a run searched again with fewer iterations (one too long to record) says so.
    mctsEditor_->showSettings(sampling ? parts_.model.run().trace.options.mcts : options.mcts);
    // ", depth 3, table" names what the search on screen adds: "+ depth 3, table".
    const SearchRun& run = parts_.model.run();
    const QString added = translatedEnhancements(run.trace.options.enhancements, ChoiceNames(*run.tree));
    enhancementsLabel_->setText(added.isEmpty() ? QString() : QStringLiteral("  + %1  ").arg(added));
}

} // namespace gtl::ui
