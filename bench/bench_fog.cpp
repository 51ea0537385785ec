// The fog of war per drag step. A party of 6 on a 200 x 200 map with 2,000 walls
// and 20 lights in the dark; one party member is dragged 60 squares, one square per mouse
// move. Per step the players' screen recomputes the fog as it would be (the dragged
// creature's sight, RULES.md 12, united with the other five), rebuilds its shades and
// shows or hides the creatures. Reported against the plain repaint of the same 1920 x 1080
// player view in the same run (aim: the step under a quarter of a 60 Hz frame, 4.2 ms).
//
// BM_DragStrokeWithPlayerView150: one whole drag of a party member, 150
// mouse moves (one square each, 75 out and back) through the move tool as the window wires
// it (the players' view previews every step), then the drop (one undo step and all the
// document's listeners): the processor time of the stroke, the GM's view (1280 x 720) shown
// and painted on both sides, the players' window (1920 x 1080) when open. On the dark map
// with torches;
// BM_DragStrokeWithoutPlayerView150 is the same stroke with no players' view open, and the
// ...Bright pair the same on the map in daylight. BM_DragStrokePlayerViewCost150 makes
// both strokes in turn, each iteration, and reports their ratio: on a machine whose speed
// changes from one minute to the next the two halves of the ratio see the same machine.
//
// RULES.md 13.1: the same drag with the dragged creature carrying a torch, in
// the dark and in daylight. Its light moves with it, so every step also changes the light
// of the squares around it: the players' fog (all six fields, not only the mover's), their
// light shade, and the GM's lighting overlay (shown) follow it.

#include "benchmap.h"
#include "benchview.h"
#include "combat/combat.h"
#include "controllers/dragframes.h"
#include "rules/areas.h"
#include "document.h"
#include "rules/sight.h"
#include "scene/mapscene.h"
#include "scene/mapview.h"
#include "scene/playerscene.h"
#include "tools/movetool.h"
#include "widgets/playerwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QGraphicsView>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <chrono>
#include <ctime>
#include <memory>
#include <random>
#include <vector>

#include <benchmark/benchmark.h>

using namespace bm;

namespace {

// `clouds`: 12 Fog Clouds (20-ft spheres, heavily obscured) kept on the map, 4 of
// them on the dragged creature's row: the fog then also asks which of their squares the
// party sees the cloud of.
Encounter fogMap(bool clouds = false)
{
    // 24 creatures: every fourth of the party (6), the rest hostile, allied and so on.
    Encounter e = bench::bigMap(Ruleset::Dnd2014, 200, 0.20, 2000, 24);
    std::mt19937 rng(7);
    bench::darkWithTorches(e, 20, rng);
    std::uniform_real_distribution<double> at(0.0, 200.0);
    int party = 0;
    for (Creature &c : e.creatures) {
        if (c.side != Side::Party)
            continue;
        if (party++ % 2 == 0)
            c.senses.darkvision = 60; // half of them see in the dark
    }
    e.extra[QStringLiteral("fog")] = QJsonObject{}; // in use
    if (clouds) {
        GridPoint row{100, 100};
        for (const Creature &c : e.creatures)
            if (c.side == Side::Party) {
                row = c.position;
                break;
            }
        for (int i = 0; i < 12; ++i) {
            AreaOfEffect a;
            a.shape = AreaShape::Sphere;
            a.sizeFeet = 20;
            a.origin = i < 4 ? QPointF(std::clamp(row.x + (row.x < 100 ? 1 : -1) * (8 + 14 * i), 4, 196), row.y)
                             : QPointF(std::floor(at(rng)), std::floor(at(rng)));
            Effect f;
            f.name = QStringLiteral("Fog Cloud %1").arg(i);
            EffectArea terrain;
            terrain.obscured = Obscurement::Heavy;
            f.area = terrain;
            combat::placeArea(e, f, a);
        }
    }
    return e;
}

// The first party member (the one dragged) carries a torch (20/20 ft); `ambient` the map's light.
Encounter torchMap(LightLevel ambient)
{
    Encounter e = fogMap();
    e.options.light = ambient;
    for (Creature &c : e.creatures) {
        if (c.side == Side::Party) {
            c.light = CarriedLight{20, 20, {}};
            break;
        }
    }
    return e;
}

// The players' view of the map, shown at 1920 x 1080, and the party member who moves.
struct FogRig : bench::ShownScene<PlayerScene> {
    QString mover;
    GridPoint from;

