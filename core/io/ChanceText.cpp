// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/ChanceText.h"

#include "core/base/Printable.h"

#include <cmath>
#include <cstdio>
#include <numeric>

namespace gtl {
namespace {

/// A reason to refuse a probability, marked with QT_TRANSLATE_NOOP("TreeText", …).
Message reason(const char* text)
{
    return Message("TreeText", text);
}

std::string written(std::string_view text, std::string_view denominator)
{
    return printable(text) + (denominator.empty() ? "" : "/" + printable(denominator));
}

std::string decimal(double value)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.12g", value);
    return buffer;
}

__extension__ typedef unsigned __int128 Wide;

/// a/b + c/d reduced, or false when a term would pass 64 bits.
bool add(Wide& numerator, Wide& denominator, Probability p)
{
    const Wide n = numerator * p.denominator + Wide(p.numerator) * denominator;
    const Wide d = denominator * p.denominator;
    if (d >> 64 || n >> 64)
        return false;
    const auto common = std::gcd(std::uint64_t(n), std::uint64_t(d));
    numerator = n / common;
    denominator = d / common;
    return true;
}

} // namespace

Message ChanceText::readProbability(std::string_view text, std::string_view denominator, Probability& probability)
{
    const std::string shown = written(text, denominator);
    const auto read = Probability::read(text, denominator);
    if (!read) {
        return reason(
            QT_TRANSLATE_NOOP("TreeText",
                "'{probability}' is not a probability: write a decimal such as 0.25 or a fraction such as 1/6 (up to 9 "
                "places or digits)"))
            .arg("probability", shown);
    }
    const auto [numerator, below] = *read;
    if (below == 0) {
        return reason(
            QT_TRANSLATE_NOOP("TreeText", "'{probability}' is no probability: a fraction's denominator cannot be 0"))
            .arg("probability", shown);
    }
    if (numerator == 0) {
        return reason(QT_TRANSLATE_NOOP("TreeText",
                          "the probability {probability} is not in (0, 1]: an outcome that cannot happen is left out"))
            .arg("probability", shown);
    }
    if (numerator > below)
        return reason(QT_TRANSLATE_NOOP("TreeText", "the probability {probability} is more than 1"))
            .arg("probability", shown);
    probability = Probability::reduced(numerator, below);
    return {};
}

Message ChanceText::sumProblem(std::vector<Probability>& probabilities)
{
    double sum = 0;
    for (const Probability& p : probabilities)
        sum += p.toDouble();
    const auto addUp = [&](const char* text) { return reason(text).arg("sum", decimal(sum)); };
    if (std::abs(sum - 1) > 1e-9)
        return addUp(QT_TRANSLATE_NOOP("TreeText", "the probabilities add up to {sum}, not 1"));
    Wide numerator = 0;
    Wide denominator = 1;
    for (std::size_t i = 0; i + 1 < probabilities.size(); ++i) {
        if (!add(numerator, denominator, probabilities[i]))
            return addUp(QT_TRANSLATE_NOOP(
                "TreeText", "the probabilities add up to {sum}: their denominators are too large to add up exactly"));
    }
    if (numerator >= denominator)
        return addUp(QT_TRANSLATE_NOOP("TreeText", "the probabilities add up to {sum}, more than 1"));
    const Wide left = denominator - numerator;
    if (left > Probability::kMaxTerm || denominator > Probability::kMaxTerm)
        return addUp(QT_TRANSLATE_NOOP("TreeText",
            "the probabilities add up to {sum}, not exactly 1, and what the last outcome would need has too large a "
            "denominator"));
    probabilities.back() = Probability::reduced(std::uint64_t(left), std::uint64_t(denominator));
    return {};
}

Message ChanceText::readOutcomes(const std::vector<std::string>& texts, const std::vector<std::string>& names,
    std::vector<Probability>& probabilities)
{
    probabilities.assign(texts.size(), {});
    for (std::size_t i = 0; i < texts.size(); ++i) {
        std::string_view text = texts[i];
        while (!text.empty() && text.front() == ' ')
            text.remove_prefix(1);
        while (!text.empty() && text.back() == ' ')
            text.remove_suffix(1);
        const std::size_t slash = text.find('/');
        const std::string_view top = text.substr(0, slash);
        const std::string_view bottom = slash == std::string_view::npos ? std::string_view() : text.substr(slash + 1);
        if (Message problem = readProbability(top, bottom, probabilities[i]); !problem.empty())
            //: A chance node's outcome, then what is wrong with its probability.
            return reason(QT_TRANSLATE_NOOP("TreeText", "{outcome}: {problem}"))
                .arg("outcome", names[i])
                .arg("problem", problem);
    }
    return sumProblem(probabilities);
}

} // namespace gtl
