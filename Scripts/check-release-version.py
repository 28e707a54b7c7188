#!/usr/bin/env python3
"""The README installs the CHANGELOG's newest release, and only up to the next minor version (issue 57 item 3).

Before 1.0.0 a minor version may break the public API (CHANGELOG.md says so), so `from: "0.x.y"`, which SwiftPM
reads as "up to the next major version", would let an app take a breaking 0.(x+1).0. The README must therefore name
the newest release that CHANGELOG.md has cut (`## [X.Y.Z] - YYYY-MM-DD`) in `.upToNextMinor(from: "X.Y.Z")`, and
every version the README's installation section installs from must be that one. Exit 0 when it does, 1 with the
differences when it does not.
"""

import re
import sys
from pathlib import Path

root = Path(__file__).resolve().parent.parent
changelog = (root / "CHANGELOG.md").read_text(encoding="utf-8")
readme = (root / "README.md").read_text(encoding="utf-8")

releases = re.findall(r"^## \[(\d+\.\d+\.\d+)\] - \d{4}-\d{2}-\d{2}$", changelog, re.MULTILINE)
if not releases:
    sys.exit("error: CHANGELOG.md has no release heading (## [X.Y.Z] - YYYY-MM-DD)")
newest = releases[0]

problems = []
section = re.search(r"^## Adding RefreshKit as a dependency$(.*?)(?=^## )", readme, re.MULTILINE | re.DOTALL)
if section is None:
    sys.exit('error: README.md has no "## Adding RefreshKit as a dependency" section')
text = section.group(1)

requirements = re.findall(r'\.package\(url: "[^"]+",\s*(.*?)\)\s*$', text, re.MULTILINE)
if not requirements:
    problems.append("the section has no .package(url:…) line")
for requirement in requirements:
    if requirement != f'.upToNextMinor(from: "{newest}")':
        problems.append(f'the package line says {requirement!r}; expected .upToNextMinor(from: "{newest}")')
# The versions the section installs from ("from 0.1.0", "newest release, 0.1.0"); examples of other versions in its
# prose ("a minor release (0.2.0) may …") are not installs.
for version in sorted(set(re.findall(r"(?:\bfrom:? \"?|newest release, )(\d+\.\d+\.\d+)", text))):
    if version != newest:
        problems.append(f"the section installs from {version}, not the newest release {newest}")
if "Up to Next Major" in text:
    problems.append('the section recommends "Up to Next Major", which on 0.x accepts a breaking minor release')

if problems:
    print(f"README.md's installation section does not match CHANGELOG.md's newest release, {newest}:")
    for problem in problems:
        print("  - " + problem)
    sys.exit(1)
print(f"README.md installs {newest}, CHANGELOG.md's newest release, up to the next minor version")
