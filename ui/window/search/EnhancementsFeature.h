// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Enhancements.h"
#include "core/tree/GameTree.h"
#include "ui/window/WindowParts.h"

#include <QObject>

class QDockWidget;

namespace gtl::ui {

class EnhancementsMenu;

/// The enhanced searches in the window: the Enhancements menu (a combination the search cannot
/// run is refused, and said why), the transposition table and iterations panels shown while
/// the search on screen has them, and the ring around a node the table answered and the node
/// whose entry answered it.
class EnhancementsFeature : public QObject {
    Q_OBJECT

public:
    explicit EnhancementsFeature(const WindowParts& parts);

    EnhancementsMenu& menu() { return *menu_; }

private:
    void choose(const Enhancements& enhancements);
    void showRun();
    void showTableSource(NodeId node);

    WindowParts parts_;
    EnhancementsMenu* menu_;
    QDockWidget* tableDock_;
    QDockWidget* iterationsDock_;
};

} // namespace gtl::ui