    explicit FogRig(bool clouds = false)
        : FogRig(fogMap(clouds))
    {
    }
    explicit FogRig(Encounter e)
        : ShownScene(std::move(e))
    {
        show();
        for (const Creature &c : doc.encounter().creatures) {
            if (c.side == Side::Party) {
                mover = c.id;
                from = c.position;
                break;
            }
        }
        // The players look at 40 x 22 squares around the mover.
        view.fitInView(QRectF((from.x - 20) * 64.0, (from.y - 11) * 64.0, 40 * 64.0, 22 * 64.0), Qt::KeepAspectRatio);
    }
    GridPoint step(int i) const
    {
        const int side = doc.encounter().width;
        const int dx = from.x < side / 2 ? 1 : -1;
        return {std::clamp(from.x + dx * (i % 60), 0, side - 3), from.y};
    }
};

double micros(std::chrono::steady_clock::time_point t0)
{
    return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count();
}

// This thread's processor time in microseconds: on a machine shared with other builds the
// wall clock also counts the waits (scripts/bench.sh reports processor time too).
double threadMicros()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e6 + double(t.tv_nsec) / 1e3;
}

// The whole process's processor time in microseconds (every thread's).
double processMicros()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e6 + double(t.tv_nsec) / 1e3;
}

void BM_FogPerDragStepParty6(benchmark::State &state)
{
    FogRig rig;
    std::vector<double> steps, paints;
    int i = 1;
    for (auto _ : state) {
        auto t0 = std::chrono::steady_clock::now();
        rig.scene->previewMove(rig.mover, rig.step(i++));
        steps.push_back(micros(t0));
        t0 = std::chrono::steady_clock::now();
        rig.paintFrame();
        paints.push_back(micros(t0));
    }
    std::sort(steps.begin(), steps.end());
    std::sort(paints.begin(), paints.end());
    const double step = steps[steps.size() / 2];
    const double paint = paints[paints.size() / 2];
    state.counters["fog_step_p50_us"] = step;
    state.counters["fog_step_p99_us"] = steps[steps.size() * 99 / 100];
    state.counters["repaint_p50_us"] = paint;
    state.counters["step_per_repaint"] = step / paint;
    state.counters["step_per_quarter_frame"] = step / (1e6 / 60 / 4);
}

// The players' frame of a drag step as the window shows it (the fog with the dragged
// creature's field, the shades, who shows, the repaint) on a map range(0) squares a side
// in daylight, range(1) walls and 24 creatures per 200 x 200: 2,000 walls is the real
// display's drag map (scripts/make-drag-map.py), 300 an open one. What grows with the
// map's area is the frame's work outside the dragged creature's field, and on an open map
// the field itself.
void BM_PlayersFrameBigMap(benchmark::State &state)
{
    const int side = int(state.range(0));
    const double scale = double(side) * side / (200.0 * 200.0);
    Encounter e = bench::bigMap(Ruleset::Dnd2014, side, 0.20, int(double(state.range(1)) * scale), int(24 * scale));
    e.options.light = LightLevel::Bright;
    e.extra[QStringLiteral("fog")] = QJsonObject{}; // in use
    FogRig rig(std::move(e));
    std::vector<double> frames;
    const int fieldsBefore = rig.doc.sightMap().fieldsComputed();
    int i = 1;
    for (auto _ : state) {
        const double t0 = threadMicros();
        rig.scene->previewMove(rig.mover, rig.step(i++));
        QApplication::processEvents(); // the frame shows on the event loop's next turn
        frames.push_back(threadMicros() - t0);
    }
    std::sort(frames.begin(), frames.end());
    state.counters["frame_p50_us"] = frames[frames.size() / 2];
    state.counters["fields_per_frame"] = double(rig.doc.sightMap().fieldsComputed() - fieldsBefore) / double(state.iterations());
}

