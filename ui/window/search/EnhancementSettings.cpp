// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/search/EnhancementSettings.h"

#include "core/search/EnhancementTable.h"

#include <QSettings>
#include <QString>

#include <algorithm>

namespace gtl::ui {
namespace {

/// A game names far fewer choices of a kind than this; a larger number read is no choice.
constexpr qulonglong kMostChoices = 255;

QString keyOf(std::string_view key)
{
    return QString::fromLatin1(key.data(), qsizetype(key.size()));
}

/// @p setting as @p settings hold it, into @p e; a number past its range is read as its end.
void readSetting(const QSettings& settings, const EnhancementSetting& setting, Enhancements& e)
{
    using Type = EnhancementSetting::Type;
    const QVariant value = settings.value(keyOf(setting.settingsKey));
    switch (setting.type) {
    case Type::Switch: e.*setting.flag = value.toBool(); break;
    case Type::Number:
        setting.setNumber(e, qulonglong(std::clamp(value.toLongLong(), 0LL, qlonglong(setting.highest))));
        break;
    case Type::Choice:
        // Settings written before games numbered their choices kept a switch for the first
        // choice beyond the game's own.
        ChoiceNames::field(e, setting.choice) = value.isValid() ? std::min(value.toULongLong(), kMostChoices)
            : !setting.earlierSwitchKey.empty() && settings.value(keyOf(setting.earlierSwitchKey), false).toBool() ? 1
                                                                                                                   : 0;
        break;
    case Type::Replacement: e.replacement = value.toBool() ? Replacement::DeeperOrEqual : Replacement::Always; break;
    }
}

/// @p setting of @p e into @p settings.
void writeSetting(QSettings& settings, const EnhancementSetting& setting, const Enhancements& e)
{
    using Type = EnhancementSetting::Type;
    const QString key = keyOf(setting.settingsKey);
    switch (setting.type) {
    case Type::Switch: settings.setValue(key, e.*setting.flag); break;
    case Type::Number: settings.setValue(key, qulonglong(setting.number(e))); break;
    case Type::Choice: settings.setValue(key, qulonglong(ChoiceNames::field(e, setting.choice))); break;
    case Type::Replacement: settings.setValue(key, e.replacement == Replacement::DeeperOrEqual); break;
    }
}

} // namespace

Enhancements EnhancementSettings::read(const QSettings& settings)
{
    Enhancements e;
    for (const EnhancementSetting& setting : kEnhancementSettings)
        readSetting(settings, setting, e);
    // A setting that means nothing without a switch that is off is its default: the settings
    // hold no combination the search would refuse.
    for (const EnhancementSetting& setting : kEnhancementSettings) {
        if (setting.needs && !(e.*setting.needs) && setting.type == EnhancementSetting::Type::Number)
            setting.setNumber(e, 0);
    }
    return e;
}

void EnhancementSettings::write(QSettings& settings, const Enhancements& e)
{
    for (const EnhancementSetting& setting : kEnhancementSettings)
        writeSetting(settings, setting, e);
}

} // namespace gtl::ui
