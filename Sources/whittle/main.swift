#if canImport(Glibc)
import Foundation
import Glibc

// glibc gives each thread that allocates its own malloc arena (up to eight per core). The
// audit builds facts on worker threads, analyses them on new worker threads and writes the
// report on the main thread, so memory freed in one phase must be reusable by the next.
// One arena per worker plus the main thread's makes that deterministic: each phase's workers
// take over the arenas the previous phase's workers left (glibc hands out freed arenas
// first), so the analysis reuses the space the facts freed. Measured on 1.5 million lines:
// 270 MB in every run; with one arena per core the peak was 234 MB or, one run in three,
// 310 MB (which worker landed in which arena varied); one arena in all was 236 MB but 6%
// slower. `MALLOC_ARENA_MAX` in the environment still wins. `mallopt` is looked up because
// Swift's Glibc module does not import <malloc.h>; -8 is its `M_ARENA_MAX`.
if ProcessInfo.processInfo.environment["MALLOC_ARENA_MAX"] == nil,
    let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt")
{
    typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
    let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
    _ = mallopt(-8, Int32(ProcessInfo.processInfo.activeProcessorCount + 1))
}
#endif

import WhittleCLI

WhittleCommand.main()
