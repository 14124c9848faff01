#!/usr/bin/env python3
"""make startup-order: rewrite Link/startup.ld, the code the release binary runs while a
person starts it and browses, so the linker lays it out side by side.

Why: the release binary is ~70 MB of Swift runtime, Foundation and app code, and the
kernel maps code in whole chunks (64 kB, more where the page cache holds larger folios)
around each page it touches. Startup code scattered over the file makes the process
resident in megabytes it never runs; grouped, it is several megabytes smaller and starts
faster (README → Performance). A stale script costs only that: sections it names that no
longer exist match nothing.

How: the release binary runs on a pseudo-terminal under valgrind's callgrind, as the bench
drives it (TERM=xterm-256color, UTF-8, its questions answered), while keys walk Home →
list → 50 down → detail → filter → search → help → quit: on the embedded catalog with no
saved state, on a catalog file, and on the embedded catalog again over what they saved
(once key by key, once with each step's keys in one write). Every instruction that ran is
looked up in the link map `make release` writes (.build/challenge.map) to find the input
section that holds it — a function, or a whole object's code where a library was built
without a section per function — and the script lists those sections, by file, at the
start of `.text`. What runs at start varies a little with timing and saved state, so a new
profile adds to what the script names; `make startup-order FRESH=1` starts over.

Sections, not symbol names: many files each have a private helper of the same name
(`objectdestroyTm`), and some functions have no name at all (`.L__unnamed_1`); a list of
names moved every file's copy or missed the nameless ones. Needs valgrind (installed with
apt when missing).
"""
from __future__ import annotations

import bisect
import collections
import json
import os
import pty
import re
import select
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import fcntl
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BINARY = ROOT / ".build" / "release" / "challenge"
LINK_MAP = ROOT / ".build" / "challenge.map"
SCRIPT = ROOT / "Link" / "startup.ld"
# Arrows as a terminal sends them once the app has asked for keypad mode (SS3, not CSI).
ENTER, DOWN, ESCAPE, RIGHT = b"\r", b"\x1bOB", b"\x1b", b"\x1bOC"
# (keys, seconds to wait after them) — slow, because of valgrind.
WALK = [([ENTER], 3), ([DOWN] * 50, 4), ([ENTER], 3), ([ESCAPE], 3), ([b"f"], 3), ([ESCAPE], 3),
        ([b"f"], 3), ([RIGHT], 2),
        ([ENTER], 3), ([b"/"], 2), ([b"S", b"m", b"i"], 3), ([ENTER], 3), ([ESCAPE], 3), ([b"?"], 2),
        ([ESCAPE], 2), ([ESCAPE], 3), ([b"1"], 3), ([b"q"], 0)]


def need(tool: str, package: str) -> None:
    if shutil.which(tool):
        return
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    subprocess.run(sudo + ["apt-get", "update", "-qq"], check=True)
    subprocess.run(sudo + ["apt-get", "install", "-y", "-qq", package], check=True,
                   env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})


def catalog_file(work: Path, count: int = 826) -> Path:
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


def read_until_quiet(fd: int, quiet: float, limit: float) -> bytes:
    """What the app writes until it has been quiet for `quiet` seconds (or `limit` passed).
    Its questions are answered as the bench's terminal answers them (device attributes,
    cursor position), so the profile takes the paths a measured run takes."""
    seen, end = b"", time.time() + limit
    while time.time() < end:
        ready, _, _ = select.select([fd], [], [], quiet)
        if not ready:
            return seen
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return seen
        if not chunk:
            return seen
        if b"\x1b[c" in chunk or b"\x1b[0c" in chunk:
            os.write(fd, b"\x1b[?6c")
        if b"\x1b[6n" in chunk:
            os.write(fd, b"\x1b[1;1R")
        seen += chunk
    return seen


