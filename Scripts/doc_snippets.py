#!/usr/bin/env python3
"""The Swift code blocks of the documentation, for Scripts/check-doc-snippets.sh.

    doc_snippets.py list FILE...                  one line per block: its place, its kind
    doc_snippets.py check KIND DIR FILE... -- SWIFTC_FLAG...
                                                  type-checks each block of KIND, one at a time, with
                                                  `swiftc -typecheck SWIFTC_FLAG...`, writing the blocks to DIR;
                                                  prints each failure and a count (each block with
                                                  DOC_SNIPPETS_VERBOSE=1; the count's label DOC_SNIPPETS_LABEL)

A block is a fenced code block whose info string starts with `swift`. Its kind:

- partial: the line right before its opening fence is `<!-- snippet: partial -->` (a reason may follow `partial`):
  never compiled, listed as skipped;
- `<!-- snippet: continued -->` on that line instead: the block goes on from the file's Swift block before it (a
  test that reads what the block above set up), and is compiled after it, as one file; its kind is that of the two;
- manifest: it starts with `// swift-tools-version`: a Package.swift, checked against PackageDescription;
- ios: it imports UIKit, SwiftUI, RefreshKitUIKit or RefreshKitSwiftUI: checked against an iOS SDK;
- core: any other: checked against the RefreshKit module built on this machine.

A block is compiled on its own, as the main file of a module (top-level statements allowed). A block with no
`import` line is compiled as if it began with `import Foundation` and `import RefreshKit`, the module the
documentation is about. The
caller passes the flags that make the context module (Scripts/doc-snippets/Context.swift) visible.

A warning fails a block as an error does, except an unused value (the `#no-usage` group), which a block may show as
a playground does. Exit status of `check`: 0 every block of KIND compiles; 1 one does not.
"""

import os
import re
import subprocess
import sys

FENCE = re.compile(r"^(\s*)(`{3,}|~{3,})\s*([^\s`]*)(.*)$")
MARKER = re.compile(r"^\s*<!--\s*snippet:\s*(\S+)(.*?)-->\s*$")
IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let)\s+)?(\w+)")
APPLE_UI = {"UIKit", "SwiftUI", "RefreshKitUIKit", "RefreshKitSwiftUI"}
KINDS = ("core", "ios", "manifest", "partial")


class Block:
    def __init__(self, path, line, text, marker, before=None):
        self.path = path  # the Markdown file, as given
        self.line = line  # the line of the block's first line of code, 1-based
        self.marker = marker
        # The file's lines, each with its place in the Markdown file: a continued block's start with those of the
        # block it goes on from.
        own = [(line + i, text_line) for i, text_line in enumerate(text.splitlines())]
        self.lines = (before.lines if before else []) + own
        self.text = "\n".join(text_line for _, text_line in self.lines) + "\n"
        self.imports = [m.group(1) for m in map(IMPORT.match, self.text.splitlines()) if m]

    def place_of(self, file_line):
        """The Markdown line of the compiled file's line `file_line` (1-based)."""
        if 1 <= file_line <= len(self.lines):
            return self.lines[file_line - 1][0]
        return self.line

    @property
    def kind(self):
        if self.marker == "partial":
            return "partial"
        if self.text.lstrip().startswith("// swift-tools-version"):
            return "manifest"
        if APPLE_UI.intersection(self.imports):
            return "ios"
        return "core"

    @property
    def place(self):
        return f"{self.path}:{self.line}"


