#include "ui/language/Translated.h"

#include <QCoreApplication>

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

QString translatedSearchName(const SearchOptions& options, const ChoiceNames& choices)
{
    const std::string_view title = algorithmTitle(options.algorithm);
    const QString name = QString::fromStdString(searchOptionsName(options, choices));
    return translatedText("Algorithm", title) + name.mid(qsizetype(title.size()));
}

} // namespace gtl::ui
