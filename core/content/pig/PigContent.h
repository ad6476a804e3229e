// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/content/Content.h"

namespace gtl {

/// The dice game Pig's preset: roll or hold, six moves and throws deep.
const Content& pigContent();

} // namespace gtl
