// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A tree header that includes the teaching material above it: what the layer check refuses.

#include "core/teaching/Lesson.h"
#include "core/tree/GameTree.h"
