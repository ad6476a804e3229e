#pragma once

#include "Value.h"

#include <QString>

namespace gtl::ui {

/// A search value as the widgets show it: "−∞", "+∞", "12", or "" for kNoValue.
inline QString valueText(Value value)
{
    return QString::fromStdString(formatValue(value));
}

} // namespace gtl::ui
