#!/usr/bin/env python3
"""make startup-order: rewrite Link/startup.order, the functions the release binary runs
while a person starts it and browses, so the linker lays them out side by side.

Why: the release binary is ~70 MB of Swift runtime, Foundation and app code, and the
kernel maps code in whole chunks around each page it touches. Startup code scattered
over the file makes the process resident in megabytes it never runs; grouped, it is
several megabytes smaller and starts faster (README → Performance). A stale list costs
only that: names that no longer exist are ignored by the linker.

How: the release binary runs in tmux under valgrind's callgrind while keys walk Home →
list → detail → filter → search → quit, once on the embedded catalog and once on a
catalog file; every function of the binary that ran is written out, one mangled name a
line. Needs valgrind and tmux (installed with apt when missing).
"""
from __future__ import annotations

import bisect
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BINARY = ROOT / ".build" / "release" / "challenge"
ORDER = ROOT / "Link" / "startup.order"
# (keys for tmux send-keys, seconds to wait after them) — slow, because of valgrind.
WALK = [(["Enter"], 3), (["Down"] * 50, 4), (["Enter"], 3), (["Escape"], 3), (["f"], 3), (["Right"], 2),
        (["Enter"], 3), (["/"], 2), (["S", "m", "i"], 3), (["Enter"], 3), (["Escape"], 3), (["?"], 2),
        (["Escape"], 2), (["Escape"], 3), (["q"], 0)]


def need(tool: str, package: str) -> None:
    if shutil.which(tool):
        return
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    subprocess.run(sudo + ["apt-get", "update", "-qq"], check=True)
    subprocess.run(sudo + ["apt-get", "install", "-y", "-qq", package], check=True,
                   env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})


def catalog_file(work: Path, count: int = 120) -> Path:
    """A catalog in the API's shape, to profile the --catalog path too."""
    place = {"name": "Earth (C-137)", "url": ""}
    characters = [dict(id=i, name=f"Character {i}", status=["Alive", "Dead", "unknown"][i % 3], species="Human",
                       type="", gender="Female" if i % 2 else "Male", origin=place, location=place, image="",
                       episode=["https://rickandmortyapi.com/api/episode/1"], url="",
                       created="2017-11-04T18:48:46.250Z") for i in range(1, count + 1)]
    path = work / "catalog.json"
    path.write_text(json.dumps({"info": {"count": count, "pages": 1, "next": None, "prev": None},
                                "results": characters}))
    return path


def profile(work: Path, binary: Path, arguments: list[str], name: str) -> Path:
    """Runs the walk under callgrind; returns its output file."""
    out = work / f"callgrind.{name}.out"
    server = f"challenge-order-{os.getpid()}-{name}"
    tmux = ["tmux", "-L", server]
    env_state = {"XDG_STATE_HOME": str(work / "state"), "XDG_RUNTIME_DIR": str(work)}
    command = " ".join([f"{k}={v}" for k, v in env_state.items()] + [
        "valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={out}", str(binary),
        *arguments, f"2>{work / 'valgrind.log'}"])
    subprocess.run(tmux + ["new-session", "-d", "-x", "80", "-y", "24", command], check=True)
    try:
        deadline = time.time() + 120
        while b"Home" not in subprocess.run(tmux + ["capture-pane", "-p"], capture_output=True).stdout:
            if time.time() > deadline:
                sys.exit("the app did not show Home under valgrind; see " + str(work / "valgrind.log"))
            time.sleep(1)
        for keys, pause in WALK:
            for key in keys:
                subprocess.run(tmux + ["send-keys", key], check=True)
                time.sleep(0.05)
            time.sleep(pause)
        deadline = time.time() + 60
        while not out.exists() or out.stat().st_size == 0:
            if time.time() > deadline:
                sys.exit("callgrind wrote nothing; see " + str(work / "valgrind.log"))
            time.sleep(1)
        time.sleep(2)
    finally:
        subprocess.run(tmux + ["kill-server"], capture_output=True)
    return out


def functions_run(out: Path, binary_name: str) -> set[str]:
    """The functions of `binary_name` in a callgrind profile ("fn=(id) name", compressed names)."""
    objects, names, current, seen = {}, {}, None, set()
    pattern = re.compile(r"^(c?ob|c?fn)=\((\d+)\)(?: (.*))?$")
    for line in out.read_text(errors="replace").splitlines():
        match = pattern.match(line)
        if not match:
            continue
        kind, ident, name = match.groups()
        table = objects if kind.endswith("ob") else names
        if name:
            table[ident] = name
        if kind == "ob":
            current = objects.get(ident, "")
        elif kind == "fn" and current.endswith("/" + binary_name):
            seen.add(re.sub(r"'\d+$", "", names[ident]))  # callgrind marks recursion as name'2
    return seen


def main() -> int:
    need("valgrind", "valgrind")
    need("tmux", "tmux")
    if not BINARY.exists():
        sys.exit(f"{BINARY} is missing: run `make release` first")
    with tempfile.TemporaryDirectory(prefix="challenge-order-") as tmp:
        work = Path(tmp)
        (work / "state").mkdir()
        # valgrind cannot read the DWARF of this toolchain: profile a copy without it.
        binary = work / "challenge"
        shutil.copy(BINARY, binary)
        subprocess.run(["strip", "--strip-debug", str(binary)], check=True)
        ran = functions_run(profile(work, binary, [], "embedded"), binary.name)
        ran |= functions_run(profile(work, binary, ["--catalog", str(catalog_file(work))], "file"), binary.name)
        symbols = subprocess.run(["nm", "--defined-only", str(work / "challenge")], capture_output=True,
                                 text=True, check=True).stdout.split("\n")
        addresses = sorted((int(p[0], 16), p[2]) for p in (line.split() for line in symbols)
                           if len(p) == 3 and p[1] in "tTwW")
    defined = {name for _, name in addresses}
    # Functions without a symbol name show up as addresses: name them by the symbol they fall in.
    starts = [a for a, _ in addresses]
    names = set()
    for function in ran:
        if function.startswith("0x"):
            index = bisect.bisect_right(starts, int(function, 16)) - 1
            if index >= 0:
                names.add(addresses[index][1])
        elif function in defined:
            names.add(function)
    if len(names) < 500:
        sys.exit(f"only {len(names)} functions ran; the walk did not get far (is the app changed?)")
    ORDER.write_text("\n".join(sorted(names)) + "\n")
    print(f"wrote {len(names)} functions to {ORDER.relative_to(ROOT)}; run `make release` to link with it")
    return 0


if __name__ == "__main__":
    sys.exit(main())
