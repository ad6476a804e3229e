#include "ui/window/EnhancementsMenu.h"

#include <QActionGroup>

namespace gtl::ui {

EnhancementsMenu::EnhancementsMenu(QWidget* parent)
    : QMenu(tr("Enhance&ments"), parent)
{
    setToolTipsVisible(true);
    depth_ = addChoices(tr("Depth Limit"),
        {{tr("None: the Whole Tree"), 0}, {tr("1"), 1}, {tr("2"), 2}, {tr("3"), 3}, {tr("4"), 4}, {tr("5"), 5},
            {tr("6"), 6}, {tr("7"), 7}, {tr("8"), 8}});
    addSeparator();
    table_ = addToggle(tr("&Transposition Table"),
        tr("File each searched position with its depth, value, bound (=, ≥, ≤) and best move; answer a position "
           "searched before from the table"));
    tableSize_ = addChoices(
        tr("Table Size"), {{tr("Unbounded"), 0}, {tr("4 Entries"), 4}, {tr("16 Entries"), 16}, {tr("64 Entries"), 64}});
    keepDeeper_ = addToggle(tr("Keep Deeper Entries"),
        tr("A full slot of a fixed-size table keeps an entry searched "
           "deeper than the new one"));
    addSeparator();
    centreFirst_ = addToggle(tr("&Centre First"), tr("Tic-tac-toe: try squares 5, 1, 3, 7, 9, 2, 4, 6, 8 in order"));
    killers_ = addToggle(tr("&Killer Moves"), tr("Try first the two latest moves that caused a cut-off at this ply"));
    history_ = addToggle(tr("&History"), tr("Try first the moves that caused the most cut-offs"));
    addSeparator();
    iterative_ = addToggle(
        tr("&Iterative Deepening"), tr("Search to depth 1, 2, … up to the limit, keeping the table between them"));
    aspiration_ = addChoices(tr("Aspiration Window"), {{tr("Off"), 0}, {tr("±1"), 1}, {tr("±2"), 2}, {tr("±5"), 5}});
    pvs_ = addToggle(tr("&Principal Variation Search"),
        tr("Search the first move with the full window and the rest with a null window, again when one fails high"));
    addSeparator();
    fastWins_ = addToggle(tr("Tic-tac-toe: Prefer &Fast Wins"), tr("A loss scores −(1 + empty squares) instead of −1"));
    addSeparator();
    addAction(tr("Plain &Search"), this, [this] {
        showEnhancements({});
        emit changed({});
    });
    showEnhancements({});
}

QAction* EnhancementsMenu::addToggle(const QString& text, const QString& tip)
{
    QAction* action = addAction(text);
    action->setCheckable(true);
    action->setToolTip(tip);
    connect(action, &QAction::triggered, this, [this] { emit changed(chosen()); });
    return action;
}

QActionGroup* EnhancementsMenu::addChoices(const QString& title, const QList<std::pair<QString, int>>& choices)
{
    QMenu* menu = addMenu(title);
    auto* group = new QActionGroup(this);
    for (const auto& [text, value] : choices) {
        QAction* action = menu->addAction(text);
        action->setCheckable(true);
        action->setData(value);
        group->addAction(action);
    }
    connect(group, &QActionGroup::triggered, this, [this] { emit changed(chosen()); });
    return group;
}

void EnhancementsMenu::check(QActionGroup* group, int value)
{
    bool found = false;
    for (QAction* action : group->actions()) {
        action->setChecked(action->data().toInt() == value);
        found = found || action->isChecked();
    }
    if (found)
        return;
    // A value from the command line or a file that the menu does not list (a depth of 20)
    // becomes a choice of its own, so that changing another enhancement keeps it.
    auto* menu = qobject_cast<QMenu*>(group->actions().constFirst()->parent());
    QAction* action = menu->addAction(QString::number(value));
    action->setCheckable(true);
    action->setData(value);
    group->addAction(action);
    action->setChecked(true);
}

int EnhancementsMenu::checkedValue(const QActionGroup* group)
{
    return group->checkedAction() ? group->checkedAction()->data().toInt() : 0;
}

void EnhancementsMenu::showEnhancements(const Enhancements& e)
{
    check(depth_, int(e.depth));
    table_->setChecked(e.table);
    check(tableSize_, int(e.tableSize));
    keepDeeper_->setChecked(e.replacement == Replacement::DeeperOrEqual);
    centreFirst_->setChecked(e.order == StaticOrder::CentreFirst);
    killers_->setChecked(e.killers);
    history_->setChecked(e.history);
    iterative_->setChecked(e.iterative);
    check(aspiration_, e.aspiration);
    pvs_->setChecked(e.pvs);
    fastWins_->setChecked(e.scoring == Scoring::FastWins);
}

Enhancements EnhancementsMenu::chosen() const
{
    Enhancements e;
    e.depth = std::uint32_t(checkedValue(depth_));
    e.table = table_->isChecked();
    e.tableSize = e.table ? std::size_t(checkedValue(tableSize_)) : 0;
    e.replacement = keepDeeper_->isChecked() ? Replacement::DeeperOrEqual : Replacement::Always;
    e.order = centreFirst_->isChecked() ? StaticOrder::CentreFirst : StaticOrder::Game;
    e.killers = killers_->isChecked();
    e.history = history_->isChecked();
    e.iterative = iterative_->isChecked();
    e.aspiration = e.iterative ? checkedValue(aspiration_) : 0;
    e.pvs = pvs_->isChecked();
    e.scoring = fastWins_->isChecked() ? Scoring::FastWins : Scoring::Plain;
    return e;
}

} // namespace gtl::ui
