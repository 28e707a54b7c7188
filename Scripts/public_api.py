#!/usr/bin/env python3
"""Writes or checks the public API page of the DocC catalog (Sources/RefreshKit/RefreshKit.docc/PublicAPI.md).

The page lists every public declaration of the products an app links, one line each, so that a change of the public
API shows in review as a change of that page:
- RefreshKit and RefreshKitUIKit from the symbol graphs of `swift package dump-symbol-graph --minimum-access-level
  public` (on Linux the UIKit layer compiles against the UIKit double, whose module names are put back to UIKit's);
  SPI (`@_spi`) and internal declarations are not in them;
- RefreshKitSwiftUI, which compiles only against an iOS SDK, from its sources: each `public` declaration's first line.

Usage: public_api.py SYMBOLGRAPH_DIR [--write]   (without --write: exit 1 and print a diff when the page is stale)
"""
import difflib
import json
import os
import re
import sys

PAGE = "Sources/RefreshKit/RefreshKit.docc/PublicAPI.md"
HEADER = """# The public API

Every public declaration of the three products an app links, one line each, by module and type.

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


def declaration(symbol):
    text = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
    text = re.sub(r"\s+", " ", text).strip()
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
        for symbol in graph["symbols"]:
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
    out = [HEADER]
    modules = [
        ("RefreshKit", graph_lines(symbolgraph_dir, "RefreshKit")),
        ("RefreshKitUIKit", graph_lines(symbolgraph_dir, "RefreshKitUIKit")),
        ("RefreshKitSwiftUI", source_lines("Sources/RefreshKitSwiftUI")),
    ]
    for module, entries in modules:
        count = len(entries)
        out.append(f"## {module}\n\n{count} declarations.\n")
        groups = {}
        for group, order, text, _ in entries:
            groups.setdefault(group, []).append((order, text))
        for group in sorted(groups, key=str.lower):
            out.append(f"### {group}\n")
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
