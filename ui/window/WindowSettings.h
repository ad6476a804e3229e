// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/window/WindowParts.h"

class QSize;

namespace gtl::ui {

/// What the window keeps from one session to the next: its geometry and panel layout, the
/// tree file or preset, the search options, the playback speed and the palette. The keys are
/// those of every earlier version, so saved settings keep loading.
class WindowSettings {
public:
    explicit WindowSettings(const WindowParts& parts);

    /// Puts back the last session, or sizes the window to @p firstSize the first time. Returns
    /// whether a saved panel layout was put back.
    bool restore(const QSize& firstSize) const;
    void save() const;

private:
    WindowParts parts_;
};

} // namespace gtl::ui
