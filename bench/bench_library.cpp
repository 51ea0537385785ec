// RULES.md 13.6: the Monster Library's start-up. The window reads the bundled SRD 5.1 file
// (334 entries) and makes every monster its creature before the dock shows; `monster NAME`
// does the first half for one answer. Measured in parts, to see where the time goes:
//  - BM_ReadSrd: the JSON file into 334 Monsters (senses, defences, saves, attacks, light,
//    the stat block);
//  - BM_CreatureJson: the 334 encounter creature objects (the library's answer);
//  - BM_CreaturesThroughReader: the 334 Creatures, each read by the encounter reader;
//  - BM_LibraryStartUp: all of it, as MonsterLibraryDock::loadSrd does it.

#include "interop/monsters.h"

#include <QFile>

#include <benchmark/benchmark.h>

using namespace bm;

namespace {

QByteArray srdFile()
{
    QFile f(QStringLiteral(":/srd/5e-SRD-Monsters.2014.json"));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void BM_ReadSrd(benchmark::State &state)
{
    const QByteArray json = srdFile();
    for (auto _ : state) {
        const auto monsters = readSrdMonsters(json, nullptr);
        if (!monsters || monsters->size() != 334)
            state.SkipWithError("the SRD file did not read");
        benchmark::DoNotOptimize(monsters);
    }
    state.counters["monsters"] = 334;
}

void BM_CreatureJson(benchmark::State &state)
{
    const auto monsters = readSrdMonsters(srdFile(), nullptr);
    for (auto _ : state) {
        for (const Monster &m : *monsters)
            benchmark::DoNotOptimize(creatureJsonFromMonster(m));
    }
}

void BM_CreaturesThroughReader(benchmark::State &state)
{
    const auto monsters = readSrdMonsters(srdFile(), nullptr);
    for (auto _ : state) {
        for (const Monster &m : *monsters)
            benchmark::DoNotOptimize(creatureFromMonster(m));
    }
}

void BM_LibraryStartUp(benchmark::State &state)
{
    for (auto _ : state) {
        const auto monsters = readBundledSrdMonsters(nullptr);
        std::vector<Creature> creatures;
        creatures.reserve(monsters->size());
        for (const Monster &m : *monsters)
            creatures.push_back(creatureFromMonster(m));
        benchmark::DoNotOptimize(creatures);
    }
}

} // namespace

BENCHMARK(BM_ReadSrd)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CreatureJson)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CreaturesThroughReader)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LibraryStartUp)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
