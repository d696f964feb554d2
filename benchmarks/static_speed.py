"""How fast is the static linter as a user runs it, next to a plain script that parses the same files?

    python benchmarks/static_speed.py [DIRS...] [--rounds 3] [--jobs 2] [--sample K] [--limit N]
    python benchmarks/static_speed.py [DIRS...] --profile [--memory-files K] [--mixed]

DIRS default to the installed torch package. Issue 26's corpus is pytorch/examples, PyTorch-GAN
and timm (eriklindernoren/PyTorch-GAN, huggingface/pytorch-image-models): 468 files, 157,523 lines.
Fetch them outside the repository (never commit them) and name the three folders:

    python benchmarks/static_speed.py /tmp/prod/pytorch+examples \\
        /tmp/prod/eriklindernoren+PyTorch-GAN /tmp/prod/huggingface+pytorch-image-models

**Default mode: whole commands, as a user sees them.** Each run is a fresh process, timed as
``/usr/bin/time`` times it: wall clock from start to exit, user + sys CPU and peak RSS from the
child's rusage (``os.wait4``: worker processes included; the peak is the largest process's),
with compiled modules kept as an installed package keeps them (``PYTHONDONTWRITEBYTECODE`` is
left out of the children's environment). The files are those autograd-lint discovers under DIRS
(notebooks, which the plain script cannot parse, are left out of it and counted). Each round runs,
in this order:

1. the plain script: reads and ``libcst.parse_module(text)`` every file, one process, Python's
   defaults (nothing else: no collector settings, interpreter start and ``import libcst`` counted);
2. ``python -m autograd_lint check --no-cache --jobs 1 --exit-zero --quiet DIRS``;
3. the same with ``--jobs 2`` (``--jobs N`` to change it);
4. the same with ``--cache-dir TMP`` instead of ``--no-cache``, the cache filled once by an
   untimed run of it before the first round (warm cache).

Rounds are paired and interleaved (``--rounds``, default 3); each ratio is taken within a round and
the median over rounds is printed, with the load average before and after, the commit, the Python
and libcst versions, and a verdict per target of issue 26:

- one process, no cache: CPU <= 1.25x the plain script's CPU; peak RSS <= 250 MB;
- ``--jobs 2``: wall <= 0.65x the plain script's (single-process) wall;
- warm cache: wall <= 0.03x the plain script's wall (warm / cold one-process wall is shown too).

On a shared machine the wall-clock ratios also measure the neighbours; the CPU ratio is the one to
trust there, and the load average says how shared it was.

**``--profile``: where the one-process time goes** (explains the figure above; in-process, so its
seconds do not include the interpreter's start). Two fresh processes: a bare parse timed around
``libcst.parse_module`` alone (reading not timed) and ``lint_paths(jobs=1, profile=...)``, whose
split is printed: read / hash / prefilter, parse, semantic model, project model (other files read,
parsed and run for a file's analysis), rules, rest. ``--memory-files K`` adds the RSS libcst's
parse of each of the K largest files adds alone (default 5); ``--mixed [DIR]`` adds the prefilter
on a mixed corpus (the standard library, which never mentions torch, plus DIRS; every
``--mixed-sample``-th file of each): one process with the prefilter, then without it.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

# issue 26: ratios against the plain parse script, and the peak RSS of the one-process run
TARGETS = {"cpu": 1.25, "rss_mb": 250, "jobs_wall": 0.65, "warm_wall": 0.03}

PARSE_SCRIPT = """\
import sys

import libcst

failed = 0
with open(sys.argv[1], encoding="utf-8") as listing:
    paths = listing.read().splitlines()
for path in paths:
    try:
        with open(path, encoding="utf-8") as handle:
            libcst.parse_module(handle.read())
    except Exception:
        failed += 1
