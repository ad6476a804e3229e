// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/playback/PlaybackToolBar.h"
#include "ui/window/WindowParts.h"

#include <QObject>

namespace gtl::ui {

/// Stepping through the run in the window: the playback tool bar on its own row, whose
/// actions carry the playback keys, and where playing halts: at a lesson's stops and, in
/// practice, at its questions, whichever comes first.
class PlaybackFeature : public QObject {
    Q_OBJECT

public:
    explicit PlaybackFeature(const WindowParts& parts);

    const PlaybackToolBar::Actions& actions() const { return toolBar_->playbackActions(); }

private:
    PlaybackToolBar* toolBar_;
};

} // namespace gtl::ui