void BM_FogCoreUpdateParty6(benchmark::State &state)
{
    // The fog alone (no shades, no tokens): what a headless tool would pay; range(0) = 1:
    // with 12 Fog Clouds on the map; 2: none, in daylight.
    Encounter e = fogMap(state.range(0) == 1);
    if (state.range(0) == 2)
        e.options.light = LightLevel::Bright;
    FogRig rig(std::move(e));
    const int fieldsBefore = rig.doc.sightMap().fieldsComputed();
    const int patchedBefore = rig.doc.sightMap().fieldsPatched();
    int i = 1;
    for (auto _ : state)
        benchmark::DoNotOptimize(rig.doc.fogWith(rig.mover, rig.step(i++))->width());
    state.counters["fields_per_step"] = double(rig.doc.sightMap().fieldsComputed() - fieldsBefore) / double(state.iterations());
    state.counters["patched_per_step"] = double(rig.doc.sightMap().fieldsPatched() - patchedBefore) / double(state.iterations());
}

// One drag step of a torch-bearer, range(0) = 0: in the dark, 1: in daylight;
// range(1) = 0: the same drag without the torch, for comparison. Per step: the GM's
// lighting overlay (shown) with the torch where the token is, then the players' screen
// (the fog with the torch there, their light shade, who shows). Times are processor time.
void BM_CarriedLightDragStepParty6(benchmark::State &state)
{
    Encounter e = torchMap(state.range(0) ? LightLevel::Bright : LightLevel::Dark);
    if (!state.range(1))
        for (Creature &c : e.creatures)
            c.light.reset();
    FogRig rig(std::move(e));
    MapScene gm(&rig.doc);
    gm.setLightingShown(true);
    std::vector<double> steps, gmShades, players;
    const int fieldsBefore = rig.doc.sightMap().fieldsComputed();
    const int patchedBefore = rig.doc.sightMap().fieldsPatched();
    int i = 1;
    for (auto _ : state) {
        const GridPoint at = rig.step(i++);
        const double t0 = threadMicros();
        gm.previewMove(rig.mover, at);
        const double t1 = threadMicros();
        rig.scene->previewMove(rig.mover, at);
        const double t2 = threadMicros();
        gmShades.push_back(t1 - t0);
        players.push_back(t2 - t1);
        steps.push_back(t2 - t0);
    }
    const double fields = double(rig.doc.sightMap().fieldsComputed() - fieldsBefore) / double(std::max<std::size_t>(1, steps.size()));
    const double patched = double(rig.doc.sightMap().fieldsPatched() - patchedBefore) / double(std::max<std::size_t>(1, steps.size()));
    for (auto *v : {&steps, &gmShades, &players})
        std::sort(v->begin(), v->end());
    state.counters["step_p50_us"] = steps[steps.size() / 2];
    state.counters["step_p99_us"] = steps[steps.size() * 99 / 100];
    state.counters["gm_shade_p50_us"] = gmShades[gmShades.size() / 2];
    state.counters["players_p50_us"] = players[players.size() / 2];
    state.counters["fields_per_step"] = fields;
    state.counters["patched_per_step"] = patched;
    state.counters["step_per_quarter_frame"] = steps[steps.size() / 2] / (1e6 / 60 / 4);
}

void sendMouse(QGraphicsScene &scene, QEvent::Type type, GridPoint square)
{
    QGraphicsSceneMouseEvent ev(type);
    ev.setScenePos(QPointF((square.x + 0.5) * 64.0, (square.y + 0.5) * 64.0));
    ev.setButton(type == QEvent::GraphicsSceneMouseMove ? Qt::NoButton : Qt::LeftButton);
    ev.setButtons(type == QEvent::GraphicsSceneMouseRelease ? Qt::NoButton : Qt::LeftButton);
    QApplication::sendEvent(&scene, &ev);
}

// The map of the stroke: the fog map in the dark with its torches, or the same in daylight.
Encounter strokeMap(bool daylight)
{
    Encounter e = fogMap();
    if (daylight)
        e.options.light = LightLevel::Bright;
    return e;
}

