// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/EnhancementsMenu.h"

#include "core/search/EnhancementWords.h"
#include "ui/language/Language.h"
#include "ui/language/Translated.h"
#include "ui/scene/ValueText.h"

#include <QActionGroup>

namespace gtl::ui {
namespace {

/// A time limit as the narration says it, with the language's decimal point: "0,5 s".
QString seconds(std::uint32_t milliseconds)
{
    Enhancements limit;
    limit.timeLimit = milliseconds;
    return translated(limitMessage(limit));
}

} // namespace

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
    choices_[std::size_t(ChoiceKind::Order)] = addChoices(tr("Static &Order"), {});
    killers_ = addToggle(tr("&Killer Moves"), tr("Try first the two latest moves that caused a cut-off at this ply"));
    history_ = addToggle(tr("&History"), tr("Try first the moves that caused the most cut-offs"));
    addSeparator();
    iterative_ = addToggle(
        tr("&Iterative Deepening"), tr("Search to depth 1, 2, … up to the limit, keeping the table between them"));
    aspiration_ = addChoices(tr("Aspiration Window"), {{tr("Off"), 0}, {tr("±1"), 1}, {tr("±2"), 2}, {tr("±5"), 5}});
    timeLimit_ = addChoices(tr("Time &Limit"),
        {{tr("None"), 0}, {seconds(100), 100}, {seconds(500), 500}, {seconds(1000), 1000}, {seconds(5000), 5000}});
    qobject_cast<QMenu*>(timeLimit_->property("menu").value<QObject*>())
        ->menuAction()
        ->setToolTip(tr("With iterative deepening: when time is up, the running iteration is abandoned and the last "
                        "one that finished "
                        "answers"));
    pvs_ = addToggle(tr("&Principal Variation Search"),
        tr("Search the first move with the full window and the rest with a null window, again when one fails high"));
    addSeparator();
    choices_[std::size_t(ChoiceKind::Scoring)] = addChoices(tr("S&coring"), {});
    choices_[std::size_t(ChoiceKind::Evaluation)] = addChoices(tr("&Evaluation"), {});
    addSeparator();
    addAction(tr("Plain &Search"), this, [this] {
        showEnhancements({});
        emit changed({});
    });
    showChoices({}, {});
    showEnhancements({});
}

void EnhancementsMenu::showChoices(const ChoiceNames& choices, const QString& game)
{
    for (ChoiceKind kind : kAllChoiceKinds)
        fillChoices(kind, choices, game);
}

void EnhancementsMenu::fillChoices(ChoiceKind kind, const ChoiceNames& choices, const QString& game)
{
    QActionGroup* group = choices_[std::size_t(kind)];
    auto* menu = qobject_cast<QMenu*>(group->property("menu").value<QObject*>());
    const int checked = checkedValue(group);
    for (QAction* action : group->actions())
        delete action;
    static const char* const kOwn[] = {QT_TR_NOOP("The Game's Own Order"), QT_TR_NOOP("The Game's Own Scoring"),
        QT_TR_NOOP("The Game's Own Evaluation")};
    QStringList texts = {tr(kOwn[std::size_t(kind)])};
    // English menus capitalise every word ("Centre First"), German ones the first ("Mitte zuerst").
    const bool titleCase = Language::installed() == QLatin1String("en");
    for (std::size_t index = 1; index <= choices.of(kind).size(); ++index) {
        QStringList words = translated(choices.words(kind, index)).split(' ');
        for (qsizetype k = 0; k < words.size(); ++k) {
            if (!words[k].isEmpty() && (k == 0 || titleCase))
                words[k][0] = words[k][0].toUpper();
        }
        texts.append(words.join(' '));
    }
    for (int value = 0; value < texts.size(); ++value) {
        QAction* action = menu->addAction(texts[value]);
        action->setCheckable(true);
        action->setData(value);
        group->addAction(action);
    }
    // With nothing to choose the submenu says why instead of opening.
    const bool offered = texts.size() > 1;
    menu->menuAction()->setEnabled(offered);
    static const char* const kWhy[]
        = {QT_TR_NOOP("Only a game offers static orders: a tree tries its moves as written"),
            QT_TR_NOOP("Only a game offers scorings: a tree's leaves give their own values"),
            QT_TR_NOOP("Only a game offers evaluations: a tree's inner nodes give their own, as (…)[N]")};
    const QString why = game.isEmpty()
        ? tr(kWhy[std::size_t(kind)])
        : tr("%1 offers no %2 but its own").arg(game, translated(ChoiceNames::noun(kind)));
    menu->menuAction()->setToolTip(offered ? QString() : why);
    group->actions().value(checked < texts.size() ? checked : 0)->setChecked(true);
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
    group->setProperty("menu", QVariant::fromValue<QObject*>(menu));
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
    // A choice the game on screen does not offer stays unchecked: the search sets it aside.
    for (ChoiceKind kind : kAllChoiceKinds) {
        for (QAction* action : choices_[std::size_t(kind)]->actions())
            action->setChecked(action->data().toULongLong() == ChoiceNames::field(e, kind));
    }
    killers_->setChecked(e.killers);
    history_->setChecked(e.history);
    iterative_->setChecked(e.iterative);
    check(aspiration_, e.aspiration);
    check(timeLimit_, int(e.timeLimit));
    nodeLimit_ = e.nodeLimit;
    pvs_->setChecked(e.pvs);
}

Enhancements EnhancementsMenu::chosen() const
{
    Enhancements e;
    e.depth = std::uint32_t(checkedValue(depth_));
    e.table = table_->isChecked();
    e.tableSize = e.table ? std::size_t(checkedValue(tableSize_)) : 0;
    e.replacement = keepDeeper_->isChecked() ? Replacement::DeeperOrEqual : Replacement::Always;
    for (ChoiceKind kind : kAllChoiceKinds)
        ChoiceNames::field(e, kind) = std::size_t(checkedValue(choices_[std::size_t(kind)]));
    e.killers = killers_->isChecked();
    e.history = history_->isChecked();
    e.iterative = iterative_->isChecked();
    e.aspiration = e.iterative ? checkedValue(aspiration_) : 0;
    e.timeLimit = std::uint32_t(checkedValue(timeLimit_));
    e.nodeLimit = nodeLimit_;
    e.pvs = pvs_->isChecked();
    return e;
}

} // namespace gtl::ui
