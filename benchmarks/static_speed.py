"""How fast is the static linter, next to a bare ``libcst.parse_module`` of the same files?

    python benchmarks/static_speed.py [DIR] [--sample K] [--limit N] [--jobs 2] [--mixed-sample K]

DIR defaults to the installed torch package. In one run, each measurement in a fresh process (so
that its peak RSS is its own and no run warms another's caches):

1. bare parse: ``libcst.parse_module`` of every file, one process (reading and decoding not timed);
2. autograd-lint, one process, default rules, no cache (``lint_paths(jobs=1)``);
3. autograd-lint with ``--jobs`` workers (default 2), cache empty (cold: it also writes the cache);
4. the same again, cache full (warm);
5. the prefilter on a mixed corpus (the standard library, which never mentions torch, plus torch;
   every ``--mixed-sample``-th file of each): one process with the prefilter, then without it.

It prints one row per run, then one row per target of issue 6 with the measured ratio. Ratios use
wall-clock time; the CPU-time ratio of the one-process runs is shown too, since on a shared machine
wall time also measures the neighbours. ``--sample 10`` (every 10th file) takes about a tenth of
the time of the full run.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

TARGETS = {"one_process": 1.5, "parallel": 0.8, "warm": 0.05, "rss_mb": 300}


def _peak_rss_mb(who=resource.RUSAGE_SELF) -> float:
    peak = resource.getrusage(who).ru_maxrss
    return peak / (2**20 if sys.platform == "darwin" else 1024)


def _cpu_seconds(who) -> float:
    usage = resource.getrusage(who)
    return usage.ru_utime + usage.ru_stime


# -- children: one measurement each ------------------------------------------------------------------
def child_bare(spec: dict) -> dict:
    import libcst as cst

    from autograd_lint.source import SourceError, read_source

    failed = parsed = 0
    wall = cpu = 0.0
    for path in spec["files"]:
        try:
            text = read_source(path).text  # reading and decoding are not timed
        except SourceError:
            continue
        parsed += 1
        started, started_cpu = time.perf_counter(), time.process_time()
        try:
            cst.parse_module(text)
        except Exception:  # noqa: BLE001 - a file libcst cannot parse is counted, not timed apart
            failed += 1
        wall += time.perf_counter() - started
        cpu += time.process_time() - started_cpu
    return {"wall": wall, "cpu": cpu, "rss": _peak_rss_mb(), "failed": failed, "parsed": parsed}


def child_parse_memory(spec: dict) -> dict:
    """The peak RSS that libcst's parse of one file adds to a process that has imported it."""
    import libcst as cst

    from autograd_lint.source import read_source

    text = read_source(spec["files"][0]).text
    before = _peak_rss_mb()
    try:
        cst.parse_module(text)
    except Exception:  # noqa: BLE001
        pass
    return {"added": _peak_rss_mb() - before, "chars": len(text)}


def child_lint(spec: dict) -> dict:
    from autograd_lint import engine
    from autograd_lint.config import Config

    if not spec.get("prefilter", True):
        engine.might_have_findings = lambda text: True  # every file is parsed and analysed
    profile = engine.Profile()
    config = Config(root=spec["root"])
    wall, cpu = time.perf_counter(), time.process_time()
    result = engine.lint_paths(spec["files"], config=config, jobs=spec["jobs"],
                               cache_dir=spec.get("cache_dir"), profile=profile)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return {"wall": wall, "cpu": cpu, "rss": _peak_rss_mb(),
            "rss_workers": _peak_rss_mb(resource.RUSAGE_CHILDREN),
            "cpu_workers": _cpu_seconds(resource.RUSAGE_CHILDREN),
            "files": result.files, "skipped": result.skipped, "cached": result.cached,
            "findings": len(result.findings), "errors": len(result.errors),
            "jobs": profile.jobs, "parsed": profile.parsed, "seconds": profile.seconds,
            "busiest": max(profile.cpu_by_process.values(), default=0.0)}


