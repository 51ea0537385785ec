#include "clicontext.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

namespace bm::cli {

QRect Place::rect() const
{
    return creature ? creature->spaceRect() : QRect(square.x, square.y, 1, 1);
}

QString CliContext::required(const QString &option) const
{
    if (!m_parser.isSet(option))
        throw CliError{QCoreApplication::translate("battlemap-cli", "--%1 is required for this command").arg(option)};
    return m_parser.value(option);
}

const Creature &CliContext::creature(const QString &option) const
{
    const QString id = required(option);
    const Creature *c = m_encounter.creature(id);
    if (!c)
        throw CliError{QCoreApplication::translate("battlemap-cli", "--%1: no creature with id \"%2\" in %3").arg(option, id, m_file)};
    return *c;
}

GridPoint CliContext::square(const QString &text, const QString &what) const
{
    static const QRegularExpression re(QStringLiteral("^\\s*(-?\\d{1,9})\\s*,\\s*(-?\\d{1,9})\\s*$"));
    const auto m = re.match(text);
    if (!m.hasMatch())
        throw CliError{QCoreApplication::translate("battlemap-cli", "%1: \"%2\" is neither a creature id nor a square X,Y").arg(what, text)};
    const GridPoint p{m.captured(1).toInt(), m.captured(2).toInt()};
    if (!m_encounter.contains(p))
        throw CliError{QCoreApplication::translate("battlemap-cli", "%1: square %2,%3 is off the %4x%5 map")
                           .arg(what)
                           .arg(p.x)
                           .arg(p.y)
                           .arg(m_encounter.width)
                           .arg(m_encounter.height)};
    return p;
}

Place CliContext::place(const QString &option) const
{
    const QString text = required(option);
    Place p;
    p.creature = m_encounter.creature(text);
    if (!p.creature)
        p.square = square(text, QStringLiteral("--") + option);
    return p;
}

QPointF CliContext::point(const QString &option) const
{
    const QString text = required(option);
    const QStringList parts = text.split(QLatin1Char(','));
    bool okX = false, okY = false;
    const double x = parts.size() == 2 ? parts[0].trimmed().toDouble(&okX) : 0.0;
    const double y = parts.size() == 2 ? parts[1].trimmed().toDouble(&okY) : 0.0;
    if (!okX || !okY || !std::isfinite(x) || !std::isfinite(y) || std::abs(x) > 1e7 || std::abs(y) > 1e7)
        throw CliError{QCoreApplication::translate("battlemap-cli", "--%1: \"%2\" is not a point X,Y").arg(option, text)};
    return QPointF(x, y);
}

int CliContext::integer(const QString &option, int min, int max, int fallback) const
{
    if (!m_parser.isSet(option))
        return fallback;
    bool ok = false;
    const int v = m_parser.value(option).toInt(&ok);
    if (!ok || v < min || v > max)
        throw CliError{QCoreApplication::translate("battlemap-cli", "--%1 must be a whole number from %2 to %3, not \"%4\"")
                           .arg(option)
                           .arg(min)
                           .arg(max)
                           .arg(m_parser.value(option))};
    return v;
}

double CliContext::number(const QString &option, double min, double max, double fallback) const
{
    if (!m_parser.isSet(option))
        return fallback;
    bool ok = false;
    const double v = m_parser.value(option).toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < min || v > max)
        throw CliError{QCoreApplication::translate("battlemap-cli", "--%1 must be a number from %2 to %3, not \"%4\"")
                           .arg(option)
                           .arg(min)
                           .arg(max)
                           .arg(m_parser.value(option))};
    return v;
}

QJsonValue feetJson(double feet)
{
    const double rounded = std::round(feet);
    if (std::abs(feet - rounded) < 1e-9 && std::abs(rounded) < 1e15)
        return QJsonValue(qint64(rounded));
    return QJsonValue(std::round(feet * 1e6) / 1e6);
}

QJsonArray squareJson(GridPoint p)
{
    return QJsonArray{p.x, p.y};
}

} // namespace bm::cli
