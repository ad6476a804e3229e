// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/EnhancementTable.h"

namespace gtl::test {

/// A search every row of the settings table composes with (a depth, the table of 64 entries,
/// iterative deepening), with @p setting turned on (and the switch it needs): a number set to
/// @p number, a choice to the game's first besides its own. The tests that demand every row
/// somewhere start from it, so that the row alone decides.
inline Enhancements withRowOn(const EnhancementSetting& setting, std::uint64_t number = 2)
{
    using Type = EnhancementSetting::Type;
    Enhancements e{.depth = 3, .table = true, .tableSize = 64, .iterative = true};
    if (setting.needs)
        e.*setting.needs = true;
    switch (setting.type) {
    case Type::Switch: e.*setting.flag = true; break;
    case Type::Number: setting.setNumber(e, number); break;
    case Type::Choice: ChoiceNames::field(e, setting.choice) = 1; break;
    case Type::Replacement: e.replacement = Replacement::DeeperOrEqual; break;
    }
    return e;
}

/// The command-line option of the switch @p setting needs, or "" when it needs none.
inline std::string_view optionOfNeededSwitch(const EnhancementSetting& setting)
{
    for (const EnhancementSetting& row : kEnhancementSettings) {
        if (setting.needs && row.flag == setting.needs)
            return row.option;
    }
    return {};
}

} // namespace gtl::test
