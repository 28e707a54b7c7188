#!/usr/bin/env python3
"""Every RefreshKit member the prose names in code font exists (issue 57 item 4).

DocC checks its own links (``RefreshLocalization/appStringsTable``) with warnings as errors, and
Scripts/check-doc-snippets.sh compiles every code block; neither reads a name in single backticks in the prose, such
as `RefreshOptions.failureDisplayDuration` or `tableView.refreshKit.header`, nor anything in README.md. This reads the
prose of README.md, docs/*.md, the DocC articles and the `///` comments of Sources/, and checks against the symbol
graphs (`swift package dump-symbol-graph --minimum-access-level public`) that:

- `Type.member`, `Type.member(…)` and `Type/member` name a member of that type, of a type it inherits from or of a
  protocol it conforms to, when `Type` is one of the package's own types (Apple's are not checked);
- `….refreshKit.member` names a member of `ScrollViewRefreshKit`.

Usage: check-doc-names.py SYMBOLGRAPH_DIR. Exit 0 when every name resolves; 1 with `file:line: …` for each that
does not. A name that exists only on Apple platforms (the SwiftUI views, compiled only against the iOS SDK) is not
in the Linux symbol graphs: its type is unknown here, and the name is not checked.
"""

import json
import re
import sys
from collections import defaultdict
from pathlib import Path

MODULES = ("RefreshKit", "RefreshKitUIKit", "RefreshKitSwiftUI", "RefreshKitTools")
TYPE_KINDS = {"swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias"}


def load(graph_dir):
    """Returns (members by type path, parents by type path): the package's public declarations."""
    symbols, relationships = {}, []
    for path in sorted(Path(graph_dir).glob("*.symbols.json")):
        module = path.name.split(".")[0].split("@")[0]
        if module not in MODULES:
            continue
        graph = json.loads(path.read_text(encoding="utf-8"))
        for symbol in graph["symbols"]:
            symbols[symbol["identifier"]["precise"]] = symbol
        relationships += graph["relationships"]
    path_of = {precise: ".".join(s["pathComponents"]) for precise, s in symbols.items()}
    members, types = defaultdict(set), set()
    for symbol in symbols.values():
        components = symbol["pathComponents"]
        if symbol["kind"]["identifier"] in TYPE_KINDS:
            types.add(".".join(components))
        if len(components) > 1:
            name = components[-1]
            members[".".join(components[:-1])].update({name, name.split("(")[0]})
    parents = defaultdict(set)
    for relation in relationships:
        if relation["kind"] in ("inheritsFrom", "conformsTo", "memberOf"):
            source, target = relation["source"], relation["target"]
            if relation["kind"] == "memberOf" and source in path_of and target in path_of:
                # An extension's member of a type declared elsewhere (Apple's, or another module's).
                name = symbols[source]["pathComponents"][-1]
                members[path_of[target]].update({name, name.split("(")[0]})
            elif relation["kind"] != "memberOf" and source in path_of and target in path_of:
                parents[path_of[source]].add(path_of[target])
    return types, members, parents


def declared_in_sources(root):
    """Every name a declaration in Sources/ introduces, public or not: a `///` comment may name an internal member."""
    names = set()
    for path in root.glob("Sources/**/*.swift"):
        names.update(re.findall(r"\b(?:func|var|let|case|class|struct|enum|protocol|typealias)\s+`?([A-Za-z_][A-Za-z0-9_]*)",
                                path.read_text(encoding="utf-8")))
    return names


def has_member(type_path, name, members, parents, seen=None):
    seen = seen or set()
    if type_path in seen:
        return False
    seen.add(type_path)
    if name in members.get(type_path, ()):
        return True
    return any(has_member(parent, name, members, parents, seen) for parent in parents.get(type_path, ()))


def prose_lines(path):
    """(line number, text) of the prose: outside fenced code blocks; for a Swift file, its `///` lines only."""
    fenced = False
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        text = line.strip()
        if path.suffix == ".swift":
            if not text.startswith("///"):
                fenced = False
                continue
            text = text[3:].strip()
        if text.startswith("```"):
            fenced = not fenced
            continue
        if not fenced:
            yield number, line


SPAN = re.compile(r"(?<!`)``?([^`]+?)``?(?!`)")
QUALIFIED = re.compile(r"^([A-Z][A-Za-z0-9]*(?:[./][A-Z][A-Za-z0-9]*)*)[./]([a-z_][A-Za-z0-9_]*)(?:\(.*\))?$")
VIA_REFRESHKIT = re.compile(r"\.refreshKit\.([a-z_][A-Za-z0-9_]*)")


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: check-doc-names.py SYMBOLGRAPH_DIR")
    types, members, parents = load(sys.argv[1])
    if "RefreshComponent" not in types:
        sys.exit(f"error: no RefreshKit symbol graph in {sys.argv[1]}")
    root = Path(__file__).resolve().parent.parent
    files = [root / "README.md", *sorted(root.glob("docs/*.md")), *sorted(root.glob("Sources/*/*.docc/*.md"))]
    files += sorted(root.glob("Sources/**/*.swift"))
    files = [f for f in files if f.name != "PublicAPI.md"]
    internal = declared_in_sources(root)
    problems, checked = [], 0
    for path in files:
        # Markdown is read by an app's developer: it names public declarations only. A `///` comment may name an
        # internal member of the type it documents.
        allowed = internal if path.suffix == ".swift" else set()
        for number, line in prose_lines(path):
            for span in SPAN.findall(line):
                span = span.strip()
                found = QUALIFIED.match(span)
                if found:
                    type_path = found.group(1).replace("/", ".")
                    # Leading components may be a module's name (RefreshKit/RefreshComponent/state).
                    while type_path.split(".")[0] in MODULES and type_path not in types and "." in type_path:
                        type_path = type_path.split(".", 1)[1]
                    if type_path in types:
                        checked += 1
                        name = found.group(2)
                        if name not in allowed and not has_member(type_path, name, members, parents):
                            problems.append(f"{path.relative_to(root)}:{number}: `{span}`: {type_path} has no "
                                            f"member {found.group(2)}")
                for name in VIA_REFRESHKIT.findall(span):
                    checked += 1
                    if name not in allowed and not has_member("ScrollViewRefreshKit", name, members, parents):
                        problems.append(f"{path.relative_to(root)}:{number}: `{span}`: ScrollViewRefreshKit has "
                                        f"no member {name}")
    for problem in problems:
        print(problem)
    if problems:
        print(f"error: {len(problems)} name(s) in the documentation name nothing RefreshKit declares")
        sys.exit(1)
    print(f"documentation names: {checked} qualified names in code font, each declared")


if __name__ == "__main__":
    main()
