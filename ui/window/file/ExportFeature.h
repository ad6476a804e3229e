// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/scene/SceneExport.h"
#include "ui/window/WindowParts.h"

#include <QObject>

namespace gtl::ui {

/// File → Export: the view or the whole tree as PNG, SVG or PDF at a chosen width, captioned
/// with the step on request, and the trace as CSV or JSON.
class ExportFeature : public QObject {
    Q_OBJECT

public:
    explicit ExportFeature(const WindowParts& parts);

private:
    void exportScene(SceneExport::Area area);
    void exportTrace(bool json);

    WindowParts parts_;
};

} // namespace gtl::ui
