#!/usr/bin/env bash
# Fails when the library's sources use an unsafe construct outside the one place that is allowed to (issue 43, item
# 8): `unowned` references, `nonisolated(unsafe)`, unsafe pointers and addressors, `Unmanaged`, `@exclusivity`.
# `Sources/RefreshKit/Storage/StateCell.swift` keeps its addressors, with the measured cost of the safe form in its
# comment. The demo and the tools are not on an app's path but are held to the same rule.
set -euo pipefail
cd "$(dirname "$0")/.."

pattern='\bunowned\b|nonisolated\(unsafe\)|\bunsafe(Mutable)?Address\b|Unsafe(Mutable)?(Raw)?(Buffer)?Pointer|\bUnmanaged\b|@exclusivity|unsafeBitCast'
allowed='^Sources/RefreshKit/Storage/StateCell\.swift:'
found="$(grep -rnE "$pattern" Sources --include='*.swift' | grep -vE '^[^:]+:[0-9]+:\s*///?' | grep -vE "$allowed" || true)"
if [ -n "$found" ]; then
  echo "check-safe-code.sh: unsafe constructs outside StateCell.swift:" >&2
  echo "$found" >&2
  exit 1
fi
echo "safe code: no unsafe construct outside Sources/RefreshKit/Storage/StateCell.swift"
