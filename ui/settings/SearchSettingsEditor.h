// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/ChoiceNames.h"
#include "core/search/EnhancementTable.h"

#include <QWidget>

#include <functional>
#include <initializer_list>
#include <string_view>
#include <vector>

class QFormLayout;
class QSpinBox;

namespace gtl::ui {

/// The fields that edit a search's settings, one for each row of kEnhancementSettings it
/// offers: a check box for a switch, a spin box for a number (its none written as the row says,
/// "unbounded"), a list of the game's choices, each with the row's title, key and tool tip. A
/// field whose row needs another (a table size the table) is enabled only while that one is
/// on. Laid out as a form, or side by side for a tool bar.
class SearchSettingsEditor : public QWidget {
    Q_OBJECT

public:
    /// Which rows an editor offers, by their file keys; the others keep what it was given.
    using Offers = std::function<bool(std::string_view fileKey)>;
    static Offers every();
    static Offers only(std::initializer_list<std::string_view> fileKeys);
    static Offers allBut(std::initializer_list<std::string_view> fileKeys);

    explicit SearchSettingsEditor(
        const Offers& offers, Qt::Orientation orientation = Qt::Vertical, QWidget* parent = nullptr);

    /// Lists the orders, scorings and evaluations @p choices names; a list with nothing to
    /// choose but the game's own is disabled.
    void showChoices(const ChoiceNames& choices);
    void setEnhancements(const Enhancements& enhancements);
    /// What was given, with the offered rows as edited; a number whose row needs a switch
    /// that is off is 0.
    Enhancements enhancements() const;
    /// The spin box of the number row @p fileKey; nullptr when the row is not offered.
    QSpinBox* numberField(std::string_view fileKey) const;
    /// Narrows the number row @p fileKey to @p lowest … @p highest; 0 is written as its none
    /// words only while it is in the range.
    void setNumberRange(std::string_view fileKey, int lowest, int highest);
    /// Writes 0 of the number row @p fileKey as @p words ("to the end of the game") instead of
    /// the row's own.
    void setNoneWords(std::string_view fileKey, const QString& words);
    /// The form of a vertical editor, for a caller that adds rows of its own around the settings.
    QFormLayout* form() const { return form_; }

signals:
    void changed();

private:
    struct Field {
        const EnhancementSetting* setting;
        QWidget* widget;
        QWidget* label; ///< nullptr for a check box, which carries its own title
        QString noneWords; ///< how a number's 0 is written
    };

    QWidget* makeField(const EnhancementSetting& setting);
    const Field* fieldOf(std::string_view fileKey) const;
    void place(const Field& field, bool startsSection);
    /// Enables each field whose row has what it needs.
    void enableAvailable();

    Enhancements given_;
    std::vector<Field> fields_;
    QFormLayout* form_ = nullptr;
};

} // namespace gtl::ui
