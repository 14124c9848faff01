#!/usr/bin/env python3
"""make bench: Challenge beside its peers, the same app written with tui-rs (Rust), Bubble Tea
(Go) and Textual (Python), measured in one run by the shared harness
(../shared/bench/termbench.py: a real pseudo-terminal and a terminal emulator). The budget is in
terms a user feels (a frame at 60 Hz is 16.7 ms) or in terms of the tui-rs peer measured in the
same run; the other peers' figures and the ratios to them are a report.

    bench/bench.py [--sizes 826 100000 1000000] [--quick] [--clean-builds]
    bench/bench.py --only columns     (the columns lines alone: Challenge at 200x50, seconds)
    bench/bench.py --only portrait    (a detail with and without its portrait, from a local server)

Raw results go to .bench/results/ (ignored by git). Exit status 1 when a budget
line is missed, so a regression is visible.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = (ROOT.parent / "shared" / "bench").resolve()
WORK = ROOT / ".bench"
RESULTS = WORK / "results"
PY = WORK / "venv" / "bin" / "python"
APP = ROOT / ".build" / "release" / "challenge"
SCENARIOS = Path(__file__).resolve().parent
# The compiled peers: (name in the table, folder under ../shared/bench/peers). Each folder's
# build.sh installs its toolchain with apt-get, builds under PEERS_BUILD_DIR and prints the binary.
COMPILED_PEERS = [("tui-rs", "tuirs"), ("Bubble Tea", "bubbletea")]
# What a peer cannot do, said in its cell rather than a figure: neither peer has a search, and
# both fail the type-ahead burst (crossterm 0.25 reads 1 KiB per wake-up; Bubble Tea 0.19 takes
# one read() as one key), as their READMEs explain.
NO_SEARCH, BURST_FAILS = "no search", "fails"


def sh(args, **kw) -> subprocess.CompletedProcess:
    return subprocess.run([str(a) for a in args], check=False, text=True, capture_output=True, **kw)


def catalog(n: int) -> Path:
    path = WORK / f"catalog_{n}.json"
    if not path.exists():
        with open(path, "w") as out:
            subprocess.run([PY, SHARED / "gen_catalog.py", str(n)], stdout=out, check=True)
    return path


def termbench(name: str, scenario: Path, argv: list, ttff_runs: int, runs: int, extra=()) -> dict | None:
    out = RESULTS / f"{name}.json"
    result = sh([PY, SHARED / "termbench.py", "--scenario", scenario, "--ttff-runs", ttff_runs, "--runs", runs,
                 "--out", out, *extra, "--", *argv])
    (RESULTS / f"{name}.txt").write_text(result.stdout + result.stderr)
    if not out.exists():
        print(f"  {name}: harness failed\n{result.stdout[-2000:]}{result.stderr[-2000:]}", file=sys.stderr)
        return None
    summary = json.loads(out.read_text())["summary"]
    if not summary["all_ok"]:
        print(f"  {name}: some steps failed (see {out.with_suffix('.txt')})", file=sys.stderr)
    return summary


def build_peer(name: str, folder: str) -> Path | None:
    """The peer's own build.sh; a failure is one line and the bench goes on without it."""
    log = RESULTS / f"build_{folder}.txt"
    print(f"building the {name} peer …", file=sys.stderr)
    script = SHARED / "peers" / folder / "build.sh"
    if not script.exists():
        print(f"the {name} peer is not in {script.parent}; measuring without it", file=sys.stderr)
        return None
    result = sh([script], env=dict(os.environ, PEERS_BUILD_DIR=str(WORK / "peers")))
    log.write_text(result.stdout + result.stderr)
    binary = Path(result.stdout.strip().splitlines()[-1]) if result.stdout.strip() else None
    if result.returncode != 0 or binary is None or not binary.exists():
        last = (result.stderr.strip().splitlines() or ["no output"])[-1]
        print(f"the {name} peer did not build (exit {result.returncode}: {last}; see {log}); "
              f"measuring without it", file=sys.stderr)
        return None
    return binary


