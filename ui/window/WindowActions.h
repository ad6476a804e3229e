// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>

class QAction;

namespace gtl::ui {

/// The main window's own actions, each made and connected by the feature it belongs to; the
/// playback actions belong to the playback tool bar. Menus, tool bars, the lesson bar and the
/// shortcut list all hold these same objects, so none can name an action that is not there or
/// show one in another state.
struct WindowActions {
    QAction* openFile;
    QAction* openPosition;
    QAction* newRandom;
    QAction* save;
    QAction* saveAs;
    QAction* exportView;
    QAction* exportTree;
    QAction* exportCaption;
    QAction* exportCsv;
    QAction* exportJson;
    QAction* exportWebPage;
    QAction* screenshot;
    QAction* quit;
    QAction* undo;
    QAction* redo;
    QAction* bestFirst;
    QAction* worstFirst;
    QAction* shuffle;
    QAction* treeProperties;
    QAction* copyTreeText;
    QAction* practice;
    QAction* nextStop;
    QAction* previousStop;
    QAction* playToStop;
    QAction* addNote;
    QAction* editNote;
    QAction* removeNote;
    QAction* exportHandout;
    QAction* blank;
    QAction* closeLesson;
    QAction* fit;
    QAction* zoomIn;
    QAction* zoomOut;
    QAction* follow;
    QAction* nodeTypes;
    QAction* collapse;
    QAction* focusSubtree;
    QAction* wholeTree;
    QAction* readParent;
    QAction* readFirstChild;
    QAction* readNextSibling;
    QAction* readPreviousSibling;
    QAction* readCurrent;
    QAction* fullScreen;
    QAction* projector;
    QAction* colourBlind;
    QAction* highContrast;
    QAction* reduceMotion;
    /// View → Tree Text Size: the desktop's, then 100%, 125%, 150% and 200%; each action's data
    /// is its size in per cent, 0 for the desktop's.
    std::array<QAction*, 5> treeTextSizes;
    QAction* manual;
    QAction* shortcuts;
};

} // namespace gtl::ui
