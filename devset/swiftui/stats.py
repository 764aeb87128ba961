#!/usr/bin/env python3
"""Measures the labelled units: the `stats` field of labels.jsonl.

usage: stats.py DEV_CORPUS [--check] [--write]

For each line of labels.jsonl it reads DEV_CORPUS/<app>/<path> and the unit's
extension_files, and measures
  lines        lines of the type declaration and of every extension of it (from the line of
               the `struct`/`class`/`extension` keyword to its closing brace), without the
               lines of nested views and view models (they are units of their own);
  body_lines   (views) lines of `body` plus the computed subviews and `@ViewBuilder`
               functions it uses, followed transitively: members of the type returning
               `some View`/`some ToolbarContent` or marked `@ViewBuilder`/`@ToolbarContentBuilder`,
               referenced by name from `body` or from one already counted;
  state_properties  number of `@State` and `@StateObject` properties of the type (views and view
               models alike; not those of nested types).
Without flags it prints a table; --check compares with the stats stored in labels.jsonl;
--write stores the measured stats into labels.jsonl.
"""
import json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))


def mask(text):
    """The text with comments and string literals blanked (same length, newlines kept)."""
    out, i, n = list(text), 0, len(text)
    def blank(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i); j = n if j < 0 else j
            blank(i, j); i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j): depth += 1; j += 2
                elif text.startswith("*/", j): depth -= 1; j += 2
                else: j += 1
            blank(i, j); i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3); j = n if j < 0 else j + 3
            blank(i, j); i = j
        elif text[i] == '"':
            j, depth = i + 1, 0
            while j < n and text[j] != "\n":
                if text[j] == "\\" and j + 1 < n and text[j + 1] == "(":
                    depth += 1; j += 2; continue
                if text[j] == "\\": j += 2; continue
                if depth and text[j] == "(": depth += 1
                elif depth and text[j] == ")": depth -= 1
                elif not depth and text[j] == '"': break
                j += 1
            blank(i, j + 1); i = j + 1
        else:
            i += 1
    return "".join(out)


def close(m, start):
    """Index of the brace closing the one at `start` in masked text m."""
    depth = 0
    for k in range(start, len(m)):
        if m[k] == "{": depth += 1
        elif m[k] == "}":
            depth -= 1
            if depth == 0:
                return k
    return len(m) - 1


def line_of(m, pos):
    return m.count("\n", 0, pos) + 1


def spans(path, type_name):
    """(start, open_brace, end) of the declaration and extensions of type_name in one file."""
    text = open(path, encoding="utf-8", errors="replace").read()
    m = mask(text)
    found = []
    pat = re.compile(r"\b(struct|class|enum|actor|extension)\s+(?:[\w.]+\.)?" + re.escape(type_name) + r"\b(?![.\w])")
    for hit in pat.finditer(m):
        brace = m.find("{", hit.end())
        if brace < 0:
            continue
        found.append((hit.start(), brace, close(m, brace)))
    return m, found


def members(m, brace, end):
    """Top-level members of a type span returning views: name -> (kind, start, end)."""
    out = {}
    depth_at = 0
    k = brace + 1
    # positions at depth 1 inside the type
    pat = re.compile(r"(@(?:ViewBuilder|ToolbarContentBuilder)\s+)?((?:(?:private|fileprivate|public|internal|static|nonisolated|@MainActor)\s+)*)(var|func)\s+(\w+)([^{=]*?)\{", re.S)
    depth = 0
    i = brace + 1
    top = []
    while i < end:
        c = m[i]
        if c == "{": depth += 1
        elif c == "}": depth -= 1
        elif depth == 0 and (m.startswith("var", i) or m.startswith("func", i) or m.startswith("@ViewBuilder", i) or m.startswith("@ToolbarContentBuilder", i)) and not (m[i - 1].isalnum() or m[i - 1] == "_"):
            top.append(i)
        i += 1
    for pos in top:
        hit = pat.match(m, pos)
        if not hit:
            continue
        viewbuilder, kind, name, sig = hit.group(1), hit.group(3), hit.group(4), hit.group(5)
        # a stored property has no brace on its line: do not run on to the next member's brace
        if kind == "var" and "\n" in sig:
            continue
        if re.search(r"\b(var|let|func|init|struct|class|enum)\b", sig):
            continue
        returns_view = re.search(r"some\s+(?:View|ToolbarContent)\b|->\s*AnyView\b|:\s*AnyView\b", sig)
        if m[hit.end() - 1] != "{":
            continue
        if kind == "var" and "(" in sig.split(":")[0]:
            continue
        b = hit.end() - 1
        if name == "body" or viewbuilder or returns_view:
            stop = close(m, b)
            if all(stop != other[2] for other in out.get(name, [])):  # `@ViewBuilder var x` is found twice
                out.setdefault(name, []).append((kind, pos, stop))
    return out