print(len(paths), failed)
"""


def _mb(maxrss: int) -> float:
    return maxrss / (2**20 if sys.platform == "darwin" else 1024)


# -- default mode: whole processes, rusage of each child --------------------------------------------
def timed_process(argv: list[str]) -> dict:
    """Run ``argv`` to its end; its wall, user + sys CPU and peak RSS (workers included), and its
    stdout. Exits when it fails."""
    env = dict(os.environ)
    env.pop("AUTOGRAD_LINT_JOBS", None)
    # as installed, Python keeps its compiled modules: with PYTHONDONTWRITEBYTECODE set (some
    # sandboxes set it) every run would compile autograd-lint's own modules again (~0.06 s)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        started = time.perf_counter()
        child = subprocess.Popen(argv, stdout=out, stderr=err, stdin=subprocess.DEVNULL, cwd=ROOT,
                                 env=env)
        _, status, usage = os.wait4(child.pid, 0)
        wall = time.perf_counter() - started
        child.returncode = os.waitstatus_to_exitcode(status)
        if child.returncode != 0:
            err.seek(0)
            sys.exit(f"static_speed: {' '.join(argv[:6])} ... exited {child.returncode}:\n"
                     f"{err.read()[-4000:]}")
        out.seek(0)
        return {"wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "user": usage.ru_utime,
                "sys": usage.ru_stime, "rss": _mb(usage.ru_maxrss), "stdout": out.read()}


def lint_command(targets: list[str], jobs: int, cache_dir: str | None = None) -> list[str]:
    cache = ["--cache-dir", cache_dir] if cache_dir else ["--no-cache"]
    return [sys.executable, "-m", "autograd_lint", "check", *cache, "--jobs", str(jobs),
            "--exit-zero", "--quiet", *targets]


def whole_commands(args, dirs: list[str], files: list[str], lines: int, notebooks: int) -> dict:
    # named folders, as a user types them; a sample is named file by file
    targets = dirs if args.sample == 1 and not args.limit else files
    work = tempfile.mkdtemp(prefix="agl-speed-")
    script, listing, cache_dir = (os.path.join(work, name) for name in
                                  ("parse_all.py", "files.txt", "cache"))
    with open(script, "w", encoding="utf-8") as handle:
        handle.write(PARSE_SCRIPT)
    with open(listing, "w", encoding="utf-8") as handle:
        handle.write("\n".join(path for path in files if not path.endswith(".ipynb")) + "\n")
    runs = {"parse": [sys.executable, script, listing],
            "jobs1": lint_command(targets, 1),
            "jobsN": lint_command(targets, args.jobs),
            "warm": lint_command(targets, args.jobs, cache_dir)}
    load_before = _load()
    _progress(f"{len(files)} files, {lines:,} lines: filling the cache (untimed)")
    fill = timed_process(runs["warm"])
    rounds = []
    for number in range(1, args.rounds + 1):
        measured = {}
        for name, argv in runs.items():
            _progress(f"round {number}/{args.rounds}: {name}")
            measured[name] = timed_process(argv)
        rounds.append(measured)
    load_after = _load()
    # one folder per tool fingerprint: a second one means autograd-lint's source changed
    caches = [name for name in os.listdir(cache_dir)
              if os.path.isdir(os.path.join(cache_dir, name))]
    _remove_tree(work)
    parsed, failed = (int(x) for x in rounds[0]["parse"]["stdout"].split()[-2:])
    for measured in rounds:
        for run in measured.values():
            run.pop("stdout")
    ratios = [{"cpu": r["jobs1"]["cpu"] / r["parse"]["cpu"],
               "wall": r["jobs1"]["wall"] / r["parse"]["wall"],
               "jobs_wall": r["jobsN"]["wall"] / r["parse"]["wall"],
               "warm_wall": r["warm"]["wall"] / r["parse"]["wall"],
               "warm_cold": r["warm"]["wall"] / r["jobs1"]["wall"]} for r in rounds]
    fill.pop("stdout")
    shown = "DIRS" if targets is dirs else "FILES"
    return {"load_before": load_before, "load_after": load_after, "fill": fill,
            "parsed": parsed, "failed": failed, "notebooks": notebooks, "rounds": rounds,
            "source_changed": len(caches) > 1,
            "ratios": ratios, "commands": {name: " ".join(argv[:-len(targets)] + [shown])
                                           for name, argv in runs.items() if name != "parse"}}


def _median(values) -> float:
    return statistics.median(values)


def render_whole(args, measured: dict) -> list[str]:
    rounds, ratios = measured["rounds"], measured["ratios"]
    names = {"parse": "plain script: libcst.parse_module, 1 process",
             "jobs1": "autograd-lint --no-cache --jobs 1",
             "jobsN": f"autograd-lint --no-cache --jobs {args.jobs}",
             "warm": f"autograd-lint --jobs {args.jobs}, warm cache"}
    out = [f"{'run (medians of ' + str(len(rounds)) + ' round(s))':<48}{'wall s':>8}{'cpu s':>8}"
           f"{'RSS MB':>8}  cpu s per round"]
    for key, name in names.items():
        runs = [r[key] for r in rounds]
        out.append(f"{name:<48}{_median(r['wall'] for r in runs):>8.2f}"
                   f"{_median(r['cpu'] for r in runs):>8.2f}{_median(r['rss'] for r in runs):>8.0f}"
                   f"  {' '.join(format(r['cpu'], '.2f') for r in runs)}")
    if measured["failed"]:
        out.append(f"  the plain script could not read or parse {measured['failed']} of "
                   f"{measured['parsed']} file(s)")
    if measured["notebooks"]:
        out.append(f"  {measured['notebooks']} notebook(s) linted, not parsed by the plain script")

    def ratio(key):
        return _median(r[key] for r in ratios)

    def per_round(key):
        return " ".join(f"{r[key]:.3f}" for r in ratios)

    rss = _median(r["jobs1"]["rss"] for r in rounds)
    rows = [("--jobs 1 --no-cache CPU / plain script CPU", f"{ratio('cpu'):.2f}x",
             f"<= {TARGETS['cpu']}x", ratio("cpu") <= TARGETS["cpu"],
             f"per round {per_round('cpu')}; wall {ratio('wall'):.2f}x"),
            ("peak RSS, --jobs 1 --no-cache", f"{rss:.0f} MB", f"<= {TARGETS['rss_mb']} MB",
             rss <= TARGETS["rss_mb"],
             f"--jobs {args.jobs}: {_median(r['jobsN']['rss'] for r in rounds):.0f} MB, plain "
             f"script {_median(r['parse']['rss'] for r in rounds):.0f} MB"),
            (f"--jobs {args.jobs} wall / plain script wall", f"{ratio('jobs_wall'):.2f}x",
             f"<= {TARGETS['jobs_wall']}x", ratio("jobs_wall") <= TARGETS["jobs_wall"],
             f"per round {per_round('jobs_wall')}"),
            ("warm cache wall / plain script wall", f"{ratio('warm_wall'):.3f}x",
             f"<= {TARGETS['warm_wall']}x", ratio("warm_wall") <= TARGETS["warm_wall"],
             f"warm / cold (--jobs 1 --no-cache) wall {ratio('warm_cold'):.3f}x")]
    out += ["", f"{'target (issue 26)':<46}{'measured':>10}{'target':>11}  verdict"]
    for name, value, target, met, note in rows:
        out.append(f"{name:<46}{value:>10}{target:>11}  {'met' if met else 'NOT MET'} ({note})")
    if measured["source_changed"]:
        out.append("  autograd-lint's source changed during the run (the cache holds results of "
                   "two versions): some runs measured other code and the warm runs may have been "
                   "cold; run again on a tree nobody edits")
    if len(rounds) < 3:
        out.append("  fewer than 3 rounds: a trial, not a figure for issue 26")
    return out


# -- --profile: in-process children, one measurement each -------------------------------------------
def _peak_rss_mb(who=resource.RUSAGE_SELF) -> float:
    return _mb(resource.getrusage(who).ru_maxrss)


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
    from autograd_lint import analysis, engine
    from autograd_lint.resolver import ConfigResolver

    if not spec.get("prefilter", True):
        # every file is parsed and analysed
        engine.might_have_findings = analysis.might_have_findings = lambda text: True
    profile = engine.Profile()
    wall, cpu = time.perf_counter(), time.process_time()
    result = engine.lint_paths(spec["files"], config=ConfigResolver(None), jobs=1,
                               profile=profile)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return {"wall": wall, "cpu": cpu, "rss": _peak_rss_mb(), "files": result.files,
            "skipped": result.skipped, "findings": len(result.findings),
            "errors": len(result.errors), "parsed": profile.parsed, "scan": profile.scan,
            "seconds": profile.seconds}


def run_child(mode: str, spec: dict) -> dict:
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
        json.dump(spec, handle)
    try:
        measured = timed_process([sys.executable, os.path.abspath(__file__), "--child", mode,
                                  handle.name])
    finally:
        os.unlink(handle.name)
    child = json.loads(measured.pop("stdout").strip().splitlines()[-1])
    child["process"] = measured  # the whole process: interpreter start and imports included
    return child


def profile_mode(args, directory_label: str, files: list[str]) -> tuple[list[str], dict]:
    files = [path for path in files if not path.endswith(".ipynb")]
    _progress(f"{len(files)} files: bare parse, in-process")
    bare = run_child("bare", {"files": files})
    _progress("lint_paths(jobs=1), in-process, with its profile")
    one = run_child("lint", {"files": files})
    seconds = one["seconds"]
    stages = [("read, hash, prefilter (main loop)", one["scan"]),
              ("parse (libcst)", seconds.get("parse", 0.0)),
              ("semantic model", seconds.get("semantic", 0.0)),
              ("project model (other files)", seconds.get("project", 0.0)),
              ("rules", sum(v for k, v in seconds.items() if k.startswith("AGL")))]
    stages.append(("rest (threads, collector, noqa, ...)",
                   max(0.0, one["wall"] - sum(value for _, value in stages))))
    out = [f"in-process profile of {directory_label} (wall seconds inside the process)",
           f"  bare parse: {bare['wall']:.2f} s wall, {bare['cpu']:.2f} s CPU around "
           f"libcst.parse_module alone ({bare['failed']} failed); whole process "
           f"{bare['process']['cpu']:.2f} s CPU, {bare['process']['rss']:.0f} MB",
           f"  lint_paths(jobs=1): {one['wall']:.2f} s wall, {one['cpu']:.2f} s CPU "
           f"({one['cpu'] / max(bare['cpu'], 1e-9):.2f}x the bare parse's CPU); whole process "
           f"{one['process']['cpu']:.2f} s CPU, {one['process']['rss']:.0f} MB; "
           f"{one['parsed']} parsed, {one['skipped']} skipped by the prefilter, "
           f"{one['findings']} finding(s), {one['errors']} error(s)",
           f"  outside the timed calls (interpreter start, imports, exit; whole process CPU "
           f"minus the timed CPU): lint {one['process']['cpu'] - one['cpu']:.2f} s, bare parse "
           f"{bare['process']['cpu'] - bare['cpu']:.2f} s",
           f"  {'stage (of lint_paths)':<40}{'seconds':>9}{'share':>8}"]
    for name, value in stages:
        out.append(f"  {name:<40}{value:>9.2f}{100 * value / max(one['wall'], 1e-9):>7.1f}%")
    figures = {"bare": bare, "lint": one, "stages": dict(stages)}
    memory = []
    for path in sorted(files, key=os.path.getsize, reverse=True)[:max(0, args.memory_files)]:
        _progress(f"parse memory of {path}")
        measured = run_child("memory", {"files": [path]})
        memory.append((measured["added"], path, measured["chars"]))
    if memory:
        out.append("  RSS libcst's parse alone adds, largest files: " + ", ".join(
            f"{path} ({chars // 1024} KB: +{added:.0f} MB)"
            for added, path, chars in sorted(memory, reverse=True)))
        figures["parse_memory"] = memory
    if args.mixed:
        other = os.path.abspath(args.mixed)
        mixed_files = corpus([other], args.mixed_sample) + files[::max(1, args.mixed_sample)]
        _progress(f"mixed corpus ({len(mixed_files)} files): with the prefilter")
        with_filter = run_child("lint", {"files": mixed_files})
        _progress("mixed corpus: without the prefilter")
        without = run_child("lint", {"files": mixed_files, "prefilter": False})
        out.append(f"  prefilter on / off, mixed corpus ({len(mixed_files)} files: every "
                   f"{args.mixed_sample}th of {other} and of the files above): "
                   f"{with_filter['wall'] / without['wall']:.2f}x wall, "
                   f"{with_filter['cpu'] / without['cpu']:.2f}x CPU; {with_filter['skipped']} "
                   f"file(s) never parsed")
        figures["mixed"] = {"files": len(mixed_files), "with": with_filter, "without": without}
    return out, figures


# -- the corpus and the report ----------------------------------------------------------------------
def corpus(dirs: list[str], sample: int = 1, limit: int | None = None) -> list[str]:
    """What ``autograd-lint check DIRS`` lints: discovery with each folder's own settings."""
    from autograd_lint.discovery import discover
    from autograd_lint.resolver import ConfigResolver

    files = [path for path, _ in discover(dirs, ConfigResolver(None))]
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
        sys.exit("static_speed: torch is not installed; give the folders to measure")
    return list(spec.submodule_search_locations)[0]


