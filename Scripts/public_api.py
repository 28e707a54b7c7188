#!/usr/bin/env python3
"""Writes or checks the public API page of the DocC catalog (Sources/RefreshKit/RefreshKit.docc/PublicAPI.md).

The page lists every public declaration of the products an app links, one line each, so that a change of the public
API shows in review as a change of that page:
- RefreshKit and RefreshKitUIKit from the symbol graphs of `swift package dump-symbol-graph --minimum-access-level
  public` (on Linux the UIKit layer compiles against the UIKit double, whose module names are put back to UIKit's);
  SPI (`@_spi`) and internal declarations are not in them;
- RefreshKitSwiftUI, which compiles only against an iOS SDK, from its sources: each `public` declaration's first line.

The page groups the declarations by what they are for (an app, a subclass, a host of one's own, tests and tools),
by the type they belong to (`PURPOSES` below: a new public type must be given one, or the script fails), and prints
the count of each group and module. It lists what an app on iOS sees: a declaration compiled only where Core
Graphics is missing (the Linux shim `CGVector`) is left out, and a property whose setter is less than public
(`public internal(set) var`) is shown `{ get }`, which the Linux symbol graph does not do by itself.

Usage: public_api.py SYMBOLGRAPH_DIR [--write]   (without --write: exit 1 and print a diff when the page is stale)
"""
import difflib
import json
import os
import re
import sys

PAGE = "Sources/RefreshKit/RefreshKit.docc/PublicAPI.md"

APP, SUBCLASS, BRIDGE, TOOLS = (
    "For an app: the stock components, their settings and what they report",
    "For a subclass: the base classes, and what a component or view of its own draws with",
    "For a host of your own: the scroll model and the bridge from a scroll view",
    "For tests and tools",
)
# What each public type is for. A leaf's inherited members are listed under the base class that declares them.
PURPOSES = {
    APP: """SimpleHeader SimpleAutoFooter SimpleBackFooter SimpleTrailer CircleLoadingHeader CircleLoadingFooter
        ImageSequenceHeader ImageSequenceAutoFooter ImageSequenceBackFooter StateHeader StateAutoFooter StateBackFooter
        RefreshConfiguration RefreshOptions RefreshLocalization RefreshDiagnostic RefreshDiagnostics RefreshResult
        RefreshState RefreshEvent RefreshObservation RefreshTrigger LastUpdatedStore FileLastUpdatedStore
        InMemoryLastUpdatedStore UserDefaultsLastUpdatedStore RefreshAppearance RefreshImage RefreshImageSequence
        RefreshKeyCommand RefreshAccessibilityAction ScrollViewRefreshKit RefreshViewStyle UIKit.UIScrollView
        RefreshKitScrollPath RefreshStyle View+RefreshKit View+RefreshKitContent RefreshSnapshot""",
    SUBCLASS: """RefreshComponent RefreshHeader RefreshFooter AutoRefreshFooter BackRefreshFooter RefreshTrailer StateTitled
        StateTitles ImageSequenceLeaf CircleLoading RefreshPresentation RefreshLayout RefreshLayoutDirection ScrollChange
        TerminalRenderable RefreshComponentView RefreshViewProviding""",
    BRIDGE: """ScrollModel ScrollHostAdapter HostCommand ScrollDriver ScrollEvent ScrollObservation PanState
        Insets InsetSource AccessibilityScrollDirection AccessibilityAnnouncement""",
    TOOLS: "ScrollTraceEvent",
}
PURPOSE_OF = {name: purpose for purpose, names in PURPOSES.items() for name in names.split()}
# Compiled only where Core Graphics is missing (Linux): an app on an Apple platform never sees them.
LINUX_ONLY = re.compile(r"^\s*#if\s+!canImport\(CoreGraphics\)")
HEADER = """# The public API

Every public declaration of the three products an app links, one line each, by what it is for and by type.

## Overview

This page is generated (`python3 Scripts/public_api.py SYMBOLGRAPH_DIR --write`, after `swift package
dump-symbol-graph --minimum-access-level public`) and CI fails when it is stale, so a change of the public API is a
change of this page in review. What it lists is what the version number speaks for (CHANGELOG.md, "Versioning").
Not listed, and not covered: SPI (`@_spi(Hosting)`, what the package's own modules share: the UIKit and SwiftUI
layers' plumbing; `@_spi(Recording)`, the trace recorder's seam) and the `RefreshKitTools` product.

RefreshKit and RefreshKitUIKit are read from their symbol graphs (the UIKit layer as it compiles on Linux against
the UIKit double, which declares what the layer uses); RefreshKitSwiftUI, which compiles only against an iOS SDK, from
its sources: each public declaration's first line.
"""


_source_cache = {}


def source(symbol):
    """The lines of the file that declares `symbol`, and the 0-based line of its declaration (None when unknown)."""
    location = symbol.get("location")
    if not location or not location["uri"].startswith("file://"):
        return None, None
    path = location["uri"][len("file://"):]
    if path not in _source_cache:
        with open(path) as handle:
            _source_cache[path] = handle.read().split("\n")
    return _source_cache[path], location["position"]["line"]


