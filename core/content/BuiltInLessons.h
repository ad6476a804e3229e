// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Result.h"
#include "core/search/Trace.h"
#include "core/teaching/Lesson.h"

#include <string_view>
#include <vector>

namespace gtl {

/// The lessons that come with the program, as the Catalogue lists them: each is a preset, a
/// search and stops found in the run by what happens there (the first cut-off, B returning, …),
/// so the stops cannot drift from the steps they talk about.
namespace BuiltInLessons {

struct Entry {
    std::string_view name;
    std::string_view title;
};

/// Name and title of every built-in lesson, in teaching order.
std::vector<Entry> list();

/// The lesson called @p name, with its stops placed in @p trace (the run of its preset with
/// its options); a failure names the lessons there are.
Result<Lesson> make(std::string_view name, const GameTree& tree, const Trace& trace);

/// The preset and search of the lesson called @p name, with no stops yet; a failure names the
/// lessons there are.
Result<Lesson> outline(std::string_view name);

} // namespace BuiltInLessons

} // namespace gtl
