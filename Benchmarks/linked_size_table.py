#!/usr/bin/env python3
"""The bytes an app links for RefreshKit + RefreshKitUIKit, by module and area, from `app-size.sh --top 100000`.

Reads the log of `../shared/tools/app-size.sh --top 100000` (every symbol of RefreshKit's objects that the -O link
kept, with its bytes), attributes each symbol to the source area that declares it, and prints a table:
- an area is a directory of `Sources/RefreshKit` (Components, ScrollModel, Host, Leaves, ...) or the UIKit layer;
- a symbol goes to the area of the member it names (`ScrollModel.refreshHeader.modify` to the file that declares
  `refreshHeader` in an extension of `ScrollModel`), else to its type's declaration, else to "Swift runtime
  specializations" (generic code of the standard library specialized for RefreshKit's types) or "string literals";
- what the kept symbols do not account for (the exports trie, fixups, symbol tables) is "link-edit".

Usage: linked_size_table.py APP_SIZE_LOG SOURCES_ROOT [--by-file]   (--by-file: by source file, not area)
Prints the table and, last, `linked: NNN` (the -O growth) and `kept symbols: NNN`.
"""
import os
import re
import sys
from collections import defaultdict

DECLARATION = re.compile(r"^\s*(?:@[\w()., ]+\s+)*(?:(?:public|open|internal|private|fileprivate|final|package|"
                         r"nonisolated|indirect)\s+)*(class|struct|enum|protocol|actor|extension)\s+([A-Z]\w*)")
MEMBER = re.compile(r"^\s*(?:@[\w()., ]+\s+)*(?:(?:public|open|internal|private|fileprivate|final|override|static|"
                    r"class|package|nonisolated|mutating|lazy|weak|dynamic|convenience|required)\s+)*"
                    r"(?:func|var|let|init|subscript|case)\s*([A-Za-z_]\w*)?")


BY_FILE = "--by-file" in sys.argv


def area_of(path, root):
    relative = os.path.relpath(path, root)
    if BY_FILE:
        return relative
    parts = relative.split(os.sep)
    if parts[0] == "RefreshKit" and len(parts) > 2:
        return f"RefreshKit/{parts[1]}"
    return parts[0]


def index_sources(root):
    """type name -> area of its declaration; (type, member) -> area of the file declaring the member."""
    types, members = {}, {}
    for module in ("RefreshKit", "RefreshKitUIKit"):
        for directory, _, files in os.walk(os.path.join(root, module)):
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(directory, name)
                area = area_of(path, root)
                stack = []  # [type, the depth before its declaration, whether its body opened]
                depth = 0
                with open(path, encoding="utf-8") as handle:
                    for line in handle:
                        code = line.split("//")[0]
                        declared = DECLARATION.match(code)
                        if declared:
                            kind, type_name = declared.groups()
                            if kind != "extension":
                                types.setdefault(type_name, area)
                            stack.append([type_name, depth, False])
                        elif stack:
                            member = MEMBER.match(code)
                            if member:
                                members.setdefault((stack[-1][0], member.group(1) or "init"), area)
                        depth += code.count("{") - code.count("}")
                        if stack and depth > stack[-1][1]:
                            stack[-1][2] = True
                        while stack and stack[-1][2] and depth <= stack[-1][1]:
                            stack.pop()
    return types, members


def attribute(symbol, types, members):
    if symbol.startswith("a string literal"):
        return "string literals"
    names = re.findall(r"\b([A-Z]\w*)\.([a-zA-Z_]\w*)", symbol)
    for type_name, member in names:
        if (type_name, member) in members:
            return members[(type_name, member)]
    for word in re.findall(r"\b([A-Z]\w*)\b", symbol):
        if word in types:
            return types[word]
    return "Swift runtime specializations"


def main():
    args = [arg for arg in sys.argv[1:] if arg != "--by-file"]
    if len(args) != 2:
        sys.exit(__doc__)
    log, root = args
    types, members = index_sources(root)
    linked = None
    totals = defaultdict(int)
    symbol_line = re.compile(r"^\s*([\d,]+)  (.+)$")
    in_symbols = False
    for line in open(log, encoding="utf-8", errors="replace"):
        growth = re.match(r"^\+ RefreshKit\+UIKit \(-O\)\s+.*\s\+([\d,]+)\s+\+[\d,]+$", line.rstrip())
        if growth:
            linked = int(growth.group(1).replace(",", ""))
        if line.startswith("RefreshKit's") and "largest symbols" in line:
            in_symbols = True
            continue
        if in_symbols:
            match = symbol_line.match(line.rstrip("\n"))
            if not match:
                in_symbols = False
                continue
            size = int(match.group(1).replace(",", ""))
            area = attribute(match.group(2), types, members)
            totals[area] += size
    if linked is None or not totals:
        sys.exit("linked size: the log has no -O growth or no symbol list (app-size.sh --top 100000)")
    kept = sum(totals.values())
    totals["link-edit (exports trie, fixups, symbol tables)"] = linked - kept
    print(f"{'module / area':<52}{'bytes':>10}{'share':>8}")
    for area, size in sorted(totals.items(), key=lambda item: -item[1]):
        print(f"{area:<52}{size:>10,}{size / linked:>8.1%}")
    print(f"linked: {linked}")
    print(f"kept symbols: {kept}")


if __name__ == "__main__":
    main()
