#!/usr/bin/env bash
# Builds the libFuzzer targets and runs them on seed corpora taken from the repository.
#
#   bash Fuzz/run.sh TARGET|all [SECONDS]     e.g. bash Fuzz/run.sh swift 3600
#
# TARGET: swift, objc, configuration, baseline, report. Crashes are written to
# Fuzz/.artifacts/TARGET/ (crash-*, with the input); the corpus grows in Fuzz/.corpus/TARGET/.
# Replay one input: Fuzz/.build-fuzz/release/FuzzSwiftFrontEnd Fuzz/.artifacts/swift/crash-…
set -euo pipefail

fuzz_dir="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$fuzz_dir")"
target="${1:?usage: Fuzz/run.sh swift|objc|configuration|baseline|report|all [seconds]}"
seconds="${2:-60}"
jobs="${WHITTLE_FUZZ_JOBS:-1}"

product() {
  case "$1" in
    swift) echo FuzzSwiftFrontEnd ;;
    objc) echo FuzzObjCFrontEnd ;;
    configuration) echo FuzzConfiguration ;;
    baseline) echo FuzzBaseline ;;
    report) echo FuzzReport ;;
    *) echo "Fuzz/run.sh: unknown target '$1'; use swift, objc, configuration, baseline, report or all" >&2; exit 2 ;;
  esac
}

# Seeds: the repository's own files of each kind, and a report and baseline of the examples.
seed() {
  local name="$1" corpus="$fuzz_dir/.corpus/$1"
  mkdir -p "$corpus"
  case "$name" in
    swift) find "$root/Examples" "$root/Sources/WhittleAudit/Detectors" "$root/Sources/WhittleAudit/Rules" "$root/Tests/WhittleAuditTests" -name '*.swift' -size -64k -exec cp -n {} "$corpus/" \; ;;
    objc) find "$root/Examples" "$root/Tests" -name '*.[mh]' -size -64k -exec cp -n {} "$corpus/" \;
          # Each detector's and rule's Objective-C examples, one seed each.
          find "$root/Sources/WhittleAudit" -name '*.swift' -exec awk -v dir="$corpus" '
            /objectiveC: #"""/ { n++; f = FILENAME; sub(".*/", "", f); out = dir "/example-" f "-" n ".m"; inside = 1; next }
            inside && /"""#/ { inside = 0; close(out); next }
            inside { gsub("↓", ""); print > out }' {} \; ;;
    configuration) find "$root/Tests" "$root/docs" "$root/Examples" -name '*.yml' -exec cp -n {} "$corpus/" \;
          printf 'exclude: [Pods]\nthresholds:\n  massive_lines: 400\nwrappers:\n  networking: [API*]\nseverities:\n  massive-view-controller: warning\ndisabled_rules: [all]\nlanguages: [swift, objc]\n' > "$corpus/seed.yml" ;;
    baseline|report)
      local whittle="$root/.build/debug/whittle"
      [ -x "$whittle" ] || (cd "$root" && swift build --product whittle >/dev/null)
      # Reports of single screens: a seed over -max_len would be cut and no longer parse.
      "$whittle" audit "$root/Examples/Profile/Massive" --format json > "$fuzz_dir/.corpus/report/profile.json" 2>/dev/null || true
      "$whittle" audit "$root/Examples/Photos/Massive" --format json > "$fuzz_dir/.corpus/report/photos.json" 2>/dev/null || true
      "$whittle" audit "$root/Examples" --write-baseline "$fuzz_dir/.corpus/baseline/examples.json" >/dev/null 2>&1 || true ;;
  esac
}

mkdir -p "$fuzz_dir/.corpus/report" "$fuzz_dir/.corpus/baseline"
(cd "$fuzz_dir" && swift build -c release --scratch-path .build-fuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)

targets=("$target")
[ "$target" = all ] && targets=(swift objc configuration baseline report)
status=0
for name in "${targets[@]}"; do
  binary="$fuzz_dir/.build-fuzz/release/$(product "$name")"
  seed "$name"
  mkdir -p "$fuzz_dir/.artifacts/$name"
  echo "== fuzzing $name for ${seconds}s"
  "$binary" "$fuzz_dir/.corpus/$name" -max_total_time="$seconds" -jobs="$jobs" -workers="$jobs" \
    -max_len=262144 -timeout=20 -rss_limit_mb=4096 -print_final_stats=1 \
    -artifact_prefix="$fuzz_dir/.artifacts/$name/" || status=$?
done
exit "$status"
