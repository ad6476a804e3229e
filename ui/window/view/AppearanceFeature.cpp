// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/view/AppearanceFeature.h"

#include "ui/accessibility/HighContrast.h"
#include "ui/playback/Motion.h"
#include "ui/style/CanvasChoices.h"
#include "ui/window/WindowActions.h"
#include "ui/window/WindowParts.h"
#include "ui/window/view/ProjectorFeature.h"

#include <QAction>
#include <QActionGroup>
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
    makeTextSizes();
}

void AppearanceFeature::makeTextSizes()
{
    auto* sizes = new QActionGroup(this);
    const int percents[] = {0, 100, 125, 150, 200};
    for (std::size_t i = 0; i < std::size(percents); ++i) {
        QString text = tr("The Desktop's Size");
        if (percents[i] != 0) {
            //: A size of the tree's text, in per cent of the size it is designed for.
            text = tr("%1%").arg(percents[i]);
        }
        QAction* size = parts_.toggle(text, {}, tr("Draw the tree's text at this size"));
        size->setData(percents[i]);
        sizes->addAction(size);
        connect(size, &QAction::toggled, this, [this, percent = percents[i]](bool on) {
            if (on)
                applyTextSize(percent);
        });
        parts_.actions.treeTextSizes[i] = size;
    }
    parts_.actions.treeTextSizes.front()->setChecked(true); // the desktop's size
}

void AppearanceFeature::applyTextSize(int percent)
{
    CanvasChoices::setTextScale(percent == 0 ? CanvasChoices::desktopTextScale() : percent / 100.0);
    projector_.applyStyle();
    emit canvasLookChanged();
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
    emit canvasLookChanged();
}

} // namespace gtl::ui