// The stroke's window as a GM has it: the document, the GM's scene shown in a 1280 x 720
// view (MapView, 40 x 22 squares around the mover) with the move tool wired as the window
// wires it, and, when open, the players' window (PlayerWindow at 1920 x 1080, following
// the GM's view as it does by default). Both sides paint what changes: the GM's view on
// every stroke, the players' view only when it is open.
struct StrokeRig {
    bench::ShownScene<MapScene, MapView> gm;
    std::unique_ptr<PlayerWindow> players;
    MoveTool tool;
    DragFrames frames; // as the window paces the players' screen (and the seats)
    QString mover;
    GridPoint from;

    StrokeRig(Encounter e, bool playerView)
        : gm(std::move(e))
    {
        gm.scene->setTool(&tool);
        for (const Creature &c : doc().encounter().creatures) {
            if (c.side == Side::Party) {
                mover = c.id;
                from = c.position;
                break;
            }
        }
        gm.show(QSize(1280, 720));
        gm.view.fitInView(QRectF((from.x - 20) * 64.0, (from.y - 11) * 64.0, 40 * 64.0, 22 * 64.0), Qt::KeepAspectRatio);
        if (playerView) {
            doc().startFog(); // as View > Player View does
            players = std::make_unique<PlayerWindow>(&doc(), gm.scene.get());
            players->resize(1920, 1080);
            players->show();
            players->followRect(gm.view.mapToScene(gm.view.viewport()->rect()).boundingRect());
            PlayerScene *scene = players->scene();
            QObject::connect(&tool, &MoveTool::dragOver, &frames, &DragFrames::step);
            QObject::connect(&tool, &MoveTool::dragEnded, &frames, &DragFrames::end);
            QObject::connect(&frames, &DragFrames::frame, scene, &PlayerScene::previewMove);
            QObject::connect(&frames, &DragFrames::ended, scene, &PlayerScene::endPreview);
        }
        QApplication::processEvents(); // both views painted once
    }
    ~StrokeRig() { gm.scene->setTool(nullptr); }
    Document &doc() { return gm.doc; }

    // One stroke, its processor time in microseconds; then the move undone (untimed).
    // Returns false when the drop made no undo step. Pace::OneTurn: the 150 moves come in
    // one turn of the event loop; Pace::Events: the events (the screens' refresh and
    // repaint) handled after every mouse move, as fast as the machine goes (about 2 ms a
    // move, so the players' frames, at most DragFrames::kPerSecond a second, come about
    // ten times a stroke); Pace::Hand: a hand's 60 moves a second in real time, the events
    // handled while it waits (about 75 players' frames a stroke, as in a real display),
    // and the processor time is the whole process's (Qt's painting has worker threads).
    enum class Pace { OneTurn, Events, Hand };
    bool stroke(double *micros, Pace pace = Pace::OneTurn)
    {
        const int dx = from.x < 100 ? 1 : -1;
        const auto cpu = pace == Pace::Hand ? processMicros : threadMicros;
        const double t0 = cpu();
        QElapsedTimer clock;
        clock.start();
        sendMouse(*gm.scene, QEvent::GraphicsSceneMousePress, from);
        GridPoint at = from;
        for (int i = 1; i <= 150; ++i) {
            at = GridPoint{from.x + dx * (i <= 75 ? i : 151 - i), from.y};
            sendMouse(*gm.scene, QEvent::GraphicsSceneMouseMove, at);
            if (pace == Pace::Events)
                QApplication::processEvents();
            if (pace == Pace::Hand) {
                const qint64 due = qint64(i) * 1000 / 60; // the move's moment, in ms from the press
                if (clock.elapsed() < due) {
                    QEventLoop wait;
                    QTimer::singleShot(int(due - clock.elapsed()), Qt::PreciseTimer, &wait, &QEventLoop::quit);
                    wait.exec();
                } else {
                    QApplication::processEvents();
                }
            }
        }
        sendMouse(*gm.scene, QEvent::GraphicsSceneMouseRelease, at);
        QApplication::processEvents();
        *micros = cpu() - t0;
        if (!doc().undoStack()->canUndo())
            return false;
        doc().undoStack()->undo();
        QApplication::processEvents();
        return true;
    }
};

