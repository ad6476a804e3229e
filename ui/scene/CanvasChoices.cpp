// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/scene/CanvasChoices.h"

#include <atomic>

namespace gtl::ui {
namespace {

std::atomic<SceneStyle::Palette> chosenPalette{SceneStyle::Palette::Standard};

} // namespace

SceneStyle::Palette CanvasChoices::palette()
{
    return chosenPalette;
}

void CanvasChoices::setPalette(SceneStyle::Palette palette)
{
    chosenPalette = palette;
}

SceneStyle CanvasChoices::style(bool projector)
{
    return SceneStyle::make(chosenPalette, projector);
}

} // namespace gtl::ui
