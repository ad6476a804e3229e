// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/settings/SearchSettings.h"

#include "ui/language/Translated.h"

namespace gtl::ui {

SearchSettings::SearchSettings(QObject* parent)
    : QObject(parent)
{
}

bool SearchSettings::choose(const SearchOptions& options)
{
    if (const Message problem = searchOptionsProblem(options); !problem.empty()) {
        emit refused(translatedSentence(problem));
        return false;
    }
    options_ = options;
    emit chosen(options_);
    return true;
}

} // namespace gtl::ui
