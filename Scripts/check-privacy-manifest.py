#!/usr/bin/env python3
"""Audits the library targets for Apple's required-reason APIs and checks their privacy manifests.

Usage: python3 Scripts/check-privacy-manifest.py     (from anywhere; needs `swift` on PATH for the manifest's targets)

For each target of a library product (an app links these; the demo and the tests it does not), the Swift sources are
searched, comments and one-line string literals left out, for the symbols of the five categories of Apple's
"Describing use of required reason API": file timestamps, system boot time, disk space, user defaults, active
keyboards. Then:

- a target that uses a category must ship `PrivacyInfo.xcprivacy` in its folder, as a resource
  (`resources: [.copy("PrivacyInfo.xcprivacy")]` in Package.swift), declaring that category with at least one of
  Apple's reasons for it;
- a target's manifest declares no category its sources do not use (a stale reason misleads an app's review), says
  `NSPrivacyTracking` (false, with no tracking domains) and lists `NSPrivacyCollectedDataTypes`;
- a target that uses none needs no manifest: the line says so.

The symbol lists follow Apple's page as of 2026-11; a symbol it adds later is missed until it is added here.
Exit: 0 every target passes; 1 one does not.
"""

import json
import os
import plistlib
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Category: (what it is, the symbols that use it, Apple's reasons for it).
CATEGORIES = {
    "NSPrivacyAccessedAPICategoryFileTimestamp": (
        "file timestamps",
        r"creationDate|modificationDate|fileModificationDate|contentModificationDate(?:Key)?|creationDateKey"
        r"|NSFileCreationDate|NSFileModificationDate|NSURLContentModificationDateKey|NSURLCreationDateKey"
        r"|attributesOfItem|getattrlist|getattrlistbulk|fgetattrlist|getattrlistat|fstatat|fstat|lstat|stat(?=\s*\()",
        {"DDA9.1", "C617.1", "3B52.1", "0A2A.1"},
    ),
    "NSPrivacyAccessedAPICategorySystemBootTime": (
        "system boot time",
        r"systemUptime|mach_absolute_time",
        {"35F9.1", "8FFB.1", "3D61.1"},
    ),
    "NSPrivacyAccessedAPICategoryDiskSpace": (
        "disk space",
        r"volumeAvailableCapacity\w*|volumeTotalCapacity\w*|NSURLVolumeAvailableCapacity\w*|NSURLVolumeTotalCapacity\w*"
        r"|systemFreeSize|systemSize|NSFileSystemFreeSize|NSFileSystemSize|statfs|statvfs|fstatfs|fstatvfs",
        {"85F4.1", "E174.1", "7D9E.1", "B728.1"},
    ),
    "NSPrivacyAccessedAPICategoryUserDefaults": (
        "user defaults",
        r"UserDefaults|NSUserDefaults|AppStorage",
        {"CA92.1", "1C8F.1", "C56D.1", "AC6B.1"},
    ),
    "NSPrivacyAccessedAPICategoryActiveKeyboards": (
        "active keyboards",
        r"activeInputModes",
        {"3EC4.1", "54BD.1"},
    ),
}
PATTERNS = {name: re.compile(r"(?<![\w.])\.?(?:" + symbols + r")\b") for name, (_, symbols, _) in CATEGORIES.items()}
MANIFEST = "PrivacyInfo.xcprivacy"


def code_lines(path):
    """The file's lines with comments and one-line string literals blanked out, numbered from 1."""
    text = open(path, encoding="utf-8").read()
    text = re.sub(r"/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group(0)), text, flags=re.S)
    for number, line in enumerate(text.split("\n"), 1):
        line = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
        yield number, line.split("//", 1)[0]


def uses(folder):
    """{category: ["file:line: symbol", ...]} for the Swift files under folder."""
    found = {}
    for directory, _, names in sorted(os.walk(folder)):
        for name in sorted(names):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(directory, name)
            for number, line in code_lines(path):
                for category, pattern in PATTERNS.items():
                    for match in pattern.finditer(line):
                        place = f"{os.path.relpath(path, ROOT)}:{number}: {match.group(0).lstrip('.')}"
                        found.setdefault(category, []).append(place)
    return found


def library_targets():
    dump = json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, check=True,
                                     capture_output=True, text=True).stdout)
    names = {name for product in dump["products"] if "library" in product["type"] for name in product["targets"]}
    return [t for t in dump["targets"] if t["name"] in names]


def check_manifest(target, folder, used):
    """The problems of the target's manifest, given the categories it uses."""
    problems = []
    path = os.path.join(folder, MANIFEST)
    try:
        manifest = plistlib.load(open(path, "rb"))
    except Exception as error:  # a manifest Xcode cannot read is no manifest
        return [f"{os.path.relpath(path, ROOT)} is not a property list: {error}"]
    if manifest.get("NSPrivacyTracking") is not False:
        problems.append("NSPrivacyTracking must be present and false (RefreshKit tracks no one)")
    if manifest.get("NSPrivacyTrackingDomains", []):
        problems.append("NSPrivacyTrackingDomains must be empty: RefreshKit connects to nothing")
    if not isinstance(manifest.get("NSPrivacyCollectedDataTypes"), list):
        problems.append("NSPrivacyCollectedDataTypes must be listed (empty: RefreshKit collects nothing)")
    declared = {}
    for entry in manifest.get("NSPrivacyAccessedAPITypes", []):
        category, reasons = entry.get("NSPrivacyAccessedAPIType"), entry.get("NSPrivacyAccessedAPITypeReasons", [])
        if category not in CATEGORIES:
            problems.append(f"{category}: not a category of required-reason API")
            continue
        known = CATEGORIES[category][2]
        if not reasons or any(reason not in known for reason in reasons):
            problems.append(f"{category}: reasons {reasons} are not among Apple's for it ({', '.join(sorted(known))})")
        declared[category] = reasons
    for category in used:
        if category not in declared:
            problems.append(f"{category} is used ({used[category][0]}) and not declared")
    for category in declared:
        if category not in used:
            problems.append(f"{category} is declared and no source of {target['name']} uses it: remove it")
    resources = [r for r in target.get("resources") or [] if os.path.basename(r["path"]) == MANIFEST]
    if not resources:
        problems.append(f'Package.swift does not ship it: resources: [.copy("{MANIFEST}")] on {target["name"]}')
    return problems


def main():
    failed = False
    for target in library_targets():
        name = target["name"]
        folder = os.path.join(ROOT, target.get("path") or os.path.join("Sources", name))
        used = uses(folder)
        has_manifest = os.path.exists(os.path.join(folder, MANIFEST))
        summary = ", ".join(f"{CATEGORIES[c][0]} ({len(places)})" for c, places in sorted(used.items()))
        if not used and not has_manifest:
            print(f"{name}: no required-reason API; no privacy manifest needed")
            continue
        if used and not has_manifest:
            failed = True
            print(f"{name}: uses {summary} and has no {MANIFEST}")
            for category, places in sorted(used.items()):
                reasons = ", ".join(sorted(CATEGORIES[category][2]))
                print(f"  {category} (Apple's reasons: {reasons}):")
                print("\n".join(f"    {place}" for place in places[:10]))
            print(f'  add {os.path.relpath(folder, ROOT)}/{MANIFEST} and resources: [.copy("{MANIFEST}")] to {name}')
            continue
        problems = check_manifest(target, folder, used)
        if problems:
            failed = True
            print(f"{name}: {MANIFEST} is wrong:")
            print("\n".join(f"  {problem}" for problem in problems))
        else:
            print(f"{name}: {MANIFEST} declares what it uses: {summary or 'nothing'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