def idle_cpu_ms(argv: list, seconds: float) -> float | None:
    """CPU the app uses while nobody types: spawn, wait for Home, sit still."""
    sys.path.insert(0, str(SHARED))
    import termbench as tb  # noqa: E402  (the shared harness's own pty session)
    env = {k: os.environ[k] for k in ("PATH", "HOME", "USER") if k in os.environ}
    env.update(TERM="xterm-256color", LANG="C.UTF-8")
    session = tb.Session([str(a) for a in argv], 80, 24, env)
    try:
        session.wait_frame(session.t_spawn, {"expect": "Home"}, None, 0.005, 60)
        session.settle(0.5)
        before = session.stats()["cpu_s"]
        time.sleep(seconds)
        return round((session.stats()["cpu_s"] - before) * 1000, 1)
    finally:
        session.close()


def replay_keys_per_s(n: int, keys: int = 50000) -> float:
    """Headless replay while scrolling, one step (and one frame) per key."""
    script = WORK / f"scroll_{keys}.tape"
    script.write_text("Set Size 80x24\nEnter\n" + "Down\n" * keys)
    empty = WORK / "empty.tape"
    empty.write_text("Set Size 80x24\nEnter\n")
    def timed(path: Path) -> float:
        best = float("inf")
        for _ in range(3):
            start = time.perf_counter()
            sh([APP, "replay", path, "--catalog", catalog(n)])
            best = min(best, time.perf_counter() - start)
        return best
    return round(keys / max(timed(script) - timed(empty), 1e-6))


def peer_pilot_keys_per_s(n: int) -> float | None:
    result = sh([PY, SHARED / "textual_pilot_bench.py", "--count", n], cwd=SHARED)
    (RESULTS / f"peer_pilot_{n}.json").write_text(result.stdout)
    try:
        data = json.loads(result.stdout)
    except json.JSONDecodeError:
        return None
    for key in ("keys_per_s", "keys_per_s_median"):
        if key in data:
            return data[key]
    numbers = [v for k, v in data.items() if "keys_per_s" in k and isinstance(v, (int, float))]
    return numbers[0] if numbers else None


def tag(summary: dict | None, name: str, field: str = "latency_frame_ms") -> float | None:
    if not summary or name not in summary["per_tag"]:
        return None
    value = summary["per_tag"][name]
    return value["bytes_per_key"] if field == "bytes" else value[field]["median"]


def columns_figures() -> dict:
    """The same scroll at 200x50 drawn as columns (a location's residents beside the list) and
    as one screen, on the embedded catalog (the generated ones hold characters only)."""
    figures = {}
    for layout in ("auto", "stack"):
        summary = termbench(f"swift_columns_{layout}", SCENARIOS / "scenario_columns.json", [APP, "--layout", layout], 0, 2,
                            extra=["--size", "200x50"])
        figures[f"scroll_200_{layout}_ms"] = tag(summary, "scroll")
        figures[f"scroll_200_{layout}_bytes"] = tag(summary, "scroll", "bytes")
    return figures


