// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/language/Translated.h"

#include "core/games/GameRegistry.h"
#include "core/search/EnhancementWords.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

namespace gtl::ui {
namespace {

/// @p plural, the plural form Qt's translation gave with the count @p count written in
/// (as "2000"), with the count written as the window's language groups it ("2.000"): Qt
/// writes %n without the locale's separators.
QString withGroupedCount(QString plural, std::uint64_t count)
{
    static const QRegularExpression number(QStringLiteral("(?<!\\d)\\d+(?!\\d)"));
    const QString written = QString::number(count);
    for (const QRegularExpressionMatch& match : number.globalMatch(plural)) {
        if (match.captured(0) == written)
            return plural.replace(
                match.capturedStart(0), match.capturedLength(0), QLocale().toString(qulonglong(count)));
    }
    return plural;
}

std::string templateOf(const Message& message)
{
    if (message.isDecimal())
        return localNumbers(QString::fromStdString(message.source())).toStdString();
    if (!message.translatable())
        return message.source();
    const char* source = message.source().c_str();
    const QString plain = QCoreApplication::translate(message.context(), source);
    if (plain == QString::fromUtf8(source))
        return message.englishTemplate();
    if (const auto count = message.count())
        return withGroupedCount(QCoreApplication::translate(message.context(), source, nullptr, int(*count)), *count)
            .toStdString();
    return plain.toStdString();
}

} // namespace

QString localNumbers(const QString& english)
{
    static const QRegularExpression mark(QStringLiteral("(?<=\\d),(?=\\d{3}(?!\\d))|\\.(?=\\d)"));
    const QLocale locale;
    QString local;
    qsizetype from = 0;
    for (const QRegularExpressionMatch& match : mark.globalMatch(english)) {
        local += english.mid(from, match.capturedStart() - from);
        local += match.captured() == QLatin1String(",") ? locale.groupSeparator() : locale.decimalPoint();
        from = match.capturedEnd();
    }
    local += english.mid(from);
    // Where the decimal mark is a comma, a semicolon parts numbers in a list: "[−84; 82,67]".
    static const QRegularExpression listed(QStringLiteral("(?<=\\d), (?=[−+-]?\\d)"));
    if (locale.decimalPoint() == QLatin1String(","))
        local.replace(listed, QStringLiteral("; "));
    return local;
}

QString translated(const Message& message)
{
    return QString::fromStdString(message.render(templateOf));
}

QString translatedSentence(const Message& message)
{
    QString text = translated(message);
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text + QLatin1Char('.');
}

QString translatedText(const char* context, std::string_view english)
{
    const std::string text(english);
    return QCoreApplication::translate(context, text.c_str());
}

QString translatedTitle(std::string_view title)
{
    for (const GameKind* game : GameRegistry::games()) {
        const std::string_view own = game->names().title;
        if (title.size() > own.size() && title.starts_with(own) && title[own.size()] == ' ') {
            //: A game's position as a tree's title: the game, then the position ("Connect Four 4453").
            return QCoreApplication::translate("Games", "%1 %2")
                .arg(translatedText("Games", own), QString::fromUtf8(title.substr(own.size() + 1)));
        }
    }
    return translatedText("Presets", title);
}

QString translatedEnhancements(const Enhancements& enhancements, const ChoiceNames& choices)
{
    QStringList words;
    for (const Message& word : enhancementsWords(enhancements, choices))
        words << translated(word);
    return words.join(QStringLiteral(", "));
}

QString translatedSearchName(const SearchOptions& options, const ChoiceNames& choices)
{
    QString name = translatedText("Algorithm", algorithmTitle(options.algorithm));
    if (options.failHard && usesWindow(options.algorithm))
        name += QStringLiteral(", fail-hard");
    const QString added = translatedEnhancements(options.enhancements, choices);
    return added.isEmpty() ? name : name + QStringLiteral(", ") + added;
}

} // namespace gtl::ui
