#!/usr/bin/env bash
# Builds the SwiftUI development corpus: the Swift sources of the three apps the labels come
# from, at the commits the labels were made on.
#
#   1. Bring each repository of REPOS.tsv onto this machine with the search tool's fetch
#      (github:OWNER/NAME); it answers with the path of a git directory.
#   2. bash setup.sh OUT_DIR GIT_DIR...      (one GIT_DIR per fetched repository)
#
# OUT_DIR/<app>/ then holds the sources; keep OUT_DIR outside the repository (or ignored).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:?usage: setup.sh OUT_DIR GIT_DIR...}; shift
mkdir -p "$out"
for git_dir in "$@"; do
  head=$(git --git-dir "$git_dir" rev-parse HEAD)
  line=$(awk -F'\t' -v c="$head" '$3 == c' "$here/REPOS.tsv")
  if [ -z "$line" ]; then
    echo "skip $git_dir: its HEAD $head is not a commit in REPOS.tsv (labels need the exact snapshot)" >&2
    continue
  fi
  app=$(echo "$line" | cut -f2)
  python3 - "$git_dir" "$out/$app" <<'PY'
import os, re, subprocess, sys
git_dir, dest = sys.argv[1:3]
tree = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "HEAD"], capture_output=True, text=True, check=True).stdout.splitlines()
vendored = re.compile(r"^(ThirdParty|External|Externals|deps|Pods|Carthage)/")
items = []
for entry in tree:
    meta, path = entry.split("\t", 1)
    _, kind, sha = meta.split()
    if kind == "blob" and path.endswith(".swift") and not vendored.match(path):
        items.append((sha, path))
cat = subprocess.Popen(["git", "--git-dir", git_dir, "cat-file", "--batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
for sha, path in items:
    cat.stdin.write((sha + "\n").encode()); cat.stdin.flush()
    size = int(cat.stdout.readline().split()[2]); data = cat.stdout.read(size); cat.stdout.read(1)
    target = os.path.join(dest, path)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "wb") as f: f.write(data)
cat.stdin.close(); cat.wait()
print(f"{dest}: {len(items)} Swift files")
PY
done
