#pragma once

// The engine is built for the x86-64 baseline: its loops are SSE code. Run after a library
// routine that used AVX and left the upper halves of the vector registers dirty (Qt's and
// the C library's pick AVX at run time), every SSE instruction on some processors waits
// on those halves: the sight sweep ran a quarter slower on this project's 2-core machine
// (an AMD EPYC) after one QHash lookup by a creature's id, the same instructions. The hot
// engines call this first; it clears them (vzeroupper) where the processor has AVX, and
// does nothing elsewhere or when the compiler itself emits AVX code (it clears them then).

namespace bm {

inline void clearUpperVectorState()
{
#if defined(__x86_64__) && !defined(__AVX__)
    static const bool avx = __builtin_cpu_supports("avx");
    if (avx)
        __asm__ volatile("vzeroupper" ::: "memory");
#endif
}

} // namespace bm
