// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Algorithm.h"

#include <QObject>

namespace gtl::ui {

/// The user's choice of search — the algorithm, fail-hard, the enhancements, Monte Carlo's
/// settings — and its one owner: the menu, the search bar, the remembered settings and the
/// command line all choose through it, so that a combination no search takes is refused with
/// the same message wherever it was made, and the views follow one signal. A run with a search
/// of its own (an engine's move, a lesson, a comparison) leaves it as it is.
class SearchSettings : public QObject {
    Q_OBJECT

public:
    explicit SearchSettings(QObject* parent = nullptr);

    const SearchOptions& options() const { return options_; }
    /// Takes @p options when a search can run them, and says so with chosen(), also for the
    /// same choice again (which searches a cancelled tree again). Otherwise the choice stays as
    /// it was, refused() says why, and it returns false.
    bool choose(const SearchOptions& options);

signals:
    void chosen(const gtl::SearchOptions& options);
    /// @p reason, in the window's language, says what no search takes.
    void refused(const QString& reason);

private:
    SearchOptions options_;
};

} // namespace gtl::ui