def linux_only(symbol):
    """Whether `symbol` is declared inside an `#if !canImport(CoreGraphics)` block."""
    lines, line = source(symbol)
    if lines is None:
        return False
    depth = 0
    for text in reversed(lines[:line]):
        stripped = text.strip()
        if stripped.startswith("#endif"):
            depth += 1
        elif stripped.startswith("#if"):
            if depth == 0:
                return bool(LINUX_ONLY.match(text))
            depth -= 1
    return False


def declaration(symbol):
    text = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
    text = re.sub(r"\s+", " ", text).strip()
    if text.endswith("{ get set }"):
        # The Linux symbol graph shows a `public internal(set) var` as `{ get set }`: its source says otherwise.
        lines, line = source(symbol)
        if lines is not None and re.search(r"\b(internal|fileprivate|private|package)\(set\)", lines[line]):
            text = text[: -len("{ get set }")] + "{ get }"
    return text.replace("UIKitDouble.", "UIKit.").replace("QuartzCoreDouble.", "QuartzCore.")


def graph_lines(directory, module):
    """One line per public symbol of `module`'s graphs (its own and its extensions of other modules)."""
    entries = set()
    for name in sorted(os.listdir(directory)):
        if not name.endswith(".symbols.json"):
            continue
        base = name[: -len(".symbols.json")]
        owner, _, extended = base.partition("@")
        if owner != module:
            continue
        with open(os.path.join(directory, name)) as handle:
            graph = json.load(handle)
        extended = {"UIKitDouble": "UIKit", "QuartzCoreDouble": "QuartzCore"}.get(extended, extended)
        # A Linux-only type's members, synthesized ones (with no source location) included, go with it.
        hidden = {s["pathComponents"][0] for s in graph["symbols"] if len(s["pathComponents"]) == 1 and linux_only(s)}
        for symbol in graph["symbols"]:
            if linux_only(symbol) or (not extended and symbol["pathComponents"][0] in hidden):
                continue
            path = symbol["pathComponents"]
            # An extension of another module's type is listed under that type, named with its module.
            owner_type = f"{extended}.{path[0]}" if extended and len(path) > 1 else path[0]
            kind = symbol["kind"]["identifier"]
            top_level = len(path) == 1 and not extended
            entries.add((owner_type, 0 if top_level else 1, declaration(symbol), kind))
    return entries


def source_lines(directory):
    """The first line of each public declaration in `directory`'s Swift files, under its file's name."""
    entries = set()
    for name in sorted(os.listdir(directory)):
        if not name.endswith(".swift"):
            continue
        with open(os.path.join(directory, name)) as handle:
            for line in handle:
                stripped = line.strip()
                if stripped.startswith("///") or stripped.startswith("//"):
                    continue
                if re.match(r"^(@[\w()., ]+ )*public ", stripped) and "@_spi" not in stripped:
                    entries.add((name[: -len(".swift")], 1, stripped.rstrip("{").strip(), ""))
    return entries


def render(symbolgraph_dir):
    modules = [
        ("RefreshKit", graph_lines(symbolgraph_dir, "RefreshKit")),
        ("RefreshKitUIKit", graph_lines(symbolgraph_dir, "RefreshKitUIKit")),
        ("RefreshKitSwiftUI", source_lines("Sources/RefreshKitSwiftUI")),
    ]
    unclassified = sorted({group for _, entries in modules for group, _, _, _ in entries if group not in PURPOSE_OF})
    if unclassified:
        sys.exit("error: give each new public type a purpose in Scripts/public_api.py's PURPOSES: "
                 + ", ".join(unclassified))
    total = sum(len(entries) for _, entries in modules)
    counts = ", ".join(f"{module} {len(entries)}" for module, entries in modules)
    out = [HEADER, f"{total} declarations: {counts}.\n"]
    for purpose in PURPOSES:
        sections = []
        for module, entries in modules:
            groups = {}
            for group, order, text, _ in entries:
                if PURPOSE_OF[group] == purpose:
                    groups.setdefault(group, []).append((order, text))
            if groups:
                sections.append((module, groups))
        if not sections:
            continue  # a purpose whose types all left the public API (issue 58: the trace types to RefreshKitTools)
        count = sum(len(lines) for _, groups in sections for lines in groups.values())
        out.append(f"## {purpose}\n\n{count} declarations.\n")
        for module, groups in sections:
            for group in sorted(groups, key=str.lower):
                out.append(f"### {group} ({module})\n")
                for _, text in sorted(groups[group], key=lambda item: (item[0], item[1])):
                    out.append(f"- `{text.replace('`', '')}`")
                out.append("")
    return "\n".join(out).rstrip() + "\n"


def main():
    args = [arg for arg in sys.argv[1:] if not arg.startswith("--")]
    if len(args) != 1:
        sys.exit(__doc__)
    page = render(args[0])
    if "--write" in sys.argv:
        with open(PAGE, "w") as handle:
            handle.write(page)
        print(f"public API: {PAGE} written")
        return
    with open(PAGE) as handle:
        current = handle.read()
    if current != page:
        sys.stdout.writelines(difflib.unified_diff(current.splitlines(True), page.splitlines(True), PAGE, "now"))
        sys.exit("error: the public API changed: run `python3 Scripts/public_api.py "
                 f"{args[0]} --write` and commit {PAGE} (and a CHANGELOG line)")
    print("public API: the page lists every public declaration")


if __name__ == "__main__":
    main()