def run_child(mode: str, spec: dict) -> dict:
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
        json.dump(spec, handle)
    try:
        env = dict(os.environ)
        env.pop("AUTOGRAD_LINT_JOBS", None)
        started = time.perf_counter()
        done = subprocess.run([sys.executable, os.path.abspath(__file__), "--child", mode,
                               handle.name], capture_output=True, text=True, env=env, check=False)
        elapsed = time.perf_counter() - started
    finally:
        os.unlink(handle.name)
    if done.returncode != 0:
        sys.exit(f"static_speed: the {mode} run failed:\n{done.stderr}")
    measured = json.loads(done.stdout.strip().splitlines()[-1])
    measured["process_wall"] = elapsed  # with the interpreter's start and the imports
    return measured


# -- the corpus ----------------------------------------------------------------------------------------
def corpus(directory: str, sample: int = 1, limit: int | None = None) -> list[str]:
    from autograd_lint.config import Config
    from autograd_lint.discovery import discover

    files = [path for path, _ in discover([directory], Config(root=directory))
             if not path.endswith(".ipynb")]
    files = files[::max(1, sample)]
    return files[:limit] if limit else files


def count_lines(files: list[str]) -> int:
    lines = 0
    for path in files:  # also brings every file into the page cache before anything is timed
        with open(path, "rb") as handle:
            lines += handle.read().count(b"\n")
    return lines


def default_directory() -> str:
    import importlib.util

    spec = importlib.util.find_spec("torch")
    if spec is None or not spec.submodule_search_locations:
        sys.exit("static_speed: torch is not installed; give a directory to measure")
    return list(spec.submodule_search_locations)[0]


# -- the report ----------------------------------------------------------------------------------------
def _load() -> str:
    try:
        return "/".join(f"{x:.1f}" for x in os.getloadavg())
    except OSError:
        return "?"


def _row(name, files, lines, run) -> str:
    rate = lines / run["wall"] if run["wall"] else 0
    return (f"{name:<46}{files:>7}{lines:>10,}{run['wall']:>9.2f}{run['cpu']:>9.2f}"
            f"{rate:>10,.0f}{run['rss']:>8.0f}  {run.get('note', '')}")


