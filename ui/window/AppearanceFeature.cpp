// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/AppearanceFeature.h"

#include "ui/accessibility/HighContrast.h"
#include "ui/playback/Motion.h"
#include "ui/scene/CanvasChoices.h"
#include "ui/window/ProjectorFeature.h"
#include "ui/window/WindowActions.h"
#include "ui/window/WindowParts.h"

#include <QAction>
#include <QMainWindow>

namespace gtl::ui {

AppearanceFeature::AppearanceFeature(const WindowParts& parts, ProjectorFeature& projector)
    : QObject(&parts.window)
    , parts_(parts)
    , projector_(projector)
{
    WindowActions& a = parts.actions;
    a.colourBlind = parts.toggle(tr("Colour-Blind-Safe Palette"), {},
        tr("Use colours that people with any common colour vision deficiency can tell apart"));
    a.highContrast = parts.toggle(
        tr("High Contrast"), {}, tr("Black on white with heavier lines, for the canvas and every window"));
    a.reduceMotion = parts.toggle(
        tr("Reduce Motion"), {}, tr("Show each step at once, without animations, here and in every comparison"));
    connect(a.reduceMotion, &QAction::toggled, this, [](bool on) { Motion::setReduced(on); });
    connect(a.colourBlind, &QAction::toggled, this, &AppearanceFeature::applyPalette);
    connect(a.highContrast, &QAction::toggled, this, &AppearanceFeature::applyPalette);
}

void AppearanceFeature::applyPalette()
{
    const WindowActions& a = parts_.actions;
    const bool high = a.highContrast->isChecked();
    // High contrast is colour-blind safe already: the other choice waits until it is off.
    a.colourBlind->setEnabled(!high);
    CanvasChoices::setPalette(high       ? SceneStyle::Palette::HighContrast
            : a.colourBlind->isChecked() ? SceneStyle::Palette::ColourBlindSafe
                                         : SceneStyle::Palette::Standard);
    useHighContrast(high);
    projector_.applyStyle();
    emit paletteChanged();
}

} // namespace gtl::ui
