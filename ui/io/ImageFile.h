// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QImage;

namespace gtl::ui {

/// Saves @p image to @p path in the format its extension names (.png, .jpg, .bmp, …), through
/// the one guarded save every file goes through; a name whose extension names no image format
/// Qt writes is refused rather than given another format's data. "" on success, else why not.
QString saveImage(const QImage& image, const QString& path);

} // namespace gtl::ui