def blocks(path):
    """The Swift blocks of one Markdown file. Fails on an unknown `snippet:` marker or an unclosed fence."""
    lines = open(path, encoding="utf-8").read().split("\n")
    found, i = [], 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            i += 1
            continue
        indent, fence, info = m.group(1), m.group(2), m.group(3)
        start, j = i, i + 1
        while j < len(lines) and not re.match(r"^\s*" + re.escape(fence[0]) + "{%d,}\\s*$" % len(fence), lines[j]):
            j += 1
        if j == len(lines):
            sys.exit(f"{path}:{start + 1}: a code block that is never closed")
        marker = None
        previous = MARKER.match(lines[start - 1]) if start > 0 else None
        if previous:
            marker = previous.group(1)
            if marker not in ("partial", "continued"):
                sys.exit(f"{path}:{start}: unknown marker '{marker}' (snippet: partial, or snippet: continued)")
        if info == "swift":
            body = [line[len(indent):] if line.startswith(indent) else line.lstrip() for line in lines[start + 1 : j]]
            before = None
            if marker == "continued":
                if not found or found[-1].kind == "partial":
                    sys.exit(f"{path}:{start}: <!-- snippet: continued --> with no checked Swift block before it")
                before = found[-1]
            found.append(Block(path, start + 2, "\n".join(body) + "\n", marker, before))
        elif marker:
            sys.exit(f"{path}:{start}: <!-- snippet: {marker} --> marks a block that is not Swift")
        i = j + 1
    return found


def all_blocks(paths):
    result = []
    for path in paths:
        result.extend(blocks(path))
    return result


def check(kind, out_dir, paths, flags, verbose=False):
    os.makedirs(out_dir, exist_ok=True)
    failed = checked = 0
    for index, block in enumerate(b for b in all_blocks(paths) if b.kind == kind):
        name = re.sub(r"[^A-Za-z0-9]+", "_", os.path.splitext(block.path)[0]).strip("_")
        # The block is the main file of its module: the file name main.swift allows top-level code either way.
        folder = os.path.join(out_dir, f"{index:03d}-{name}-{block.line}")
        os.makedirs(folder, exist_ok=True)
        source = os.path.join(folder, "main.swift")
        with open(source, "w", encoding="utf-8") as f:
            f.write(block.text)
        extra = []
        if kind != "manifest" and not block.imports:
            for module in ("Foundation", "RefreshKit"):
                extra += ["-Xfrontend", "-import-module", "-Xfrontend", module]
        command = ["swiftc", "-typecheck", "-module-name", "Snippet"] + flags + extra + [source]
        result = subprocess.run(command, capture_output=True, text=True)
        output = result.stdout + result.stderr
        # Diagnostics in the block's file, written as places in the Markdown file.
        def relocate(m):
            return f"{block.path}:{block.place_of(int(m.group(1)))}:{m.group(2)}"

        output = re.sub(re.escape(source) + r":(\d+):(\d+)", relocate, output)
        # Warnings count as errors (a deprecated API, a capture Swift 6 refuses later), except an unused value: a
        # block may show a value as a playground does (`header.currentFrameIndex  // 3`).
        errors = [
            line
            for line in output.splitlines()
            if re.search(r"\berror:", line) or (re.search(r"\bwarning:", line) and "[#no-usage]" not in line)
        ]
        checked += 1
        if result.returncode != 0 or errors:
            failed += 1
            print(f"{block.place}: FAILS to type-check ({kind})")
            shown = [line for line in output.splitlines() if re.match(r"^\S+:\d+:\d+: (error|warning|note):", line)]
            print("\n".join((shown or output.splitlines())[:30]))
        elif verbose:
            print(f"{block.place}: type-checks ({kind})")
    return 1 if failed else 0, checked, failed


def main(argv):
    if len(argv) >= 2 and argv[1] == "list":
        for block in all_blocks(argv[2:]):
            print(f"{block.place}\t{block.kind}")
        return 0
    if len(argv) >= 4 and argv[1] == "check" and "--" in argv:
        split = argv.index("--")
        kind, out_dir, paths, flags = argv[2], argv[3], argv[4:split], argv[split + 1 :]
        if kind not in KINDS or kind == "partial":
            sys.exit(f"doc_snippets.py: KIND is one of core, ios, manifest, not {kind}")
        verbose = os.environ.get("DOC_SNIPPETS_VERBOSE") == "1"
        status, checked, failed = check(kind, out_dir, paths, flags, verbose)
        label = os.environ.get("DOC_SNIPPETS_LABEL", kind)
        print(f"{label}: {checked - failed} of {checked} blocks type-check")
        return status
    sys.stderr.write(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