UNIT = re.compile(r"\b(struct|class|enum|actor)\s+\w+[^{]*?:[^{]*\b(View|UIViewRepresentable|NSViewRepresentable|UIViewControllerRepresentable|NSViewControllerRepresentable|ObservableObject)\b[^{]*\{")


def nested_units(m, brace, end):
    """Lines of the views and view models declared directly inside a type span."""
    lines, depth, i = 0, 0, brace + 1
    while i < end:
        c = m[i]
        if c == "{": depth += 1
        elif c == "}": depth -= 1
        elif depth == 0 and c in "sce" and not (m[i - 1].isalnum() or m[i - 1] == "_"):
            hit = UNIT.match(m, i)
            if hit:
                start_brace = hit.end() - 1
                stop = close(m, start_brace)
                lines += line_of(m, stop) - line_of(m, i) + 1
                i = stop + 1
                continue
        i += 1
    return lines


def measure(corpus, row):
    app_dir = os.path.join(corpus, row["app"])
    lines, state, views = 0, 0, {}
    texts = []
    for rel in [row["path"]] + row.get("extension_files", []):
        m, found = spans(os.path.join(app_dir, rel), row["type"].split(".")[-1])
        for start, brace, end in found:
            lines += line_of(m, end) - line_of(m, start) + 1 - nested_units(m, brace, end)
            depth, i = 0, brace + 1
            while i < end:
                if m[i] == "{": depth += 1
                elif m[i] == "}": depth -= 1
                elif depth == 0 and m.startswith("@State", i) and re.match(r"@State(Object)?\b", m[i:]):
                    state += 1
                i += 1
            for name, found_spans in members(m, brace, end).items():
                views.setdefault(name, []).extend((m,) + span for span in found_spans)
    stats = {"lines": lines, "state_properties": state}
    if row["kind"] == "view":
        body_lines, todo, seen = 0, ["body"] if "body" in views else [], set()
        while todo:
            name = todo.pop()
            if name in seen:
                continue
            seen.add(name)
            chunk = ""
            for m, kind, start, end in views[name]:  # overloads of one name count together
                body_lines += line_of(m, end) - line_of(m, start) + 1
                chunk += m[start:end] + "\n"
            for other, spans_of_other in views.items():
                okind = spans_of_other[0][1]
                if other in seen or other == name:
                    continue
                if re.search(r"(?<![\w.])" + re.escape(other) + (r"\s*\(" if okind == "func" else r"\b(?!\s*\()"), chunk) or \
                   re.search(r"\bself\." + re.escape(other) + r"\b", chunk):
                    todo.append(other)
        stats["body_lines"] = body_lines
        stats["body_members"] = sorted(seen)
    return stats


def main():
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__)
    corpus = args[0]
    path = os.path.join(HERE, "labels.jsonl")
    rows = [json.loads(l) for l in open(path) if l.strip()]
    bad = 0
    for row in rows:
        got = measure(corpus, row)
        if "--check" in args:
            want = row.get("stats", {})
            diff = {k: (want.get(k), v) for k, v in got.items() if want.get(k) != v}
            if diff:
                bad += 1
                print(f"{row['type']}: {diff}")
        else:
            print(f"{row['app'][:24]:24} {row['kind']:9} {row['type']:32} lines {got['lines']:4} body {got.get('body_lines', '-'):>4} state {got['state_properties']:2} {' '.join(got.get('body_members', []))}")
        row["stats"] = got
    if "--write" in args:
        with open(path, "w") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
    if "--check" in args:
        print(f"{len(rows) - bad}/{len(rows)} units measure as labelled")

if __name__ == "__main__":
    main()
