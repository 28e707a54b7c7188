#!/usr/bin/env python3
"""Checks (and formats) RefreshKit's built-in string tables, the RefreshKit target's localized resources.

Usage: python3 Scripts/export-strings.py --check     (checks the tables; writes nothing)
       python3 Scripts/export-strings.py --format    (rewrites every table in the order of the keys, and the English
                                                     table's comments from the keys' documentation)

The tables are standard `.strings` files, one per language: `Sources/RefreshKit/Localization/Tables/<language>.lproj/
RefreshKit.strings`, keyed by the names of `RefreshLocalization.Key`'s cases, the same names an app uses in its own
strings table (`RefreshLocalization.appStringsTable`), so a table is also a template for an app's overrides. SwiftPM
and Xcode ship them in the package's resource bundle (`RefreshKit_RefreshKit.bundle`, `.resources` on Linux), where
Xcode's Export Localizations and a translator's tools read them; `RefreshStrings` reads them at run time. The English
table carries each key's documentation as its comment, which Xcode exports to translators; the translations carry
none. The English texts are also in `RefreshStrings.english` (Swift), the fallback of an app whose bundle is missing.

`--check` checks every table: a table for each of `RefreshLocalization.supportedLanguages`, exactly the keys of
`RefreshLocalization.Key` (none missing, none unknown, none twice), no empty text, the placeholders of the English text
(`{page}`, `{count}`, `%1$@`, `%2$@`) in each translation, and the Swift fallback equal to the English table.
Exit: 0 all good; 1 a table is wrong.
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LOCALIZATION = os.path.join(ROOT, "Sources", "RefreshKit", "Localization")
TABLES = os.path.join(LOCALIZATION, "Tables")
TABLE_FILE = "RefreshKit.strings"


def keys():
    """[(name, documentation)] of RefreshLocalization.Key, in declaration order."""
    text = open(os.path.join(LOCALIZATION, "RefreshLocalization.swift"), encoding="utf-8").read()
    body = text[text.index("public enum Key:"):]
    body = body[: body.index("public var rawValue")]
    found, comment = [], []
    for line in body.split("\n"):
        stripped = line.strip()
        if stripped.startswith("///"):
            comment.append(stripped[3:].strip())
        elif stripped.startswith("case "):
            found.append((stripped[5:].strip(), " ".join(comment)))
            comment = []
        else:
            comment = []
    return found


def supported_languages():
    """RefreshLocalization.supportedLanguages, read from the Swift source."""
    text = open(os.path.join(LOCALIZATION, "RefreshLocalization.swift"), encoding="utf-8").read()
    match = re.search(r"static let supportedLanguages = \[(.*?)\]", text, flags=re.S)
    return re.findall(r'"([\w-]+)"', match.group(1))


STRING = r'"((?:[^"\\]|\\.)*)"'
ENTRY = re.compile(r"\s*" + STRING + r"\s*=\s*" + STRING + r"\s*;")
COMMENT = re.compile(r"\s*(/\*.*?\*/|//[^\n]*)", flags=re.S)


def unescape(text):
    escapes = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\"}

    def replace(match):
        code = match.group(1)
        if code[0] == "U":
            return chr(int(code[1:], 16))
        return escapes.get(code, code)

    return re.sub(r"\\(U[0-9A-Fa-f]{4}|.)", replace, text)


def escape(text):
    return text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")


def parse(path):
    """[(key, text)] of a .strings file, in file order; raises ValueError where the file is not one."""
    source = open(path, encoding="utf-8").read()
    entries, position = [], 0
    while position < len(source):
        comment = COMMENT.match(source, position)
        if comment:
            position = comment.end()
            continue
        entry = ENTRY.match(source, position)
        if entry:
            entries.append((unescape(entry.group(1)), unescape(entry.group(2))))
            position = entry.end()
            continue
        if source[position:].strip() == "":
            break
        line = source.count("\n", 0, position) + 1
        raise ValueError(f"{path}:{line}: not a .strings entry")
    return entries


def tables(languages):
    """{language: [(key, text)] or None when the file is missing}."""
    found = {}
    for language in languages:
        path = os.path.join(TABLES, f"{language}.lproj", TABLE_FILE)
        found[language] = parse(path) if os.path.exists(path) else None
    return found


def swift_english():
    """The texts of RefreshStrings.english, the fallback compiled into the library."""
    text = open(os.path.join(LOCALIZATION, "RefreshStrings.swift"), encoding="utf-8").read()
    match = re.search(r'static let english = """\n(.*?)\n\s*"""', text, flags=re.S)
    if not match:
        return None
    lines = match.group(1).split("\n")
    indent = min(len(line) - len(line.lstrip(" ")) for line in lines if line.strip())
    return [re.sub(r"\\u\{([0-9A-Fa-f]+)\}", lambda m: chr(int(m.group(1), 16)), line[indent:]) for line in lines]


def check(all_keys, all_tables):
    problems = []
    names = [name for name, _ in all_keys]
    english = dict(all_tables.get("en") or [])
    for language, entries in all_tables.items():
        if entries is None:
            problems.append(f"{language}: no table ({language}.lproj/{TABLE_FILE})")
            continue
        seen = {}
        for key, text in entries:
            if key in seen:
                problems.append(f"{language}: {key} twice")
            seen[key] = text
        for key in seen:
            if key not in names:
                problems.append(f"{language}: {key} is no key of RefreshLocalization.Key")
        for key in names:
            if key not in seen:
                problems.append(f"{language}: lacks {key}")
                continue
            text = seen[key]
            if not text.strip():
                problems.append(f"{language}: {key} is empty")
            for placeholder in re.findall(r"\{\w+\}|%\d\$@", english.get(key, "")):
                if placeholder not in text:
                    problems.append(f"{language}: {key} lacks {placeholder}")
    fallback = swift_english()
    if fallback is None:
        problems.append("RefreshStrings.swift: no `static let english` table")
    elif fallback != [english.get(key) for key in names]:
        problems.append("RefreshStrings.english differs from en.lproj: keep the fallback equal to the English table")
    return problems


def write(all_keys, all_tables):
    for language, entries in all_tables.items():
        if entries is None:
            continue
        texts = dict(entries)
        lines = [f"/* RefreshKit's built-in texts: {language}. Keys: RefreshLocalization.Key; checked by"
                 " Scripts/export-strings.py. */\n"]
        for key, documentation in all_keys:
            if key not in texts:
                continue
            if language == "en":
                lines.append(f"\n/* {documentation.replace('*/', '* /')} */\n")
            lines.append(f'"{key}" = "{escape(texts[key])}";\n')
        with open(os.path.join(TABLES, f"{language}.lproj", TABLE_FILE), "w", encoding="utf-8") as file:
            file.write("".join(lines))


def main(arguments):
    all_keys = keys()
    try:
        all_tables = tables(supported_languages())
    except ValueError as error:
        print(error)
        return 1
    if arguments[:1] == ["--format"]:
        write(all_keys, all_tables)
        all_tables = tables(supported_languages())
    problems = check(all_keys, all_tables)
    for problem in problems:
        print(problem)
    if problems:
        return 1
    print(f"{len(all_tables)} tables, {len(all_keys)} keys each: complete")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
