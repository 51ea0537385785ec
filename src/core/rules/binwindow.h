#pragma once

// Internal to rules/ (sight.cpp's sweep): which of a run of angular bins lie near one
// bin, without a modulo per bin. Its own header so that tst_sight can check it against
// the plain definition for every bin: no map can (a segment's nearest point changes its
// distance by less than the sweep's margins across a bin, so a window one bin off gives
// the same answers on every map; see sight.cpp, SweepBins::addSegment).

namespace bm::binwindow {

// A run of bins, lo..hi inclusive, counted without wrapping (bin k is k mod turn).
struct Run {
    int lo = 0;
    int hi = -1;
};

// On a circle of `turn` bins, the bins k within `reach` of `centre` (k - centre within
// reach of a multiple of turn) form windows a turn apart. Of those from a turn below
// `centre`'s on, the first that doesn't end before `first`: for 0 <= centre < turn and
// first >= 0, the only one that meets first .. first + turn / 2 (so a loop over a run of
// bins shorter than half a turn splits into before, inside and after, with no modulo).
inline Run windowFrom(int centre, int reach, int first, int turn)
{
    Run run{centre - turn - reach, centre - turn + reach};
    while (run.hi < first) {
        run.lo += turn;
        run.hi += turn;
    }
    return run;
}

} // namespace bm::binwindow
