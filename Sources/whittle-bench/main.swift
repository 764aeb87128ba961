// `swift run -c release whittle-bench <diff|audit>`: benchmarks against a peer measured in
// the same run.
print("usage: whittle-bench <diff|audit> [--format text|json]")
