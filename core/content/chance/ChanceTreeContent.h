// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/content/Content.h"

namespace gtl {

/// The trees with chance nodes, searched with expectiminimax or Star1, and their lessons: AIMA's
/// example in both labellings (an evaluation of chance positions must be linear in the expected
/// utility), a tree where Star1 cuts a chance node and one where it cannot.
const Content& chanceTreeContent();

} // namespace gtl