// range(0) = 1: in daylight; range(1) = 1: the players' view open.
void dragStroke(benchmark::State &state, bool daylight, bool playerView)
{
    StrokeRig rig(strokeMap(daylight), playerView);
    int dropped = 0;
    for (auto _ : state) {
        double micros = 0;
        const bool moved = rig.stroke(&micros);
        state.SetIterationTime(micros / 1e6);
        dropped += moved;
    }
    state.counters["dropped"] = dropped;
}

void BM_DragStrokeWithPlayerView150(benchmark::State &state)
{
    dragStroke(state, false, true);
}
void BM_DragStrokeWithoutPlayerView150(benchmark::State &state)
{
    dragStroke(state, false, false);
}
void BM_DragStrokeWithPlayerView150Bright(benchmark::State &state)
{
    dragStroke(state, true, true);
}
void BM_DragStrokeWithoutPlayerView150Bright(benchmark::State &state)
{
    dragStroke(state, true, false);
}

// Both strokes each iteration, the order swapped every other one; range(0) = 1: in
// daylight; range(1): the pace (StrokeRig::Pace: 0 one turn, 1 the events after every
// move, 2 a hand's 60 moves a second). The time reported is the stroke with the players'
// view; the counters the medians of both and their ratio.
void BM_DragStrokePlayerViewCost150(benchmark::State &state)
{
    const bool daylight = state.range(0) != 0;
    const auto paced = StrokeRig::Pace(state.range(1));
    StrokeRig with(strokeMap(daylight), true);
    StrokeRig without(strokeMap(daylight), false);
    std::vector<double> withs, withouts, ratios;
    int n = 0;
    for (auto _ : state) {
        double a = 0, b = 0;
        if (n++ % 2 == 0) {
            with.stroke(&a, paced);
            without.stroke(&b, paced);
        } else {
            without.stroke(&b, paced);
            with.stroke(&a, paced);
        }
        state.SetIterationTime(a / 1e6);
        withs.push_back(a);
        withouts.push_back(b);
        ratios.push_back(a / b);
    }
    for (auto *v : {&withs, &withouts, &ratios})
        std::sort(v->begin(), v->end());
    state.counters["with_ms"] = withs[withs.size() / 2] / 1e3;
    state.counters["without_ms"] = withouts[withouts.size() / 2] / 1e3;
    state.counters["ratio"] = ratios[ratios.size() / 2];
}

} // namespace

BENCHMARK(BM_DragStrokeWithPlayerView150)->UseManualTime()->Iterations(10)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DragStrokeWithoutPlayerView150)->UseManualTime()->Iterations(10)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DragStrokeWithPlayerView150Bright)->UseManualTime()->Iterations(10)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DragStrokeWithoutPlayerView150Bright)->UseManualTime()->Iterations(10)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DragStrokePlayerViewCost150)
    ->UseManualTime()
    ->ArgNames({"daylight", "paced"})
    ->Args({0, 0})
    ->Args({1, 0})
    ->Args({0, 1})
    ->Args({1, 1})
    ->Iterations(10)
    ->Unit(benchmark::kMillisecond);
// A hand's pace: 2.5 s a stroke in real time, so fewer of them.
BENCHMARK(BM_DragStrokePlayerViewCost150)
    ->UseManualTime()
    ->ArgNames({"daylight", "paced"})
    ->Args({1, 2})
    ->Args({0, 2})
    ->Iterations(6)
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FogPerDragStepParty6)->Unit(benchmark::kMillisecond)->MinTime(2.0);
BENCHMARK(BM_CarriedLightDragStepParty6)
    ->Unit(benchmark::kMillisecond)
    ->ArgNames({"daylight", "torch"})
    ->Args({0, 1})
    ->Args({0, 0})
    ->Args({1, 1})
    ->Args({1, 0})
    ->MinTime(2.0);
BENCHMARK(BM_PlayersFrameBigMap)
    ->ArgNames({"side", "walls"})
    ->ArgsProduct({{200, 600}, {2000, 300}})
    ->Unit(benchmark::kMicrosecond)
    ->MinTime(2.0);
BENCHMARK(BM_FogCoreUpdateParty6)->Unit(benchmark::kMicrosecond)->Arg(0)->Arg(1)->Arg(2);

int main(int argc, char **argv)
{
    return bm::bench::runOffscreen(argc, argv);
}
