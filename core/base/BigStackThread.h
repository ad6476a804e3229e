// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <functional>

namespace gtl {

/// Runs @p work on a thread of its own with a stack of @p stackBytes and waits for it: for
/// recursions deeper than the default stack allows (a search one frame per level of a
/// 10,000-level tree). An exception @p work throws is thrown again here. The stack is only
/// reserved: memory is committed as the recursion touches it.
void runOnBigStack(std::size_t stackBytes, const std::function<void()>& work);

} // namespace gtl
