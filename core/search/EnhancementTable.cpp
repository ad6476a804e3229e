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