def _load() -> str:
    try:
        return "/".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "?"


_STARTED = time.perf_counter()


def _progress(what: str) -> None:
    print(f"[{time.perf_counter() - _STARTED:6.0f}s, load {_load()}] {what}", file=sys.stderr,
          flush=True)


def _remove_tree(path: str) -> None:
    import shutil

    shutil.rmtree(path, ignore_errors=True)


def _commit() -> str:
    def git(*argv):
        done = subprocess.run(["git", *argv], cwd=ROOT, capture_output=True, text=True,
                              check=False)
        return done.stdout.strip() if done.returncode == 0 else ""

    commit = git("rev-parse", "--short", "HEAD") or "?"
    return commit + (" + uncommitted changes to autograd_lint/"
                     if git("status", "--porcelain", "--", "autograd_lint") else "")


def _version(package: str) -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(package)
    except PackageNotFoundError:
        return "?"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dirs", nargs="*", help="folders to lint (default: the installed torch "
                                                "package)")
    parser.add_argument("--rounds", type=int, default=3,
                        help="paired rounds (plain script, then each autograd-lint run); "
                             "medians are printed (default 3)")
    parser.add_argument("--jobs", type=int, default=2, help="workers for the parallel and warm "
                                                            "runs (default 2)")
    parser.add_argument("--sample", type=int, default=1, help="every K-th file (default: all)")
    parser.add_argument("--limit", type=int, help="at most N files (after --sample)")
    parser.add_argument("--profile", action="store_true",
                        help="instead: the in-process split of one run (parse, semantic model, "
                             "project model, rules, rest)")
    parser.add_argument("--memory-files", type=int, default=5, metavar="K",
                        help="with --profile: the RSS libcst's parse adds for the K largest "
                             "files, each alone in a fresh process (default 5)")
    parser.add_argument("--mixed", nargs="?", const=os.path.dirname(os.__file__), metavar="DIR",
                        help="with --profile: the prefilter on DIR (default: the standard "
                             "library) mixed with DIRS, on and off")
    parser.add_argument("--mixed-sample", type=int, default=10,
                        help="every K-th file of each half of the mixed corpus (default 10)")
    parser.add_argument("--json", help="also write the figures to this file")
    parser.add_argument("--child", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        mode, spec_file = args.child
        with open(spec_file, encoding="utf-8") as handle:
            spec = json.load(handle)
        child = {"bare": child_bare, "lint": child_lint, "memory": child_parse_memory}[mode]
        print(json.dumps(child(spec)))
        return 0
    if args.rounds < 1 or args.jobs < 1 or args.sample < 1:
        parser.error("--rounds, --jobs and --sample must be 1 or more")

    dirs = [os.path.abspath(d) for d in args.dirs] or [default_directory()]
    files = corpus(dirs, args.sample, args.limit)
    if not files:
        sys.exit(f"static_speed: no Python files under {' '.join(dirs)}")
    lines = count_lines(files)
    notebooks = sum(path.endswith(".ipynb") for path in files)
    header = [f"static speed: {' '.join(dirs)}",
              f"  {len(files)} files, {lines:,} lines ("
              f"{'every file' if args.sample == 1 else f'every {args.sample}th file'}, limit "
              f"{args.limit or 'none'}); commit {_commit()}, Python {platform.python_version()}, "
              f"libcst {_version('libcst')}, {platform.system()} {platform.machine()}, "
              f"{os.cpu_count()} cores"]
    figures = {"dirs": dirs, "files": len(files), "lines": lines, "commit": _commit(),
               "python": platform.python_version(), "libcst": _version("libcst"),
               "sample": args.sample, "limit": args.limit}
    if args.profile:
        load_before = _load()
        out, figures["profile"] = profile_mode(args, " ".join(dirs), files)
        header.append(f"  load average before {load_before}, after {_load()}")
    else:
        measured = whole_commands(args, dirs, files, lines, notebooks)
        header.append(f"  load average (1/5/15 min) before {measured['load_before']}, after "
                      f"{measured['load_after']}")
        out = render_whole(args, measured)
        figures.update(measured, jobs=args.jobs, targets=TARGETS)
    _progress("done")
    print("\n".join(header + [""] + out))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(figures, handle, indent=2)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