def profile(work: Path, binary: Path, arguments: list[str], name: str, burst: bool = False) -> Path:
    """Runs the walk under callgrind on an 80x24 pseudo-terminal; returns its output file.
    `burst` sends each step's keys in one write, as a script or a fast typist does (the app
    then reads several keys at once)."""
    out = work / f"callgrind.{name}.out"
    pid, fd = pty.fork()
    if pid == 0:
        os.environ.clear()  # as the bench starts it: state under HOME, kept from run to run
        os.environ.update(TERM="xterm-256color", LANG="C.UTF-8", PATH="/usr/bin:/bin", HOME=str(work / "home"))
        log = os.open(work / "valgrind.log", os.O_WRONLY | os.O_CREAT | os.O_APPEND)
        os.dup2(log, 2)
        os.execvp("valgrind", ["valgrind", "--tool=callgrind", "--dump-instr=yes", "--demangle=no",
                               f"--callgrind-out-file={out}", str(binary), *arguments])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    try:
        screen, deadline = b"", time.time() + 120
        while b"Home" not in screen:
            if time.time() > deadline:
                sys.exit(f"the app did not show Home under valgrind; see {work / 'valgrind.log'}")
            screen += read_until_quiet(fd, 1, 5)
        for keys, pause in WALK:
            for key in [b"".join(keys)] if burst else keys:
                os.write(fd, key)
                read_until_quiet(fd, 0.05, 1)
            read_until_quiet(fd, pause, pause * 4)
        deadline = time.time() + 60
        while time.time() < deadline and os.waitpid(pid, os.WNOHANG) == (0, 0):
            read_until_quiet(fd, 0.5, 1)
    finally:
        try:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass
        os.close(fd)
    if not out.exists() or out.stat().st_size == 0:
        sys.exit(f"callgrind wrote nothing; see {work / 'valgrind.log'}")
    return out


def instructions_run(out: Path, binary_name: str) -> list[tuple[int, str]]:
    """(address, function name) of every instruction of `binary_name` that ran, as callgrind
    saw them: cost lines start with an address, absolute or relative to the line before
    ("+8", "-3", "*"); `ob=`/`fn=` lines say whose the lines below are (ids stand for names
    given once). Only instruction positions are read: calls (`calls=`) take their line's."""
    tables: dict[str, dict[str, str]] = {"ob": {}, "fn": {}, "fl": {}}
    current_object, current_function, address, ran = "", "", 0, []
    header = re.compile(r"^(c?ob|c?fn|c?fi|c?fe|c?fl)=\((\d+)\)(?: (.*))?$")
    for line in out.read_text(errors="replace").splitlines():
        match = header.match(line)
        if match:
            kind, ident, name = match.groups()
            base = kind[1:] if kind.startswith("c") else kind
            table = tables["fl" if base in ("fl", "fi", "fe") else base]
            if name:
                table[ident] = name
            if kind == "ob":
                current_object = table.get(ident, "")
            elif kind == "fn":
                current_function = table.get(ident, "")
            continue
        if not line or not (line[0] in "+-*" or line.startswith("0x")):
            continue
        position = line.split(" ", 1)[0]
        if position.startswith("0x"):
            address = int(position, 16)
        elif position[0] in "+-":
            step = int(position[1:] or "0", 0)  # decimal, or hex with 0x
            address += step if position[0] == "+" else -step
        if current_object.endswith("/" + binary_name):
            ran.append((address, current_function))
    return ran


def load_offset(ran: list[tuple[int, str]], binary: Path) -> int:
    """Where valgrind loaded the binary: the most common distance between a named
    function's lowest address that ran and that name's address in the file."""
    listed = subprocess.run(["nm", "--defined-only", str(binary)], capture_output=True, text=True,
                            check=True).stdout.split("\n")
    counts = collections.Counter(p[2] for p in (line.split() for line in listed) if len(p) == 3)
    at = {p[2]: int(p[0], 16) for p in (line.split() for line in listed)
          if len(p) == 3 and p[1] in "tTwW" and counts[p[2]] == 1}
    lowest: dict[str, int] = {}
    for address, name in ran:
        if name in at and address < lowest.get(name, 1 << 64):
            lowest[name] = address
    distances = collections.Counter(address - at[name] for name, address in lowest.items())
    if not distances:
        sys.exit("no function of the profile is named in the binary (is it stripped?)")
    return distances.most_common(1)[0][0]


