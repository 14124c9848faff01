#!/usr/bin/env bash
# make bench: a venv with the harness's Python packages, the whole-process figures beside
# the Textual peer (bench.py), then Core's in-process figures with package-benchmark.
set -uo pipefail
cd "$(dirname "$0")/.."
if [ ! -d ../shared/bench ]; then
  echo "../shared/bench (the harness and the Textual peer) is not beside this checkout; nothing to measure with." >&2
  exit 2
fi
if [ ! -x .bench/venv/bin/python ] || ! .bench/venv/bin/python -c 'import textual, pyte, ptyprocess' 2>/dev/null; then
  python3 -m venv .bench/venv && .bench/venv/bin/pip install -q textual==8.2.8 pyte pexpect || exit 2
fi
status=0
.bench/venv/bin/python bench/bench.py "$@" || status=$?

echo
echo "In-process (Core, ordo-one package-benchmark; wall clock p50 … p99):"
if (cd bench/InProcess && swift package --allow-writing-to-package-directory benchmark --no-progress) \
     > .bench/results/in-process.txt 2>&1; then
  awk '/^[a-z].*$/ && !/^[│╒╞├╘]/ {name=$0} /Time \(wall clock\)/ {print "  " name ": " $0}' .bench/results/in-process.txt \
    | sed -E 's/│ +Time \(wall clock\) \(([^)]*)\) \* +│ +([0-9]+) │ +([0-9]+) │ +([0-9]+) │ +([0-9]+) │ +([0-9]+) │ +([0-9]+) │.*/p0 \2, p50 \4, p99 \7 \1/'
else
  echo "  the in-process benchmarks did not run; see .bench/results/in-process.txt"
  status=1
fi
exit $status
