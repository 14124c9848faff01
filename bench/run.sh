#!/usr/bin/env bash
# make bench: a venv with the harness's Python packages, then bench.py.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d ../shared/bench ]; then
  echo "../shared/bench (the harness and the Textual peer) is not beside this checkout; nothing to measure with." >&2
  exit 2
fi
if [ ! -x .bench/venv/bin/python ] || ! .bench/venv/bin/python -c 'import textual, pyte, ptyprocess' 2>/dev/null; then
  python3 -m venv .bench/venv
  .bench/venv/bin/pip install -q textual==8.2.8 pyte pexpect
fi
exec .bench/venv/bin/python bench/bench.py "$@"
