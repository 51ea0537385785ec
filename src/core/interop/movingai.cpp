#include "interop/movingai.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace bm {

namespace {

constexpr qint64 kMaxMapBytes = 64ll * 1024 * 1024;

bool readAll(const QString &path, QByteArray &bytes, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QCoreApplication::translate("MovingAi", "%1: can't read: %2").arg(path, f.errorString());
        return false;
    }
    if (f.size() > kMaxMapBytes) {
        *error = QCoreApplication::translate("MovingAi", "%1: the file is larger than %2 MiB").arg(path).arg(kMaxMapBytes / (1024 * 1024));
        return false;
    }
    bytes = f.readAll();
    return true;
}

} // namespace

double MovingAiScenario::tolerance(double length) const
{
    // Version 1 lengths are printed to 5 or 6 significant digits; version 1.0 to 2 decimals.
    if (version == QLatin1String("1.0"))
        return 0.005;
    return std::max(1e-3, 1e-5 * length);
}

bool readMovingAiMap(const QString &path, Encounter &e, QString *error)
{
    QByteArray bytes;
    if (!readAll(path, bytes, error))
        return false;
    const QList<QByteArray> lines = bytes.split('\n');
    int width = -1, height = -1;
    qsizetype row = 0;
    for (; row < lines.size(); ++row) {
        const QByteArray line = lines[row].trimmed();
        if (line == "map") {
            ++row;
            break;
        }
        const QList<QByteArray> words = line.simplified().split(' ');
        if (words.size() == 2 && words[0] == "height")
            height = words[1].toInt();
        else if (words.size() == 2 && words[0] == "width")
            width = words[1].toInt();
        else if (words.size() == 2 && words[0] == "type" && words[1] != "octile") {
            *error = QCoreApplication::translate("MovingAi", "%1: map type \"%2\" is not octile").arg(path, QString::fromLatin1(words[1]));
            return false;
        }
    }
    if (width < 1 || height < 1 || width > 4096 || height > 4096) {
        *error = QCoreApplication::translate("MovingAi", "%1: missing or absurd width/height header (%2 x %3)").arg(path).arg(width).arg(height);
        return false;
    }
    if (lines.size() - row < height) {
        *error = QCoreApplication::translate("MovingAi", "%1: the header says %2 rows, the file has %3").arg(path).arg(height).arg(lines.size() - row);
        return false;
    }
    e = Encounter();
    e.name = path;
    e.ruleset = Ruleset::Dnd2014;
    e.options.diagonals = Diagonals::Exact;
    e.width = width;
    e.height = height;
    TerrainArea blocked;
    blocked.type = TerrainType::Blocked;
    for (int y = 0; y < height; ++y) {
        const QByteArray &line = lines[row + y];
        for (int x = 0; x < width; ++x) {
            const char c = x < line.size() ? line[x] : '@';
            switch (c) {
            case '.':
            case 'G':
            case 'S':
                break;
            case '@':
            case 'O':
            case 'T':
            case 'W':
                blocked.squares.push_back({x, y});
                break;
            default:
                *error = QCoreApplication::translate("MovingAi", "%1: unknown map character '%2' at row %3, column %4").arg(path).arg(QLatin1Char(c)).arg(y).arg(x);
                return false;
            }
        }
    }
    e.terrain.push_back(std::move(blocked));
    Creature agent;
    agent.id = QStringLiteral("agent");
    agent.name = agent.id;
    agent.side = Side::Party;
    e.creatures.push_back(agent);
    return true;
}

bool readMovingAiScenario(const QString &path, MovingAiScenario &scenario, QString *error)
{
    QByteArray bytes;
    if (!readAll(path, bytes, error))
        return false;
    const QList<QByteArray> lines = bytes.split('\n');
    scenario = MovingAiScenario();
    static const QRegularExpression space(QStringLiteral("\\s+"));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = QString::fromLatin1(lines[i]).trimmed();
        if (line.isEmpty())
            continue;
        const QStringList words = line.split(space);
        if (scenario.version.isEmpty()) {
            if (words.size() != 2 || words[0] != QLatin1String("version")) {
                *error = QCoreApplication::translate("MovingAi", "%1: the first line must be \"version 1\" or \"version 1.0\"").arg(path);
                return false;
            }
            scenario.version = words[1];
            continue;
        }
        if (words.size() != 9) {
            *error = QCoreApplication::translate("MovingAi", "%1: line %2 has %3 fields, not 9").arg(path).arg(i + 1).arg(words.size());
            return false;
        }
        MovingAiRow r;
        bool ok[6] = {};
        r.bucket = words[0].toInt(&ok[0]);
        r.start = {words[4].toInt(&ok[1]), words[5].toInt(&ok[2])};
        r.goal = {words[6].toInt(&ok[3]), words[7].toInt(&ok[4])};
        r.optimal = words[8].toDouble(&ok[5]);
        if (!std::all_of(std::begin(ok), std::end(ok), [](bool b) { return b; }) || !std::isfinite(r.optimal)) {
            *error = QCoreApplication::translate("MovingAi", "%1: line %2 is not a scenario row").arg(path).arg(i + 1);
            return false;
        }
        scenario.rows.push_back(r);
    }
    if (scenario.version.isEmpty()) {
        *error = QCoreApplication::translate("MovingAi", "%1: empty scenario file").arg(path);
        return false;
    }
    return true;
}

} // namespace bm
