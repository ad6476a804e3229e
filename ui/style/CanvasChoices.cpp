// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/style/CanvasChoices.h"

#include <QGuiApplication>

#include <atomic>

namespace gtl::ui {
namespace {

std::atomic<SceneStyle::Palette> chosenPalette{SceneStyle::Palette::Standard};
std::atomic<qreal> chosenTextScale{1};

} // namespace

SceneStyle::Palette CanvasChoices::palette()
{
    return chosenPalette;
}

void CanvasChoices::setPalette(SceneStyle::Palette palette)
{
    chosenPalette = palette;
}

qreal CanvasChoices::textScale()
{
    return chosenTextScale;
}

void CanvasChoices::setTextScale(qreal scale)
{
    chosenTextScale = scale;
}

qreal CanvasChoices::desktopTextScale()
{
    const qreal points = QGuiApplication::font().pointSizeF();
    return points > 10 ? points / 10 : 1;
}

SceneStyle CanvasChoices::style(bool projector)
{
    SceneStyle style = SceneStyle::make(chosenPalette, projector);
    if (chosenTextScale != 1)
        style.scaleText(chosenTextScale);
    return style;
}

} // namespace gtl::ui