def _verdict(value, target, smaller=True) -> str:
    return "met" if (value <= target if smaller else value >= target) else "NOT MET"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("directory", nargs="?", help="default: the installed torch package")
    parser.add_argument("--sample", type=int, default=1, help="every K-th file (default: all)")
    parser.add_argument("--limit", type=int, help="at most N files (after --sample)")
    parser.add_argument("--jobs", type=int, default=2, help="workers for the parallel runs")
    parser.add_argument("--mixed", help="the non-torch half of the mixed corpus (default: the "
                                        "standard library)")
    parser.add_argument("--mixed-sample", type=int, default=10,
                        help="every K-th file of each half of the mixed corpus (default 10)")
    parser.add_argument("--no-mixed", action="store_true", help="skip the prefilter measurement")
    parser.add_argument("--memory-files", type=int, default=5, metavar="K",
                        help="measure the RSS libcst's parse adds for the K largest files, each "
                             "alone in a fresh process (default 5)")
    parser.add_argument("--json", help="also write the measurements to this file")
    parser.add_argument("--child", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        mode, spec_file = args.child
        with open(spec_file, encoding="utf-8") as handle:
            spec = json.load(handle)
        child = {"bare": child_bare, "lint": child_lint, "memory": child_parse_memory}[mode]
        print(json.dumps(child(spec)))
        return 0

    import libcst

    from autograd_lint import __version__

    directory = os.path.abspath(args.directory or default_directory())
    files = corpus(directory, args.sample, args.limit)
    if not files:
        sys.exit(f"static_speed: no Python files under {directory}")
    lines = count_lines(files)
    started = time.perf_counter()

    def progress(what):
        print(f"[{time.perf_counter() - started:6.0f}s, load {_load()}] {what}", file=sys.stderr,
              flush=True)

    spec = {"files": files, "root": directory}
    progress(f"{len(files)} files, {lines:,} lines: bare parse")
    bare = run_child("bare", spec)
    progress("autograd-lint, one process")
    one = run_child("lint", {**spec, "jobs": 1})
    cache_dir = tempfile.mkdtemp(prefix="agl-cache-")
    try:
        progress(f"autograd-lint, --jobs {args.jobs}, cold cache")
        cold = run_child("lint", {**spec, "jobs": args.jobs, "cache_dir": cache_dir})
        progress(f"autograd-lint, --jobs {args.jobs}, warm cache")
        warm = run_child("lint", {**spec, "jobs": args.jobs, "cache_dir": cache_dir})
    finally:
        shutil.rmtree(cache_dir, ignore_errors=True)
    mixed = None
    if not args.no_mixed:
        other = os.path.abspath(args.mixed or os.path.dirname(os.__file__))
        mixed_files = corpus(other, args.mixed_sample) + corpus(directory, args.mixed_sample)
        mixed_lines = count_lines(mixed_files)
        mixed_spec = {"files": mixed_files, "root": os.path.commonpath([other, directory]),
                      "jobs": 1}
        progress(f"mixed corpus ({len(mixed_files)} files): with the prefilter")
        with_filter = run_child("lint", mixed_spec)
        progress("mixed corpus: without the prefilter")
        without = run_child("lint", {**mixed_spec, "prefilter": False})
        mixed = (other, mixed_files, mixed_lines, with_filter, without)
    memory = []
    for path in sorted(files, key=os.path.getsize, reverse=True)[:max(0, args.memory_files)]:
        progress(f"parse memory of {os.path.relpath(path, directory)}")
        measured = run_child("memory", {"files": [path], "root": directory})
        memory.append((measured["added"], os.path.relpath(path, directory), measured["chars"]))
    progress("done")

    jobs_used = cold["jobs"]
    for run in (one, cold, warm):
        run["rss"] = max(run["rss"], run["rss_workers"])
    bare["note"] = f"{bare['failed']} file(s) libcst cannot parse" if bare["failed"] else ""
    one["note"] = (f"{one['skipped']} skipped by the prefilter, {one['findings']} finding(s), "
                   f"{one['errors']} error(s)")
    cold["note"] = f"{jobs_used} process(es); also writes the cache"
    warm["note"] = f"{warm['cached']} file(s) from the cache"
    if warm["cached"] < cold["parsed"] - cold["errors"]:
        warm["note"] += (" (fewer than the cold run parsed: autograd-lint's own source changed "
                         "during the run, which invalidates the cache; run again)")
    out = [f"static speed: {directory}",
           f"  {len(files)} files, {lines:,} lines (sample every {args.sample}, limit "
           f"{args.limit or 'none'}); autograd-lint {__version__}, libcst "
           f"{getattr(libcst, '__version__', '') or _libcst_version()}, Python "
           f"{platform.python_version()}, {platform.system()} {platform.machine()}, "
           f"{os.cpu_count()} cores; load average at the end {_load()}",
           "",
           f"{'run':<46}{'files':>7}{'lines':>10}{'wall s':>9}{'cpu s':>9}{'lines/s':>10}"
           f"{'RSS MB':>8}",
           _row("bare libcst.parse_module, 1 process", len(files), lines, bare),
           _row("autograd-lint, 1 process, no cache", len(files), lines, one),
           _row(f"autograd-lint --jobs {args.jobs}, cold cache", len(files), lines, cold),
           _row(f"autograd-lint --jobs {args.jobs}, warm cache", len(files), lines, warm)]
    if mixed:
        other, mixed_files, mixed_lines, with_filter, without = mixed
        with_filter["note"] = f"{with_filter['skipped']} file(s) skipped, never parsed"
        without["note"] = "every file parsed and analysed"
        out += [_row("mixed corpus, prefilter on, 1 process", len(mixed_files), mixed_lines,
                     with_filter),
                _row("mixed corpus, prefilter off, 1 process", len(mixed_files), mixed_lines,
                     without),
                f"  mixed corpus: every {args.mixed_sample}th file of {other} and of {directory}"]
    ratio_one = one["wall"] / bare["wall"]
    ratio_one_cpu = one["cpu"] / bare["cpu"]
    ratio_par = cold["wall"] / bare["wall"]
    ratio_warm = warm["process_wall"] / cold["process_wall"]
    rss = max(one["rss"], cold["rss"])
    out += ["",
            f"{'target (issue 6)':<52}{'measured':>12}{'target':>10}  verdict",
            f"{'lint / bare parse, one process (wall)':<52}{ratio_one:>11.2f}x{'<= 1.5x':>10}  "
            f"{_verdict(ratio_one, TARGETS['one_process'])} (cpu time: {ratio_one_cpu:.2f}x)",
            f"{f'lint --jobs {args.jobs} / bare parse one process (wall)':<52}{ratio_par:>11.2f}x"
            f"{'<= 0.8x':>10}  {_verdict(ratio_par, TARGETS['parallel'])} "
            f"({jobs_used} process(es), cold cache; cpu time of the busiest worker plus the main "
            f"process: {(cold['busiest'] + cold['cpu']) / bare['cpu']:.2f}x)",
            f"{'warm cache / cold cache (wall, whole command)':<52}{ratio_warm:>11.3f}x"
            f"{'<= 0.05x':>10}  {_verdict(ratio_warm, TARGETS['warm'])} ({warm['process_wall']:.2f} s "
            f"/ {cold['process_wall']:.2f} s with the interpreter's start; lint_paths alone: "
            f"{warm['wall'] / cold['wall']:.3f}x)",
            f"{'project model share of the one-process run':<52}"
            f"{100 * one['seconds'].get('project', 0.0) / max(one['wall'], 1e-9):>10.1f}%"
            f"{'':>10}  (other files read, parsed and run for a file's analysis: "
            f"{one['seconds'].get('project', 0.0):.1f} s; their parse is then reused)",
            f"{'peak RSS of any one process':<52}{rss:>9.0f} MB{'<= 300 MB':>10}  "
            f"{_verdict(rss, TARGETS['rss_mb'])} (bare parse alone: {bare['rss']:.0f} MB)"]
    if memory:
        over = [item for item in memory if item[0] > TARGETS["rss_mb"]]
        out.append(f"  RSS libcst's parse alone adds, largest files ({len(over)} of {len(memory)} "
                   f"over {TARGETS['rss_mb']} MB): " + ", ".join(
                       f"{path} ({chars // 1024} KB: +{added:.0f} MB)"
                       for added, path, chars in sorted(memory, reverse=True)))
    if mixed:
        saving = 1 - with_filter["wall"] / without["wall"]
        out.append(f"{'prefilter on / off, mixed corpus (wall)':<52}"
                   f"{with_filter['wall'] / without['wall']:>11.2f}x{'-':>10}  saves "
                   f"{100 * saving:.0f}%: {with_filter['skipped']} of {len(mixed_files)} files "
                   f"never parsed")
    seconds = one["seconds"]
    parsed = seconds.get("parse", 0.0)
    rule_time = sum(v for k, v in seconds.items() if k.startswith("AGL"))
    out += ["",
            f"where the one-process lint's time goes: parse {parsed:.2f} s, semantic model "
            f"{seconds.get('semantic', 0.0):.2f} s, rules {rule_time:.2f} s, rest "
            f"{one['wall'] - parsed - seconds.get('semantic', 0.0) - rule_time:.2f} s "
            f"(`autograd-lint --profile` prints the same split)"]
    print("\n".join(out))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump({"directory": directory, "files": len(files), "lines": lines, "bare": bare,
                       "one_process": one, "cold": cold, "warm": warm,
                       "parse_memory": memory,
                       "mixed": mixed and {"files": len(mixed[1]), "lines": mixed[2],
                                           "with": mixed[3], "without": mixed[4]}},
                      handle, indent=2)
    return 0


def _libcst_version() -> str:
    try:
        from importlib.metadata import version

        return version("libcst")
    except Exception:  # noqa: BLE001
        return "?"


if __name__ == "__main__":
    raise SystemExit(main())
