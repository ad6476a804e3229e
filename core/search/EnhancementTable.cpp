// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/EnhancementTable.h"

#include <algorithm>

namespace gtl {

bool isOn(const EnhancementSetting& setting, const Enhancements& enhancements)
{
    using Type = EnhancementSetting::Type;
    switch (setting.type) {
    case Type::Switch: return enhancements.*setting.flag;
    case Type::Number: return setting.number(enhancements) > 0;
    case Type::Choice: return ChoiceNames::field(enhancements, setting.choice) > 0;
    case Type::Replacement: break;
    }
    return enhancements.replacement != Replacement::Always;
}

std::vector<const EnhancementSetting*> settingsInOrderOf(int EnhancementSetting::*rank)
{
    std::vector<const EnhancementSetting*> rows;
    for (const EnhancementSetting& setting : kEnhancementSettings) {
        if (setting.*rank > 0)
            rows.push_back(&setting);
    }
    std::ranges::stable_sort(rows, {}, rank);
    return rows;
}

bool isAvailable(const EnhancementSetting& setting, const Enhancements& enhancements)
{
    return (setting.needs == nullptr || enhancements.*setting.needs)
        && (!setting.needsDepthLimit || enhancements.depth > 0);
}

void clearUnavailable(Enhancements& enhancements)
{
    for (const EnhancementSetting& setting : kEnhancementSettings) {
        if (setting.type == EnhancementSetting::Type::Number && !isAvailable(setting, enhancements))
            setting.setNumber(enhancements, 0);
    }
}

Message enhancementsProblem(const Enhancements& enhancements, bool windowed)
{
    const auto on = [&](const EnhancementSetting& setting) { return isOn(setting, enhancements); };
    if (!windowed && std::ranges::any_of(kEnhancementSettings, [&](const auto& s) { return s.needsWindow && on(s); }))
        return Message("Search",
            QT_TRANSLATE_NOOP("Search",
                "PVS, late move reductions, null moves, aspiration windows, killer moves and history need a form of "
                "alpha-beta"));
    for (const EnhancementSetting& setting : kEnhancementSettings) {
        if (setting.rangeSentence && setting.number(enhancements) > setting.highest)
            return Message("Search", setting.rangeSentence);
        if (setting.needsSentence && on(setting) && !isAvailable(setting, enhancements))
            return Message("Search", setting.needsSentence);
    }
    return {};
}

bool showsCounter(const Enhancements& enhancements, std::string_view counter)
{
    return std::ranges::any_of(kEnhancementSettings, [&](const EnhancementSetting& setting) {
        return isOn(setting, enhancements) && std::ranges::find(setting.shows, counter) != setting.shows.end();
    });
}

bool reordersMoves(const Enhancements& enhancements)
{
    return std::ranges::any_of(kEnhancementSettings,
        [&](const EnhancementSetting& setting) { return setting.reordersMoves && isOn(setting, enhancements); });
}

} // namespace gtl