def figures(basic, latency, burst, search, idle, keys, tabs=None, kitty=None, inspector=None) -> dict:
    pick = lambda s, k: s[k]["median"] if s and s.get(k) else None
    latency_all = latency or basic
    return {
        "ttff_ms": pick(basic, "ttff_frame_ms"),
        "key_latency_median_ms": pick(latency_all, "latency_frame_ms_no_bare_esc"),
        "key_latency_p95_ms": latency_all["latency_frame_ms_no_bare_esc"]["p95"] if latency_all else None,
        "esc_back_ms": pick(basic, "latency_frame_ms_bare_esc"),
        "kitty_back_ms": tag(kitty, "back-to-list"),
        "open_list_ms": tag(basic, "open-list"),
        "filter_change_ms": tag(search, "filter-apply"),
        "search_change_ms": tag(search, "search-submit"),
        "tab_switch_ms": tag(tabs, "tab-switch"),
        "palette_open_ms": tag(tabs, "palette-open"),
        "palette_key_ms": tag(tabs, "palette-key"),
        "inspector_key_ms": tag(inspector, "inspector-key"),
        "scroll_bytes_per_key": tag(basic, "scroll", "bytes"),
        "peak_rss_mb": basic["rss"]["tree_vmhwm_mb"] if basic and basic.get("rss") else None,
        "burst_keys_per_s": (next(iter(burst["bursts"].values()))["keys_per_s"]["median"]
                             if burst and burst.get("bursts") else None),
        "headless_keys_per_s": keys,
        "idle_cpu_ms_10s": idle,
    }


def budget(n: int, ours: dict, tuirs: dict) -> list[tuple]:
    """(line, ours, limit, met, how): limits in terms a user feels (a frame at 60 Hz is
    16.7 ms) or the tui-rs peer's figure from this run (none when it did not build: n/a);
    the other peers' figures are a report beside them, never a limit."""
    rs = lambda key, scale=1.0: tuirs[key] * scale if isinstance(tuirs.get(key), (int, float)) else None
    rss_limit = {826: 8.0, 100000: 40.0, 1000000: 300.0}
    lines = [
        ("first frame", ours["ttff_ms"], rs("ttff_ms"), "tui-rs's") if n == 826
        else ("first frame", ours["ttff_ms"], 16.0, "one frame at 60 Hz"),
        ("key → frame median", ours["key_latency_median_ms"], rs("key_latency_median_ms"), "tui-rs's"),
        ("key → frame p95", ours["key_latency_p95_ms"], rs("key_latency_p95_ms"), "tui-rs's"),
        ("bytes per scroll key", ours["scroll_bytes_per_key"], rs("scroll_bytes_per_key", 0.2), "a fifth of tui-rs's"),
        ("search keystroke", ours["search_change_ms"], 16.0, "one frame at 60 Hz"),
        ("Back, bare Esc", ours["esc_back_ms"], 40.0, "ESCDELAY 25 ms + a frame"),
        ("idle CPU over 10 s (ms)", ours["idle_cpu_ms_10s"], 10.0, "idle means idle"),
        ("key → frame, inspector docked", ours["inspector_key_ms"], 16.0, "within a frame"),
        ("tab switch", ours["tab_switch_ms"], 16.0, "within a frame"),
        ("palette keystroke", ours["palette_key_ms"], 16.0, "within a frame"),
    ]
    if n in rss_limit:
        lines.append(("peak RSS (MB)", ours["peak_rss_mb"], rss_limit[n], f"at most {rss_limit[n]:.0f} MB"))
    if n == 826:
        lines.append(("stripped binary (MB)", ours["stripped_binary_mb"], 32.0, "at most 32 MB"))
    if "scroll_200_auto_ms" in ours:
        lines += columns_lines(ours)
    if "portrait_with_ttff_ms" in ours:
        lines += portrait_lines(ours)
    return checked(lines)


def stripped_binary_mb() -> float:
    with tempfile.TemporaryDirectory() as folder:
        stripped = Path(folder) / "challenge"
        subprocess.run(["strip", "-o", stripped, APP], check=True)
        return stripped.stat().st_size / 1e6