def input_sections(link_map: Path) -> tuple[list[int], list[tuple[int, int, str]]]:
    """(start, size, "file:(section)") of every input section in lld's -Map, by address.
    The map's rows are output sections, input sections and symbols, told apart by how far
    the name is indented (a demangled symbol may itself contain ":(")."""
    row = re.compile(r"^\s*([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+( +)(\S.*)$")
    sections = []
    for line in link_map.read_text(errors="replace").splitlines():
        match = row.match(line)
        if match and len(match.group(3)) == 9 and ":(" in match.group(4):
            sections.append((int(match.group(1), 16), int(match.group(2), 16), match.group(4)))
    sections.sort()
    return [s[0] for s in sections], sections


def pattern(place: str) -> tuple[str, str] | None:
    """A linker-script file pattern and section name for "file:(section)", or None for the
    linker's own sections and the C runtime's start files."""
    file, section = place.rsplit(":(", 1)
    section = section[:-1]
    if not section.startswith(".text") or file.startswith("<"):
        return None
    if file.endswith(")"):  # /path/libX.a(member.o)
        archive, member = file[:-1].split("(", 1)
        return f"*{Path(archive).name}:{member}", section
    path = Path(file)
    if path.parent.name.endswith(".build"):  # a SwiftPM object: name its target's folder
        return f"*/{path.parent.name}/{path.name}", section
    return None


def sections_named(script: Path) -> dict[str, list[str]]:
    """The sections an earlier startup.ld names, by file pattern."""
    named: dict[str, list[str]] = {}
    if script.exists():
        for match in re.finditer(r"^    (\S+)\(([^)]*)\)$", script.read_text(), re.MULTILINE):
            named.setdefault(match.group(1), []).extend(match.group(2).split())
    return named


def main() -> int:
    need("valgrind", "valgrind")
    if not BINARY.exists() or not LINK_MAP.exists():
        sys.exit(f"{BINARY} or its link map {LINK_MAP} is missing: run `make release` first")
    starts, sections = input_sections(LINK_MAP)
    with tempfile.TemporaryDirectory(prefix="challenge-order-") as tmp:
        work = Path(tmp)
        # valgrind cannot read the DWARF of this toolchain: profile a copy without it.
        binary = work / "challenge"
        shutil.copy(BINARY, binary)
        subprocess.run(["strip", "--strip-debug", str(binary)], check=True)
        (work / "home").mkdir()
        catalog = str(catalog_file(work))
        # The first run starts with no saved state; the later ones read what it saved.
        ran = instructions_run(profile(work, binary, [], "first"), binary.name)
        ran += instructions_run(profile(work, binary, ["--catalog", catalog], "file"), binary.name)
        ran += instructions_run(profile(work, binary, [], "again"), binary.name)
        ran += instructions_run(profile(work, binary, [], "burst", burst=True), binary.name)
        offset = load_offset(ran, binary)
    # What a run does at start varies a little with timing and with the state it finds, so
    # a new profile adds to the script rather than replacing it (FRESH=1 starts over).
    hot: dict[str, list[str]] = {} if os.environ.get("FRESH") else sections_named(SCRIPT)
    for address in sorted({address - offset for address, _ in ran}):
        index = bisect.bisect_right(starts, address) - 1
        if index < 0 or address >= sections[index][0] + sections[index][1]:
            continue
        place = pattern(sections[index][2])
        if place and place[1] not in hot.setdefault(place[0], []):
            hot[place[0]].append(place[1])
    count = sum(len(names) for names in hot.values())
    if count < 500:
        sys.exit(f"only {count} sections ran; the walk did not get far (is the app changed?)")
    # Named `.text`, these open the output section the linker fills with the rest of the code
    # (a section of another name would hide them from valgrind, and so from the next profile).
    lines = ["/* Generated by `make startup-order` (Link/startup_order.py): the code sections a run",
             "   of the release binary needs, laid out side by side at the start of .text. */",
             "SECTIONS {", "  .text : {"]
    lines += [f"    {file}({' '.join(names)})" for file, names in hot.items()]
    lines += ["  }", "} INSERT BEFORE .init;"]
    SCRIPT.write_text("\n".join(lines) + "\n")
    print(f"wrote {count} sections of {len(hot)} files to {SCRIPT.relative_to(ROOT)}; "
          "run `make release` to link with it")
    return 0


if __name__ == "__main__":
    sys.exit(main())
