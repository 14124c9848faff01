#!/usr/bin/env bash
# The binary users run, checked on every landing (make release-check, in .ci/run): it starts
# where it is copied alone, stripped it stays within the size budget, and it carries no ICU
# data (full Foundation links 34 MB of it; the app imports FoundationEssentials only). When
# ICU is there, the line names the targets whose objects reference full Foundation.
set -euo pipefail
binary=${1:?usage: check_release.sh .build/release/challenge}
objects=$(dirname "$binary")
limit_mb=32

alone=$(mktemp -d)
trap 'rm -rf "$alone"' EXIT
cp "$binary" "$alone/challenge"
if ! version=$(cd "$alone" && env -i PATH=/usr/bin:/bin ./challenge --version 2>&1); then
  echo "release-check: the binary copied alone does not start: $version"
  exit 1
fi

# ICU first: a binary that holds it is also over the size budget, and this line names why.
if nm "$binary" 2>/dev/null | grep icudt >/dev/null; then
  # A Swift symbol of full Foundation is mangled with its module's name: 10Foundation.
  users=$(for object in "$objects"/*.build/*.o; do
    if nm -u "$object" 2>/dev/null | grep '\$s10Foundation' >/dev/null; then basename "$(dirname "$object")" .build; fi
  done | sort -u | tr '\n' ' ')
  echo "release-check: the binary holds ICU data (full Foundation); it is imported by: ${users:-an object outside .build}"
  exit 1
fi

strip -o "$alone/stripped" "$alone/challenge"
bytes=$(stat -c %s "$alone/stripped")
size_mb=$(awk -v b="$bytes" 'BEGIN { printf "%.1f", b / 1048576 }')
if [ "$bytes" -gt $((limit_mb * 1048576)) ]; then
  echo "release-check: the stripped binary is $size_mb MB, over the $limit_mb MB budget"
  exit 1
fi
echo "release-check: $version, $size_mb MB stripped (budget $limit_mb MB), starts alone, no ICU data"
