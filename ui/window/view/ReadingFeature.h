// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

namespace gtl::ui {

struct WindowParts;

/// View → Read the Tree: keys that walk a reading cursor over the tree canvas (to the parent,
/// the first child, the next or previous sibling, back to the node the search is at) without
/// changing the step, for a student who follows the search with a screen reader. Alt and the
/// arrows leave the presenter's plain arrows to stepping; they work while the canvas has the
/// keyboard.
class ReadingFeature : public QObject {
    Q_OBJECT

public:
    explicit ReadingFeature(const WindowParts& parts);
};

} // namespace gtl::ui
