// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/search/EnhancementsMenu.h"

#include "ui/language/Language.h"
#include "ui/language/Translated.h"

#include <QActionGroup>
#include <QLocale>

namespace gtl::ui {
namespace {

/// A row's words as a menu writes them: English menus capitalise every word but the small ones
/// ("Table Size", "None: the Whole Tree"), German ones the first ("Mitte zuerst").
QString menuText(const QString& text)
{
    static const QStringList kSmallWords = {"a", "and", "of", "or", "per", "the", "to"};
    const bool titleCase = Language::installed() == QLatin1String("en");
    QStringList words = text.split(' ');
    for (qsizetype k = 0; k < words.size(); ++k) {
        QString& word = words[k];
        const qsizetype first = word.startsWith('&') ? 1 : 0;
        const bool capitalised = k == 0 || (titleCase && !kSmallWords.contains(word));
        if (first < word.size() && capitalised)
            word[first] = word[first].toUpper();
    }
    return words.join(' ');
}

} // namespace

EnhancementsMenu::EnhancementsMenu(QWidget* parent)
    : QMenu(tr("Enhance&ments"), parent)
{
    setToolTipsVisible(true);
    for (const EnhancementSetting& setting : kEnhancementSettings) {
        if (setting.startsSection && !items_.empty())
            addSeparator();
        using Type = EnhancementSetting::Type;
        const bool toggles = setting.type == Type::Switch || setting.type == Type::Replacement;
        items_.push_back(toggles ? addToggle(setting) : addValues(setting));
    }
    addSeparator();
    addAction(tr("Plain &Search"), this, [this] {
        showEnhancements({});
        emit changed({});
    });
    showChoices({}, {});
    showEnhancements({});
}

EnhancementsMenu::Item EnhancementsMenu::addToggle(const EnhancementSetting& setting)
{
    QAction* action = addAction(menuText(translatedText("SearchSettings", setting.title)));
    action->setCheckable(true);
    action->setToolTip(translatedText("SearchSettings", setting.tip));
    connect(action, &QAction::triggered, this, &EnhancementsMenu::emitChanged);
    return {&setting, action};
}

EnhancementsMenu::Item EnhancementsMenu::addValues(const EnhancementSetting& setting)
{
    QMenu* menu = addMenu(menuText(translatedText("SearchSettings", setting.title)));
    menu->setToolTipsVisible(true);
    menu->menuAction()->setToolTip(translatedText("SearchSettings", setting.tip));
    auto* values = new QActionGroup(menu);
    for (std::uint64_t value : setting.offered)
        addValue(*values, *menu, setting, value);
    connect(values, &QActionGroup::triggered, this, &EnhancementsMenu::emitChanged);
    return {&setting, menu->menuAction(), values};
}

void EnhancementsMenu::addValue(
    QActionGroup& values, QMenu& menu, const EnhancementSetting& setting, std::uint64_t value)
{
    QString text = translatedText("SearchSettings", setting.valueWords)
                       .replace(QLatin1String("{n}"), QLocale().toString(qulonglong(value)));
    if (value == 0 && setting.noneWords)
        text = menuText(translatedText("SearchSettings", setting.noneWords));
    else if (setting.valueMessage)
        text = translated(setting.valueMessage(value));
    QAction* action = menu.addAction(text);
    action->setCheckable(true);
    action->setData(qulonglong(value));
    values.addAction(action);
}

void EnhancementsMenu::emitChanged()
{
    enableAvailable();
    emit changed(chosen());
}

void EnhancementsMenu::showChoices(const ChoiceNames& choices, const QString& game)
{
    for (const Item& item : items_) {
        if (item.setting->type == EnhancementSetting::Type::Choice)
            fillChoices(item, choices, game);
    }
    enableAvailable();
}

void EnhancementsMenu::fillChoices(const Item& item, const ChoiceNames& choices, const QString& game)
{
    const ChoiceKind kind = item.setting->choice;
    const std::uint64_t checked = checkedValue(item.values);
    for (QAction* action : item.values->actions())
        delete action;
    static const char* const kOwn[] = {QT_TR_NOOP("The Game's Own Order"), QT_TR_NOOP("The Game's Own Scoring"),
        QT_TR_NOOP("The Game's Own Evaluation")};
    QStringList texts = {tr(kOwn[std::size_t(kind)])};
    for (std::size_t index = 1; index <= choices.of(kind).size(); ++index)
        texts.append(menuText(translated(choices.words(kind, index))));
    QMenu* menu = item.action->menu();
    for (int value = 0; value < texts.size(); ++value) {
        QAction* action = menu->addAction(texts[value]);
        action->setCheckable(true);
        action->setData(qulonglong(value));
        item.values->addAction(action);
    }
    // With nothing to choose the submenu says why instead of opening.
    static const char* const kWhy[]
        = {QT_TR_NOOP("Only a game offers static orders: a tree tries its moves as written"),
            QT_TR_NOOP("Only a game offers scorings: a tree's leaves give their own values"),
            QT_TR_NOOP("Only a game offers evaluations: a tree's inner nodes give their own, as (…)[N]")};
    const QString why = game.isEmpty()
        ? tr(kWhy[std::size_t(kind)])
        //: A game's name, then what it has only one of: "Sticks offers no evaluation but its own".
        : tr("%1 offers no %2 but its own").arg(game, translated(ChoiceNames::noun(kind)));
    item.action->setToolTip(texts.size() > 1 ? translatedText("SearchSettings", item.setting->tip) : why);
    item.values->actions().value(checked < std::uint64_t(texts.size()) ? int(checked) : 0)->setChecked(true);
}

void EnhancementsMenu::check(const Item& item, std::uint64_t value)
{
    bool found = false;
    for (QAction* action : item.values->actions()) {
        action->setChecked(action->data().toULongLong() == value);
        found = found || action->isChecked();
    }
    // A value from the command line or a file that the menu does not list (a depth of 20)
    // becomes a choice of its own, so that changing another enhancement keeps it. A choice the
    // game on screen does not offer stays unchecked: the search sets it aside.
    if (found || item.setting->type == EnhancementSetting::Type::Choice)
        return;
    addValue(*item.values, *item.action->menu(), *item.setting, value);
    item.values->actions().constLast()->setChecked(true);
}

std::uint64_t EnhancementsMenu::checkedValue(const QActionGroup* group)
{
    return group->checkedAction() ? group->checkedAction()->data().toULongLong() : 0;
}

void EnhancementsMenu::showEnhancements(const Enhancements& e)
{
    using Type = EnhancementSetting::Type;
    for (const Item& item : items_) {
        const EnhancementSetting& setting = *item.setting;
        switch (setting.type) {
        case Type::Switch:
        case Type::Replacement: item.action->setChecked(isOn(setting, e)); break;
        case Type::Number: check(item, setting.number(e)); break;
        case Type::Choice: check(item, ChoiceNames::field(e, setting.choice)); break;
        }
    }
    enableAvailable();
}

Enhancements EnhancementsMenu::chosen() const
{
    using Type = EnhancementSetting::Type;
    Enhancements e;
    for (const Item& item : items_) {
        const EnhancementSetting& setting = *item.setting;
        switch (setting.type) {
        case Type::Switch: e.*setting.flag = item.action->isChecked(); break;
        case Type::Replacement:
            e.replacement = item.action->isChecked() ? Replacement::DeeperOrEqual : Replacement::Always;
            break;
        case Type::Number: setting.setNumber(e, checkedValue(item.values)); break;
        case Type::Choice: ChoiceNames::field(e, setting.choice) = std::size_t(checkedValue(item.values)); break;
        }
    }
    clearUnavailable(e);
    return e;
}

void EnhancementsMenu::enableAvailable()
{
    const Enhancements e = chosen();
    for (const Item& item : items_) {
        const bool choosable
            = item.setting->type != EnhancementSetting::Type::Choice || item.values->actions().size() > 1;
        item.action->setEnabled(isAvailable(*item.setting, e) && choosable);
    }
}

} // namespace gtl::ui
