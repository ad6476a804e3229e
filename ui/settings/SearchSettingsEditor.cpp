// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/settings/SearchSettingsEditor.h"

#include "ui/language/Translated.h"
#include "ui/settings/ClampingSpinBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>

#include <algorithm>
#include <limits>

namespace gtl::ui {
namespace {

/// A spin box for @p setting: its none in words, a value with the words around it ("±2").
QSpinBox* numberBox(const EnhancementSetting& setting, QWidget* parent)
{
    auto* box = new ClampingSpinBox(parent);
    box->setRange(0, int(std::min<std::uint64_t>(setting.highest, std::numeric_limits<int>::max())));
    box->setGroupSeparatorShown(true);
    const QString words = translatedText("SearchSettings", setting.valueWords);
    const qsizetype at = words.indexOf(QLatin1String("{n}"));
    box->setPrefix(words.left(at));
    box->setSuffix(words.mid(at + 3));
    return box;
}

} // namespace

SearchSettingsEditor::Offers SearchSettingsEditor::every()
{
    return [](std::string_view) { return true; };
}

SearchSettingsEditor::Offers SearchSettingsEditor::only(std::initializer_list<std::string_view> fileKeys)
{
    return [keys = std::vector(fileKeys)](std::string_view key) { return std::ranges::find(keys, key) != keys.end(); };
}

SearchSettingsEditor::Offers SearchSettingsEditor::allBut(std::initializer_list<std::string_view> fileKeys)
{
    return [keys = std::vector(fileKeys)](std::string_view key) { return std::ranges::find(keys, key) == keys.end(); };
}

SearchSettingsEditor::SearchSettingsEditor(const Offers& offers, Qt::Orientation orientation, QWidget* parent)
    : QWidget(parent)
{
    setObjectName("searchSettings");
    if (orientation == Qt::Vertical) {
        form_ = new QFormLayout(this);
        form_->setContentsMargins({});
    } else {
        (new QHBoxLayout(this))->setContentsMargins({});
    }
    for (const EnhancementSetting& setting : kEnhancementSettings) {
        if (!offers(setting.fileKey))
            continue;
        QWidget* widget = makeField(setting);
        widget->setObjectName(QString::fromLatin1(setting.fileKey.data(), qsizetype(setting.fileKey.size())));
        widget->setToolTip(translatedText("SearchSettings", setting.tip));
        QLabel* label = nullptr;
        if (!qobject_cast<QCheckBox*>(widget)) {
            //: A setting's label before its box: "Depth:".
            label = new QLabel(tr("%1:").arg(translatedText("SearchSettings", setting.title)), this);
            label->setBuddy(widget);
        }
        const bool startsSection = setting.startsSection && !fields_.empty();
        fields_.push_back({&setting, widget, label,
            setting.noneWords ? translatedText("SearchSettings", setting.noneWords) : QString()});
        if (auto* box = qobject_cast<QSpinBox*>(widget))
            box->setSpecialValueText(fields_.back().noneWords);
        place(fields_.back(), startsSection);
    }
    showChoices({});
    setEnhancements({});
}

QWidget* SearchSettingsEditor::makeField(const EnhancementSetting& setting)
{
    using Type = EnhancementSetting::Type;
    switch (setting.type) {
    case Type::Switch:
    case Type::Replacement: {
        auto* box = new QCheckBox(translatedText("SearchSettings", setting.title), this);
        connect(box, &QCheckBox::toggled, this, [this] {
            enableAvailable();
            emit changed();
        });
        return box;
    }
    case Type::Number: {
        QSpinBox* box = numberBox(setting, this);
        connect(box, &QSpinBox::valueChanged, this, &SearchSettingsEditor::changed);
        return box;
    }
    case Type::Choice: break;
    }
    auto* list = new QComboBox(this);
    connect(list, &QComboBox::activated, this, &SearchSettingsEditor::changed);
    return list;
}

void SearchSettingsEditor::place(const Field& field, bool startsSection)
{
    if (form_) {
        if (startsSection) {
            auto* line = new QFrame(this);
            line->setFrameShape(QFrame::HLine);
            line->setFrameShadow(QFrame::Sunken);
            form_->addRow(line);
        }
        if (field.label)
            form_->addRow(field.label, field.widget);
        else
            form_->addRow(field.widget);
        return;
    }
    auto* row = static_cast<QHBoxLayout*>(layout());
    if (!fields_.empty() && &field != &fields_.front())
        row->addSpacing(startsSection ? 16 : 8);
    if (field.label)
        row->addWidget(field.label);
    row->addWidget(field.widget);
}

void SearchSettingsEditor::showChoices(const ChoiceNames& choices)
{
    for (const Field& field : fields_) {
        auto* list = qobject_cast<QComboBox*>(field.widget);
        if (!list)
            continue;
        const ChoiceKind kind = field.setting->choice;
        const int kept = list->currentIndex();
        list->clear();
        list->addItem(translated(choices.words(kind, 0)));
        for (std::size_t index = 1; index <= choices.of(kind).size(); ++index)
            list->addItem(translated(choices.words(kind, index)));
        list->setCurrentIndex(std::clamp(kept, 0, list->count() - 1));
    }
    enableAvailable();
}

void SearchSettingsEditor::setEnhancements(const Enhancements& enhancements)
{
    given_ = enhancements;
    using Type = EnhancementSetting::Type;
    for (const Field& field : fields_) {
        const QSignalBlocker blocker(field.widget);
        const EnhancementSetting& setting = *field.setting;
        switch (setting.type) {
        case Type::Switch:
        case Type::Replacement: static_cast<QCheckBox*>(field.widget)->setChecked(isOn(setting, enhancements)); break;
        case Type::Number: {
            auto* box = static_cast<QSpinBox*>(field.widget);
            box->setValue(int(std::min<std::uint64_t>(setting.number(enhancements), std::uint64_t(box->maximum()))));
            break;
        }
        case Type::Choice: {
            auto* list = static_cast<QComboBox*>(field.widget);
            list->setCurrentIndex(std::min(int(ChoiceNames::field(enhancements, setting.choice)), list->count() - 1));
            break;
        }
        }
    }
    enableAvailable();
}

Enhancements SearchSettingsEditor::enhancements() const
{
    Enhancements e = given_;
    using Type = EnhancementSetting::Type;
    for (const Field& field : fields_) {
        const EnhancementSetting& setting = *field.setting;
        switch (setting.type) {
        case Type::Switch: e.*setting.flag = static_cast<QCheckBox*>(field.widget)->isChecked(); break;
        case Type::Replacement:
            e.replacement
                = static_cast<QCheckBox*>(field.widget)->isChecked() ? Replacement::DeeperOrEqual : Replacement::Always;
            break;
        case Type::Number: setting.setNumber(e, std::uint64_t(static_cast<QSpinBox*>(field.widget)->value())); break;
        case Type::Choice:
            ChoiceNames::field(e, setting.choice) = std::size_t(static_cast<QComboBox*>(field.widget)->currentIndex());
            break;
        }
    }
    clearUnavailable(e);
    return e;
}

const SearchSettingsEditor::Field* SearchSettingsEditor::fieldOf(std::string_view fileKey) const
{
    const auto found = std::ranges::find(fields_, fileKey, [](const Field& field) { return field.setting->fileKey; });
    return found == fields_.end() ? nullptr : &*found;
}

QSpinBox* SearchSettingsEditor::numberField(std::string_view fileKey) const
{
    const Field* field = fieldOf(fileKey);
    return field ? qobject_cast<QSpinBox*>(field->widget) : nullptr;
}

void SearchSettingsEditor::setNumberRange(std::string_view fileKey, int lowest, int highest)
{
    const Field* field = fieldOf(fileKey);
    auto* box = qobject_cast<QSpinBox*>(field->widget);
    // A spin box writes its special text for its least value, whatever that is.
    box->setSpecialValueText(lowest == 0 ? field->noneWords : QString());
    box->setRange(lowest, highest);
}

void SearchSettingsEditor::setNoneWords(std::string_view fileKey, const QString& words)
{
    auto* field = const_cast<Field*>(fieldOf(fileKey));
    field->noneWords = words;
    auto* box = qobject_cast<QSpinBox*>(field->widget);
    if (box->minimum() == 0)
        box->setSpecialValueText(words);
}

void SearchSettingsEditor::enableAvailable()
{
    const Enhancements e = enhancements();
    for (const Field& field : fields_) {
        // A list with nothing but the game's own has nothing to choose.
        const auto* list = qobject_cast<QComboBox*>(field.widget);
        field.widget->setEnabled(isAvailable(*field.setting, e) && (!list || list->count() > 1));
        if (field.label)
            field.label->setEnabled(field.widget->isEnabled());
    }
}

} // namespace gtl::ui
