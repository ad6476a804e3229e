// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/window/WindowParts.h"

#include <QObject>

namespace gtl::ui {

/// File → Export → Web Page: the run on screen, with its lesson if one is open, as one HTML
/// file that plays in a browser (see WebPage).
class WebExportFeature : public QObject {
    Q_OBJECT

public:
    explicit WebExportFeature(const WindowParts& parts);

private:
    void exportWebPage();

    WindowParts parts_;
};

} // namespace gtl::ui
