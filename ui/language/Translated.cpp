#include "ui/language/Translated.h"

#include "core/search/EnhancementWords.h"

#include <QCoreApplication>
#include <QStringList>

namespace gtl::ui {
namespace {

std::string templateOf(const Message& message)
{
    if (!message.translatable())
        return message.source();
    const char* source = message.source().c_str();
    const QString plain = QCoreApplication::translate(message.context(), source);
    if (plain == QString::fromUtf8(source))
        return message.englishTemplate();
    if (const auto count = message.count())
        return QCoreApplication::translate(message.context(), source, nullptr, int(*count)).toStdString();
    return plain.toStdString();
}

} // namespace

QString translated(const Message& message)
{
    return QString::fromStdString(message.render(templateOf));
}

QString translatedText(const char* context, std::string_view english)
{
    const std::string text(english);
    return QCoreApplication::translate(context, text.c_str());
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
