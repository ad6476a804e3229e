// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/WindowMenus.h"

#include "ui/window/WindowActions.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>

namespace gtl::ui {

void WindowMenus::build(
    QMenuBar& bar, const WindowActions& a, const PlaybackToolBar::Actions& p, const Entries& entries)
{
    QMenu* file = bar.addMenu(tr("&File"));
    file->addAction(a.openFile);
    file->addMenu(entries.recentFiles);
    file->addActions({a.openPosition, a.newRandom, a.save, a.saveAs});
    file->addSeparator();
    file->addMenu(tr("Export"))
        ->addActions(
            {a.exportView, a.exportTree, a.exportCaption, a.exportHandout, a.exportCsv, a.exportJson, a.exportWebPage});
    file->addAction(a.screenshot);
    file->addSeparator();
    file->addAction(a.quit);
    QMenu* edit = bar.addMenu(tr("&Edit"));
    edit->addActions({a.undo, a.redo});
    edit->addSeparator();
    edit->addActions({a.bestFirst, a.worstFirst, a.shuffle});
    edit->addSeparator();
    edit->addActions({a.treeProperties, a.copyTreeText});
    edit->addSeparator();
    edit->addAction(tr("Right-click a node to change it; double-click a leaf to set its value"))->setEnabled(false);
    QMenu* playback = bar.addMenu(tr("&Playback"));
    playback->addActions(
        {p.play, p.playBackward, p.stepForward, p.stepBack, p.nextCutoff, p.previousCutoff, p.toStart, p.toEnd});
    playback->addSeparator();
    playback->addAction(a.practice);
    playback->addSeparator();
    playback->addActions({p.faster, p.slower});
    playback->addSeparator();
    playback->addAction(p.goToStep);
    bar.addMenu(entries.enhancements);
    QMenu* view = bar.addMenu(tr("&View"));
    view->addActions({a.fit, a.zoomIn, a.zoomOut, a.follow, a.nodeTypes});
    view->addSeparator();
    view->addActions({a.collapse, a.focusSubtree, a.wholeTree});
    view->addMenu(tr("&Read the Tree"))
        ->addActions({a.readParent, a.readFirstChild, a.readNextSibling, a.readPreviousSibling, a.readCurrent});
    view->addSeparator();
    view->addActions({a.fullScreen, a.projector, a.colourBlind, a.highContrast, a.reduceMotion});
    view->addMenu(tr("Tree &Text Size"))->addActions({a.treeTextSizes.begin(), a.treeTextSizes.end()});
    view->addSeparator();
    view->addMenu(entries.panels);
    view->addMenu(entries.language);
    QMenu* lessons = bar.addMenu(tr("&Lessons"));
    lessons->addActions(entries.builtInLessons);
    lessons->addSeparator();
    lessons->addActions({a.nextStop, a.previousStop, a.playToStop, a.blank});
    lessons->addSeparator();
    lessons->addActions({a.addNote, a.editNote, a.removeNote});
    lessons->addSeparator();
    lessons->addActions({a.exportHandout, a.closeLesson});
    bar.addMenu(entries.game);
    QMenu* compare = bar.addMenu(tr("&Compare"));
    compare->addActions(entries.comparisons);
    compare->addSeparator();
    compare->addAction(entries.lab);
    QMenu* help = bar.addMenu(tr("&Help"));
    help->addActions({a.manual, a.shortcuts, entries.about});
}

} // namespace gtl::ui
