#!/usr/bin/env python3
"""Scores the SwiftUI views and view models of `whittle audit --format json` against the labels.

usage: score.py WHITTLE_BIN DEV_CORPUS [--kind view|viewModel] [--show ID] [--unit NAME]
                                        [--report FILE]

For each app in labels.jsonl it audits DEV_CORPUS/<app> (or reads --report FILE instead of
running WHITTLE_BIN, for every app), finds each labelled unit in the report's `swiftUIViews`
(views) or `viewModels` (view models) array by type name and file, and compares the
responsibilities reported with the labels over the ids that do not belong in that kind of unit
(docs/swiftui.md):
  views        all but view-construction, user-input, rendering, lifecycle, composition,
               model-observation (kept) and cell-configuration (not used for views): 14 ids;
  view models  all but those six kept ids and formatting (a view model is a presenter): 14 ids.
It prints precision, recall, F1 and specificity per id and overall for each kind, then every
disagreement: a missed responsibility with the label's evidence, a reported one the label says
is absent with the auditor's evidence. A unit the report does not contain counts as reporting
nothing (its present labels are misses); how many were found is printed as "found N/M".
A report without the arrays (today's auditor) scores found 0/M.
--kind keeps one kind of unit; --show ID limits the disagreements to one id; --unit NAME to one
unit; --report FILE scores a saved report (the same file for every app) instead of running
the auditor.
"""
import collections, json, os, subprocess, sys

KEPT = {"view-construction", "user-input", "rendering", "lifecycle", "composition", "model-observation"}
SKIPPED = {"view": KEPT | {"cell-configuration"}, "viewModel": KEPT | {"formatting"}}
ARRAY = {"view": "swiftUIViews", "viewModel": "viewModels"}
TITLE = {"view": "views", "viewModel": "view models"}
HERE = os.path.dirname(os.path.abspath(__file__))


def audit(binary, folder, report):
    if report:
        with open(report) as f:
            return json.load(f)
    run = subprocess.run([binary, "audit", "--format", "json", folder], capture_output=True, text=True)
    if run.returncode not in (0, 1):
        sys.exit(f"whittle exited {run.returncode} on {folder}: {run.stderr[-400:]}")
    return json.loads(run.stdout)


def same_file(reported, path):
    reported = reported.replace("\\", "/")
    return reported == path or reported.endswith("/" + path)


def find(units, type_name, path):
    """The reported unit of that type declared in that file (name qualified or not)."""
    short = type_name.split(".")[-1]
    exact = [u for u in units if u.get("name") == type_name and same_file(u.get("file", ""), path)]
    if exact:
        return exact[0]
    loose = [u for u in units if str(u.get("name", "")).split(".")[-1] == short and same_file(u.get("file", ""), path)]
    return loose[0] if loose else None


def rates(tp, fp, fn, tn):
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    return p, r, (2 * p * r / (p + r) if p + r else 0.0), (tn / (tn + fp) if tn + fp else 0.0)


def overall(counts):
    total = [sum(counts[k].values()) for k in ("tp", "fp", "fn", "tn")]
    return rates(*total)


def main():
    args = sys.argv[1:]
    if len(args) < 2 or args[0].startswith("--"):
        sys.exit(__doc__)
    binary, corpus = args[0], args[1]
    option = lambda name: args[args.index(name) + 1] if name in args and args.index(name) + 1 < len(args) else None
    only_id, only_unit, only_kind, report = option("--show"), option("--unit"), option("--kind"), option("--report")
    if only_kind not in (None, "view", "viewModel"):
        sys.exit("--kind takes view or viewModel")
    labels = [json.loads(line) for line in open(os.path.join(HERE, "labels.jsonl")) if line.strip()]
    if only_kind:
        labels = [row for row in labels if row["kind"] == only_kind]
    by_app = collections.defaultdict(list)
    for row in labels:
        by_app[row["app"]].append(row)
    counts = {kind: {k: collections.Counter() for k in ("tp", "fp", "fn", "tn")} for kind in ARRAY}
    labelled, found_count = collections.Counter(), collections.Counter()
    notes, missing = [], []
    for app, rows in sorted(by_app.items()):
        folder = os.path.join(corpus, app)
        if not report and not os.path.isdir(folder):
            sys.exit(f"{folder} is missing: run setup.sh first (see README.md)")
        data = audit(binary, folder, report)
        for row in rows:
            kind = row["kind"]
            labelled[kind] += 1
            unit = find(data.get(ARRAY[kind]) or [], row["type"], row["path"])
            if unit is None:
                missing.append(f"{app}:{row['type']}")
            else:
                found_count[kind] += 1
            found = {r["id"]: r for r in (unit or {}).get("responsibilities", [])}
            for rid, label in row["labels"].items():
                if rid in SKIPPED[kind]:
                    continue
                predicted = rid in found
                key = ("tp" if predicted else "fn") if label["present"] else ("fp" if predicted else "tn")
                counts[kind][key][rid] += 1
                if key in ("fp", "fn") and only_id in (None, rid) and only_unit in (None, row["type"]):
                    if key == "fn":
                        why = "label: " + label["evidence"]
                    else:
                        ev = found[rid].get("evidence", [])[:2]
                        why = "auditor: " + "; ".join(f"{e.get('member')} L{e.get('line')} {e.get('token')}" for e in ev)
                    notes.append(f"{'missed  ' if key == 'fn' else 'extra   '}{rid:17} {row['type']:34} {why[:160]}")
    for kind in ARRAY:
        if not labelled[kind]:
            continue
        print(f"{TITLE[kind]} ({labelled[kind]} labelled, {len(set(row['labels']) - SKIPPED[kind]) if labels else 0} ids)")
        c = counts[kind]
        for rid in sorted(set().union(*c.values())):
            n = [c[k][rid] for k in ("tp", "fp", "fn", "tn")]
            p, r, f1, s = rates(*n)
            print(f"{rid:18} P {p:.2f} R {r:.2f} F1 {f1:.2f} spec {s:.2f}  (tp {n[0]} fp {n[1]} fn {n[2]} tn {n[3]})")
    print("\n".join(sorted(notes)))
    if missing:
        print("not found in the report:", ", ".join(missing))
    for kind in ARRAY:
        if labelled[kind]:
            p, r, f1, s = overall(counts[kind])
            print(f"{TITLE[kind]}: precision {p:.3f} recall {r:.3f} F1 {f1:.3f} specificity {s:.3f} found {found_count[kind]}/{labelled[kind]}")
    merged = {k: sum((counts[kind][k] for kind in ARRAY), collections.Counter()) for k in ("tp", "fp", "fn", "tn")}
    p, r, f1, s = overall(merged)
    print(f"overall: precision {p:.3f} recall {r:.3f} F1 {f1:.3f} specificity {s:.3f} found {sum(found_count.values())}/{len(labels)}")


if __name__ == "__main__":
    main()
