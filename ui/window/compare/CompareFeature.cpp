// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/compare/CompareFeature.h"

#include "ui/compare/CompareWindow.h"
#include "ui/compare/LabWindow.h"
#include "ui/editing/TreeSession.h"
#include "ui/language/Translated.h"
#include "ui/language/ValueText.h"
#include "ui/window/view/ProjectorFeature.h"

#include <QAction>
#include <QMainWindow>

namespace gtl::ui {

CompareFeature::CompareFeature(const WindowParts& parts, const ProjectorFeature& projector)
    : QObject(&parts.window)
    , parts_(parts)
    , projector_(projector)
{
    makeEntries();
    connect(&parts.session, &TreeSession::treeChanged, this, [this] {
        if (compare_)
            compare_->followTree(parts_.session.sharedTree(), treeTitle(), parts_.session.optionsForTree());
    });
}

std::string CompareFeature::treeTitle() const
{
    return translatedTitle(parts_.session.title()).toStdString();
}

void CompareFeature::makeEntries()
{
    for (const ComparisonName& entry : kComparisons) {
        auto* open = new QAction(translatedText("Comparisons", entry.title) + QStringLiteral("…"), this);
        open->setStatusTip(tr("Step several runs side by side and compare their figures"));
        connect(open, &QAction::triggered, this, [this, entry] {
            CompareWindow& window = openComparison(entry.comparison);
            window.show();
            window.raise();
        });
        comparisons_.append(open);
    }
    QAction* first = comparisons_.first();
    first->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    first->setToolTip(
        QStringLiteral("%1 (%2)").arg(first->text().remove("…"), first->shortcut().toString(QKeySequence::NativeText)));
    labEntry_ = new QAction(tr("Lab Table of This Position…"), this);
    labEntry_->setStatusTip(tr("Alpha-beta with move ordering, a transposition table, iterative deepening and more, "
                               "run on the tree on screen, side by side"));
    connect(labEntry_, &QAction::triggered, this, [this] { startLab().show(); });
}

CompareWindow& CompareFeature::compare(Comparison comparison)
{
    CompareWindow& window = openComparison(comparison);
    window.waitUntilShown();
    return window;
}

CompareWindow& CompareFeature::openComparison(Comparison comparison)
{
    if (!compare_)
        compare_ = new CompareWindow(&parts_.window);
    compare_->setWindowFlag(Qt::Window);
    compare_->setTree(parts_.session.sharedTree(), treeTitle(), parts_.session.optionsForTree());
    compare_->showComparison(comparison);
    compare_->setProjectorMode(projector_.isOn(), false); // opened from a projected window, projected too
    return *compare_;
}

void CompareFeature::followCanvasLook()
{
    if (compare_)
        compare_->applySceneStyle();
}

LabWindow& CompareFeature::openLab()
{
    LabWindow& lab = startLab();
    lab.waitUntilShown();
    return lab;
}

LabWindow& CompareFeature::startLab()
{
    if (!lab_) {
        lab_ = new LabWindow(&parts_.window);
        lab_->setWindowFlag(Qt::Window);
    }
    lab_->setTree(parts_.session.sharedTree(), translatedTitle(parts_.session.title()),
        parts_.session.optionsForTree().enhancements.depth);
    lab_->raise();
    return *lab_;
}

} // namespace gtl::ui