def clean_build_minutes() -> dict:
    """Clean `make release` and clean `make test`'s build, each in a scratch folder of its own."""
    times = {}
    for name, argv in (("release", ["-c", "release", "--product", "challenge"]), ("test", ["--build-tests"])):
        scratch = WORK / f"build-{name}"
        subprocess.run(["rm", "-rf", scratch], check=True)
        start = time.monotonic()
        subprocess.run(["swift", "build", "--scratch-path", scratch, *argv], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
        times[name] = (time.monotonic() - start) / 60
        subprocess.run(["rm", "-rf", scratch], check=True)
    return times


def portrait_figures(reps: tuple) -> dict:
    """Rick's detail opened at start from a server on 127.0.0.1, with his portrait and with
    --no-images: the first frame with the fields, and keys while the portrait is on the screen."""
    sys.path.insert(0, str(SCENARIOS))
    from portrait_server import PortraitServer  # noqa: E402  (stdlib and libjpeg-turbo only)
    figures = {}
    with PortraitServer() as url:
        for name, extra in (("with", []), ("without", ["--no-images"])):
            argv = [APP, "--api-base-url", url, "--open", "challenge://character/detail/1", *extra]
            summary = termbench(f"swift_portrait_{name}", SCENARIOS / "scenario_portrait.json", argv, reps[0], 2)
            figures[f"portrait_{name}_ttff_ms"] = summary["ttff_frame_ms"]["median"] if summary else None
            figures[f"portrait_{name}_key_ms"] = tag(summary, "move-on-detail")
    return figures


def portrait_lines(ours: dict) -> list[tuple]:
    within = lambda key, slack: ours[key] + slack if ours.get(key) is not None else None
    return [("first frame, detail + portrait", ours["portrait_with_ttff_ms"], within("portrait_without_ttff_ms", 1.0),
             "within 1 ms of --no-images"),
            ("key → frame, detail + portrait", ours["portrait_with_key_ms"], within("portrait_without_key_ms", 0.2),
             "within 0.2 ms of --no-images")]


def columns_lines(ours: dict) -> list[tuple]:
    one_ms, one_bytes = ours["scroll_200_stack_ms"], ours["scroll_200_stack_bytes"]
    return [("columns key → frame 200x50", ours["scroll_200_auto_ms"], one_ms + 1.0 if one_ms is not None else None,
             "within 1 ms of one screen"),
            ("columns bytes/scroll 200x50", ours["scroll_200_auto_bytes"], one_bytes, "no more than one screen")]


def checked(lines: list[tuple]) -> list[tuple]:
    """(line, ours, limit, how) -> (line, ours, limit, met, how)."""
    out = []
    for name, value, limit, how in lines:
        at_least = name.startswith("headless")
        met = None if value is None or limit is None else (value >= limit if at_least else value <= limit)
        out.append((name, value, limit, met, how))
    return out


ROWS = [("first frame (ms)", "ttff_ms"), ("key → frame median (ms)", "key_latency_median_ms"),
        ("key → frame p95 (ms)", "key_latency_p95_ms"), ("Back, bare Esc (ms)", "esc_back_ms"),
        ("Back, kitty Esc (ms)", "kitty_back_ms"),
        ("opening the list (ms)", "open_list_ms"), ("filter change (ms)", "filter_change_ms"),
        ("search change (ms)", "search_change_ms"), ("tab switch (ms)", "tab_switch_ms"),
        ("palette open (ms)", "palette_open_ms"), ("palette keystroke (ms)", "palette_key_ms"),
        ("key → frame, inspector docked (ms)", "inspector_key_ms"),
        ("bytes per scroll key", "scroll_bytes_per_key"),
        ("scroll 200x50, columns (ms)", "scroll_200_auto_ms"), ("scroll 200x50, one screen (ms)", "scroll_200_stack_ms"),
        ("bytes/scroll 200x50, columns", "scroll_200_auto_bytes"),
        ("bytes/scroll 200x50, one screen", "scroll_200_stack_bytes"),
        ("first frame, detail + portrait (ms)", "portrait_with_ttff_ms"),
        ("first frame, detail, --no-images (ms)", "portrait_without_ttff_ms"),
        ("key → frame, detail + portrait (ms)", "portrait_with_key_ms"),
        ("key → frame, detail, --no-images (ms)", "portrait_without_key_ms"),
        ("peak RSS (MB)", "peak_rss_mb"), ("stripped binary (MB)", "stripped_binary_mb"),
        ("type-ahead burst (keys/s)", "burst_keys_per_s"),
        ("headless keys/s", "headless_keys_per_s"), ("idle CPU, 10 s (ms)", "idle_cpu_ms_10s")]


def fmt(v) -> str:
    if isinstance(v, str):
        return v
    return "—" if v is None else (f"{v:,.0f}" if abs(v) >= 100 else f"{v:.1f}")


def print_tables(report: dict) -> None:
    """One table per size: Challenge, each peer measured, and each peer's figure over
    Challenge's (for keys/s the other way round), so above 1× Challenge is ahead."""
    for n, r in report.items():
        names = list(r["peers"])
        print(f"\n{n:,} characters. ×: the peer's figure over Challenge's (keys/s: Challenge's over the peer's); "
              "above 1× Challenge is ahead; —: the app has no such screen or it was not measured")
        print("| | Challenge | " + " | ".join(names) + " | " + " | ".join(f"× {p}" for p in names) + " |")
        print("|" + "---|" * (2 + 2 * len(names)))
        for label, key in ROWS:
            o = r["challenge"].get(key)
            values = [r["peers"][p].get(key) for p in names]
            if o is None and all(v is None for v in values):
                continue
            numeric = lambda v: isinstance(v, (int, float)) and v > 0
            ratios = [(f"{(o / v if key.endswith('keys_per_s') else v / o):.1f}×" if numeric(o) and numeric(v) else "—")
                      for v in values]
            print(f"| {label} | {fmt(o)} | " + " | ".join(fmt(v) for v in values) + " | " + " | ".join(ratios) + " |")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", nargs="+", type=int, default=[826, 100000, 1000000])
    ap.add_argument("--clean-builds", action="store_true", help="also time clean builds (about 10 minutes)")
    ap.add_argument("--quick", action="store_true", help="fewer repetitions (noisier)")
    ap.add_argument("--no-peer", action="store_true", help="measure Challenge only (the tui-rs lines are n/a)")
    ap.add_argument("--only", choices=["columns", "portrait"], help="measure one group of lines alone")
    cfg = ap.parse_args()
    RESULTS.mkdir(parents=True, exist_ok=True)
    if cfg.only:
        lines = checked(columns_lines(columns_figures()) if cfg.only == "columns"
                        else portrait_lines(portrait_figures((2, 1) if cfg.quick else (5, 3))))
        for name, value, limit, met, how in lines:
            mark = {True: "met   ", False: "MISSED", None: "n/a   "}[met]
            print(f"  [{mark}] {name:<28} {value if value is not None else '—'}  (limit {limit}: {how})")
        return 1 if any(met is False for _, _, _, met, _ in lines) else 0
    with_peer = SHARED.exists() and not cfg.no_peer
    reps = (2, 1) if cfg.quick else (5, 3)
    binaries = {name: build_peer(name, folder) for name, folder in COMPILED_PEERS} if with_peer else {}
    report, failed = {}, False
    for n in cfg.sizes:
        cat = catalog(n)
        ours_argv = [APP, "--catalog", cat]
        print(f"measuring Challenge, {n} characters …", file=sys.stderr)
        ours = figures(
            termbench(f"swift_basic_{n}", SCENARIOS / "scenario_basic.json", ours_argv, *reps),
            termbench(f"swift_latency_{n}", SCENARIOS / "scenario_latency.json", ours_argv, 0, 2),
            termbench(f"swift_burst_{n}", SHARED / "scenario_burst.json", ours_argv, 0, 2) if n >= 801 else None,
            termbench(f"swift_search_{n}", SCENARIOS / "scenario_search.json", ours_argv, 0, 2),
            idle_cpu_ms(ours_argv, 10),
            replay_keys_per_s(n),
            termbench(f"swift_tabs_palette_{n}", SCENARIOS / "scenario_tabs_palette.json", ours_argv, 0, 2),
            termbench(f"swift_kitty_{n}", SCENARIOS / "scenario_basic.json", ours_argv, 0, 2, extra=["--kitty"]),
            termbench(f"swift_inspector_{n}", SCENARIOS / "scenario_inspector.json", ours_argv + ["--inspector"], 0, 2,
                      extra=["--size", "160x40"]),
        )
        if n == 826:
            ours.update(columns_figures())
            ours.update(portrait_figures(reps))
            ours["stripped_binary_mb"] = stripped_binary_mb()
        peers = {}
        # The compiled peers run the shared scenarios (Home is left with Esc there) on rows they
        # make themselves from --count, the same rows as the generated catalog.
        for name, folder in COMPILED_PEERS:
            if binaries.get(name) is None:
                continue
            print(f"measuring the {name} peer, {n} characters …", file=sys.stderr)
            argv = [binaries[name], "--count", n]
            peers[name] = figures(
                termbench(f"{folder}_basic_{n}", SHARED / "scenario_basic.json", argv, *reps),
                termbench(f"{folder}_latency_{n}", SHARED / "scenario_latency.json", argv, 0, 2),
                None, None, idle_cpu_ms(argv, 10), None,
            )
            peers[name].update(search_change_ms=NO_SEARCH, burst_keys_per_s=BURST_FAILS if n >= 801 else None)
        # Textual takes minutes to start on a million characters: it is reported up to 100,000.
        if with_peer and n <= 100000:
            print(f"measuring the Textual peer, {n} characters …", file=sys.stderr)
            peer_argv = [PY, SHARED / "textual_app.py", "--count", n]
            slow = n > 10000
            peers["Textual"] = figures(
                termbench(f"peer_basic_{n}", SHARED / "scenario_basic.json", peer_argv, *((3, 1) if slow else reps)),
                None if slow else termbench(f"peer_latency_{n}", SHARED / "scenario_latency.json", peer_argv, 0, 1),
                termbench(f"peer_burst_{n}", SHARED / "scenario_burst.json", peer_argv, 0, 1) if n >= 801 else None,
                None, None, peer_pilot_keys_per_s(n),
            )
            peers["Textual"]["search_change_ms"] = NO_SEARCH
        lines = budget(n, ours, peers.get("tui-rs", {}))
        failed |= any(met is False for _, _, _, met, _ in lines)
        report[n] = dict(challenge=ours, peers=peers,
                         budget=[dict(line=l, ours=o, limit=lim, met=m, how=h) for l, o, lim, m, h in lines])

    builds = clean_build_minutes() if cfg.clean_builds else {}
    build_lines = checked([("clean make release (min)", builds.get("release"), 4.0, "at most 4 minutes"),
                           ("clean make test build (min)", builds.get("test"), 6.0, "at most 6 minutes")])
    if builds:
        failed |= any(met is False for _, _, _, met, _ in build_lines)
    (RESULTS / "bench.json").write_text(json.dumps(dict(report=report, builds=builds), indent=1))
    print_tables(report)
    print("\nBudget (n/a: not measured in this run):")
    for n, r in report.items():
        for b in r["budget"]:
            mark = {True: "met   ", False: "MISSED", None: "n/a   "}[b["met"]]
            print(f"  [{mark}] {n:>9,} chars  {b['line']:<30} {fmt(b['ours']):>9}  (limit {fmt(b['limit'])}: {b['how']})")
    for line, value, limit, met, how in build_lines:
        mark = {True: "met   ", False: "MISSED", None: "n/a   "}[met]
        print(f"  [{mark}] {'':>15}  {line:<30} {fmt(value):>9}  (limit {fmt(limit)}: {how}; --clean-builds)")
    print(f"\nraw results: {RESULTS}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
