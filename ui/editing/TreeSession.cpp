// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editing/TreeSession.h"

#include "core/search/Search.h"

#include "core/content/Catalogue.h"
#include "core/teaching/Narrator.h"
#include "core/tree/EditableTree.h"
#include "core/tree/Scores.h"
#include "ui/language/Translated.h"
#include "ui/language/ValueText.h"
#include "ui/playback/RunModel.h"

#include <QApplication>
#include <QScopeGuard>

#include <algorithm>

namespace gtl::ui {
namespace {

/// What an edited tree's title ends with.
constexpr std::string_view kEditedSuffix = " (edited)";

/// The tree is being reordered or edited: forget how it was titled for an earlier one.
std::string withoutOrderSuffix(const std::string& title)
{
    const std::size_t dot = title.rfind(" · ");
    if (dot == std::string::npos)
        return title;
    const std::string_view suffix = std::string_view(title).substr(dot + std::string_view(" · ").size());
    const bool order = suffix == "best first" || suffix == "worst first" || suffix.starts_with("shuffled ");
    return order ? title.substr(0, dot) : title;
}

} // namespace

TreeSession::TreeSession(RunModel& model, QObject* parent)
    : QObject(parent)
    , model_(model)
{
    // Until a tree is opened, the one-node tree the model starts with stands in.
    history_.push({{}, {model_.run().tree, {}, {}, {}, {}}, {}, {}, true});
    connect(&searches_, &JobRunner::cancelled, this, [this] {
        cancelled_ = !replacingSearch_;
        if (!replacingSearch_)
            showUnsearched(Message("Search",
                QT_TRANSLATE_NOOP(
                    "Search", "the search was cancelled: change the tree or the search to search again")));
    });
    connect(&settings_, &SearchSettings::chosen, this, &TreeSession::searchTheChoice);
}

void TreeSession::searchTheChoice()
{
    // A search chosen is the one the tree on screen runs, even one that came with its own.
    std::erase_if(ownRuns_, [&](const OwnRun& own) { return own.tree == state().tree; });
    // The same choice again searches again a tree whose search was cancelled; a run made for
    // the choice stays on screen at its step.
    if (opened_)
        showCurrent();
}

void TreeSession::open(
    const QString& what, TreeDocument opened, const std::string& filePath, std::optional<SearchOptions> own)
{
    openVersion(what, std::move(opened), filePath);
    if (own)
        ownRuns_.push_back({state().tree, *own});
    showCurrent();
}

void TreeSession::openVersion(const QString& what, TreeDocument opened, const std::string& filePath)
{
    if (!opened_)
        history_ = TreeHistory(); // the stand-in is nothing to go back to
    opened_ = true;
    history_.push({what.toStdString(), std::move(opened), {}, filePath, true});
    // Runs of trees the history no longer holds will not come back.
    std::erase_if(ownRuns_, [](const OwnRun& own) { return own.tree.use_count() <= 1; });
}

void TreeSession::openSearched(const QString& what, TreeDocument opened, std::shared_ptr<const SearchRun> run)
{
    // With the run on screen already made of this tree and its options, showing it keeps it.
    ownRuns_.push_back({opened.tree, run->trace.options});
    shownFor_ = run->trace.options;
    // A search of the tree before would come back over this run.
    replacingSearch_ = true;
    searches_.cancel();
    replacingSearch_ = false;
    cancelled_ = false;
    // The version first: what the views ask of the session when the run loads is of its tree.
    openVersion(what, std::move(opened), {});
    model_.load(std::move(run));
    showCurrent();
    emit treeChanged(); // showing a run already on screen says nothing of the tree
}

SearchOptions TreeSession::optionsForTree() const
{
    const auto own = std::find_if(
        ownRuns_.begin(), ownRuns_.end(), [this](const OwnRun& run) { return run.tree == state().tree; });
    return own == ownRuns_.end() ? settings_.options() : own->options;
}

void TreeSession::replaceTree(const QString& what, GameTree edited)
{
    // Typed text is kept as the tree it made (text is shown for trees of up to 20,000 nodes).
    change(what, {std::make_shared<const GameTree>(std::move(edited)), typedTitle(), editedDescription(), {}, {}}, {});
}

void TreeSession::markSaved(const std::string& path)
{
    history_.markSaved(path);
    emit historyChanged();
}

std::string TreeSession::titleForFile(const std::string& name) const
{
    const bool ownName = !title().ends_with(kEditedSuffix) && title() != tr("Untitled tree").toStdString();
    return name.empty() || ownName ? title() : name;
}

void TreeSession::nameAfterFile(const std::string& name)
{
    if (titleForFile(name) == title())
        return;
    TreeDocument next = state();
    next.title = name;
    change(tr("Name the tree %1").arg(qtText(name)), std::move(next), [](const GameTree& before) { return before; });
}

void TreeSession::undo()
{
    if (!history_.canUndo())
        return;
    history_.undo();
    showCurrent();
}

void TreeSession::redo()
{
    if (!history_.canRedo())
        return;
    history_.redo();
    showCurrent();
}

void TreeSession::change(const QString& what, TreeDocument next, TreeHistory::Edit edit)
{
    // A changed tree has another trace: steps in the notes would point at other moments.
    const std::size_t dropped = next.tree != state().tree ? state().notes.notes.size() : 0;
    if (dropped > 0)
        next.notes = {};
    history_.push({what.toStdString(), std::move(next), std::move(edit), filePath(), false});
    showCurrent();
    if (dropped > 0)
        emit notesCleared(dropped);
}

void TreeSession::changeNotes(const QString& what, TreeNotes notes)
{
    TreeDocument next = state();
    next.notes = std::move(notes);
    // The tree stays as it is: shared, and made again from the one before if dropped.
    change(what, std::move(next), [](const GameTree& before) { return before; });
}

void TreeSession::addNote(std::size_t step, std::string text)
{
    TreeNotes notes = state().notes;
    if (notes.empty())
        notes.writtenFor = optionsForTree();
    notes.add({step, std::move(text)});
    changeNotes(tr("Add a note at step %L1").arg(step), std::move(notes));
}

void TreeSession::editNote(std::size_t index, std::string text)
{
    TreeNotes notes = state().notes;
    if (index >= notes.notes.size() || notes.notes[index].text == text)
        return;
    notes.notes[index].text = std::move(text);
    const QString what = tr("Edit the note at step %L1").arg(notes.notes[index].step);
    changeNotes(what, std::move(notes));
}

void TreeSession::removeNote(std::size_t index)
{
    TreeNotes notes = state().notes;
    if (index >= notes.notes.size())
        return;
    const std::size_t step = notes.notes[index].step;
    notes.notes.erase(notes.notes.begin() + std::ptrdiff_t(index));
    changeNotes(tr("Remove the note at step %L1").arg(step), std::move(notes));
}

void TreeSession::showCurrent()
{
    const SearchOptions options = optionsForTree();
    // A version that differs only in its notes keeps the run, and the step, on screen; one
    // that differs only in its title keeps the step too.
    const SearchRun& shown = model_.run();
    if (shown.source == state().tree && shownFor_ == options && !cancelled_) {
        if (shown.title != state().title)
            retitleRun();
        emit historyChanged();
        return;
    }
    shownFor_ = options;
    cancelled_ = false;
    // Enhancements the tree cannot take (a horizon without evaluations, a static order its game
    // does not offer, a trace too long) are set aside for this tree, with a word why; they stay
    // chosen for the next one. A tree no search takes is shown unsearched, saying why.
    searches_.submit([tree = state().tree, options, title = state().title](
                         JobToken& token) { return SearchRun::shown(tree, options, title, &token.cancelFlag()); },
        [this](std::shared_ptr<const SearchRun> run) { show(std::move(run)); });
    {
        QApplication::setOverrideCursor(Qt::WaitCursor);
        const auto restoreCursor = qScopeGuard([] { QApplication::restoreOverrideCursor(); });
        if (searches_.finishWithin(searchWaitMs_))
            return;
    }
    // A long search: the tree is on screen unsearched meanwhile, saying why, and the window
    // answers.
    model_.load(SearchRun::unsearched(state().tree, shownFor_, state().title,
        Message("Search",
            QT_TRANSLATE_NOOP("Search",
                "the search is still running: its steps show when it is done (Esc or Cancel in the status bar stops "
                "it)"))));
    emit treeChanged();
    emit historyChanged();
}

void TreeSession::settle()
{
    searches_.finishWithin(-1);
}

void TreeSession::show(std::shared_ptr<const SearchRun> run)
{
    if (!run->withoutEnhancements.empty())
        emit enhancementsDropped(translated(run->withoutEnhancements));
    // A finished game is searched, and its answer has no move: the status bar says why.
    const Message refusal = run->refusal.empty() ? Search::gameOver(*run->tree) : run->refusal;
    model_.load(std::move(run));
    if (!refusal.empty())
        emit searchRefused(translated(refusal));
    emit treeChanged();
    emit historyChanged();
}

void TreeSession::showUnsearched(Message refusal)
{
    model_.load(SearchRun::unsearched(state().tree, shownFor_, state().title, refusal));
    if (!refusal.empty())
        emit searchRefused(translated(refusal));
    emit treeChanged();
    emit historyChanged();
}

Message TreeSession::searchRefusal() const
{
    return model_.run().refusal;
}

void TreeSession::retitleRun()
{
    auto retitled = std::make_shared<SearchRun>(model_.run());
    retitled->title = state().title;
    const std::size_t step = model_.step();
    model_.load(std::move(retitled));
    model_.seek(step);
}

std::string TreeSession::editedDescription() const
{
    // A preset's description quotes the preset's own figures, which an edit changes; a
    // description the user wrote is theirs to keep.
    return state().presetName.empty() ? state().description : std::string();
}

std::string TreeSession::editedTitle() const
{
    const std::string title = withoutOrderSuffix(state().title);
    return title.ends_with(kEditedSuffix) ? title : title + std::string(kEditedSuffix);
}

std::string TreeSession::typedTitle() const
{
    // Typed text makes a tree of the user's own: a preset's title, edited or not, no longer
    // says what the tree is, while a title of the user's keeps saying it was edited.
    std::string base = withoutOrderSuffix(state().title);
    if (base.ends_with(kEditedSuffix))
        base.resize(base.size() - kEditedSuffix.size());
    const std::string untitled = tr("Untitled tree").toStdString();
    const bool preset = !state().presetName.empty()
        || std::ranges::any_of(Catalogue::presets(), [&base](const Preset& preset) { return preset.title == base; });
    return preset || base == untitled ? untitled : editedTitle();
}

void TreeSession::edit(const QString& what, CanvasEdit change)
{
    if (!isEditable())
        return;
    // The history keeps this function, not the tree it makes: small, and made again on undo.
    TreeHistory::Edit make = [change = std::move(change)](const GameTree& before) {
        EditableTree tree(before);
        change(tree, before);
        return tree.build();
    };
    GameTree edited = make(tree());
    this->change(what,
        {std::make_shared<const GameTree>(std::move(edited)), editedTitle(), editedDescription(), {}, {}},
        std::move(make));
}

void TreeSession::setLeafValue(NodeId node, Value value)
{
    //: Edit → Undo's text for a leaf's value set: "Set B/1 to 5".
    edit(tr("Set %1 to %2").arg(QString::fromStdString(Narrator::nodeName(tree(), node))).arg(value),
        [node, value](EditableTree& t, const GameTree&) { t.setValue(node, value); });
}

void TreeSession::setLeafScores(NodeId node, std::vector<Value> scores)
{
    const QString text = qtText(scoresText(scores));
    //: Edit → Undo's text for a leaf's scores set: "Set B/1 to 3,1,2".
    edit(tr("Set %1 to %2").arg(QString::fromStdString(Narrator::nodeName(tree(), node)), text),
        [node, scores = std::move(scores)](EditableTree& t, const GameTree&) { t.setScores(node, scores); });
}

void TreeSession::setProbabilities(NodeId node, const std::vector<Probability>& probabilities)
{
    if (tree().player(node) != Player::Chance || probabilities.size() != tree().childCount(node))
        return;
    edit(tr("Set the probabilities of %1").arg(QString::fromStdString(Narrator::nodeName(tree(), node))),
        [node, probabilities](EditableTree& t, const GameTree&) {
            for (std::size_t i = 0; i < probabilities.size(); ++i)
                t.setProbability(t.children(node)[i], probabilities[i]);
        });
}

void TreeSession::addMove(NodeId node)
{
    if (tree().childCount(node) >= GameTree::kMaxMoves) {
        emit editRefused(tr("%1 has %2 moves already, the most a position may have")
                             .arg(QString::fromStdString(Narrator::nodeName(tree(), node)))
                             .arg(GameTree::kMaxMoves));
        return;
    }
    edit(tr("Add a move to %1").arg(QString::fromStdString(Narrator::nodeName(tree(), node))),
        [node](EditableTree& t, const GameTree&) { t.addChild(node, 0); });
}

void TreeSession::removeMove(NodeId node)
{
    if (node == GameTree::root())
        return;
    edit(tr("Remove %1").arg(QString::fromStdString(tree().path(node))),
        [node](EditableTree& t, const GameTree& before) {
            const NodeId parent = t.parent(node);
            t.remove(node);
            // A position left without moves becomes a leaf: give it the value it had.
            if (t.children(parent).empty())
                t.setValue(parent, minimaxValues(before)[parent]);
        });
}

void TreeSession::renameMove(NodeId node, const std::string& label)
{
    if (node == GameTree::root())
        return;
    edit(tr("Rename %1 to %2").arg(QString::fromStdString(tree().path(node)), QString::fromStdString(label)),
        [node, label](EditableTree& t, const GameTree&) { t.setLabel(node, label); });
}

void TreeSession::moveSideways(NodeId node, int direction)
{
    if (node == GameTree::root())
        return;
    const GameTree& t = tree();
    const std::int64_t index = std::int64_t(t.siblingIndex(node)) + direction;
    if (index < 0 || index >= std::int64_t(t.childCount(t.parent(node))))
        return;
    //: Edit → Undo's text: a move's path, then "left" or "right".
    edit(tr("Move %1 %2").arg(QString::fromStdString(t.path(node)), direction < 0 ? tr("left") : tr("right")),
        [node, index](EditableTree& e, const GameTree& before) {
            // Labels go with their moves, so pin them before the swap.
            e.pinLabels();
            auto& siblings = e.children(before.parent(node));
            std::swap(siblings[before.siblingIndex(node)], siblings[std::size_t(index)]);
        });
}

void TreeSession::reorder(MoveOrder order, std::uint64_t seed)
{
    const QString what = order == MoveOrder::BestFirst ? tr("Order best move first")
        : order == MoveOrder::WorstFirst               ? tr("Order worst move first")
                                                       : tr("Shuffle moves (seed %1)").arg(seed);
    const std::string suffix = order == MoveOrder::BestFirst ? " · best first"
        : order == MoveOrder::WorstFirst                     ? " · worst first"
                                                             : " · shuffled " + std::to_string(seed);
    TreeHistory::Edit make = [order, seed](const GameTree& before) { return reorderMoves(before, order, seed); };
    auto reordered = std::make_shared<const GameTree>(make(tree()));
    change(what, {std::move(reordered), withoutOrderSuffix(title()) + suffix, editedDescription(), {}, {}},
        std::move(make));
}

void TreeSession::setProperties(std::string title, std::string description, Player rootPlayer)
{
    std::shared_ptr<const GameTree> tree = sharedTree();
    TreeHistory::Edit make = [](const GameTree& before) { return before; };
    if (isEditable() && rootPlayer != tree->rootPlayer()) {
        make = [rootPlayer](const GameTree& before) {
            EditableTree edit(before);
            edit.setRootPlayer(rootPlayer);
            return edit.build();
        };
        tree = std::make_shared<const GameTree>(make(*tree));
    }
    change(tr("Change the tree's properties"),
        {std::move(tree), std::move(title), std::move(description), {}, state().notes}, std::move(make));
}

} // namespace gtl::ui
