"""Overhead of the runtime checker read from nanoGPT's own step timer.

Given a checkout of karpathy/nanoGPT (not shipped with autograd-lint), copies its ``train.py``,
``model.py`` and ``configurator.py`` into a temporary folder with synthetic ``shakespeare_char``
data (random tokens: there is no download; the timing does not depend on the text), then runs a
tiny CPU configuration of ``train.py`` alternately plain (``python train.py ...``) and under the
checker (``python -m autograd_lint.runtime.runner train.py ...``, the same as ``autograd-lint
run``), ABBA order. Each run's ``iter N: loss ..., time X ms`` lines are parsed; the first
iterations (warm-up, and iteration 0 that includes an evaluation) are dropped; the median step
time of each run is paired with the neighbouring run of the other kind, and the median of the
paired ratios is printed with the target (<= 1.05x).

    python benchmarks/nanogpt_overhead.py /path/to/nanoGPT [--pairs 4] [--max-iters 40]
                                          [--light] [--anomaly] [--threads 1]
                                          [-- extra train.py options]

nanoGPT's timer is wall clock (``time.time()``): on a shared machine the ratio of two plain runs
spreads by several percent; ``--pairs`` repeats the pairs (and an A/A pair of plain runs is
printed as the noise floor); so each step line also gets the main thread's CPU time since the
previous one (a ``sitecustomize`` in the runs' PYTHONPATH, plain and checked alike), and both
ratios are printed. Exit status 1 when the checked/plain CPU-time median exceeds the target.
"""
from __future__ import annotations

import argparse
import os
import pickle
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = 1.05
THREADS = 1  # torch threads (--threads): one is steadier on a shared machine
STEP_LINE = re.compile(r"^iter (\d+): loss [-\d.naninf]+, time ([\d.]+)ms.*?(?:cpu ([\d.]+)ms)?$",
                       re.M)
# nanoGPT's timer is wall clock, which other processes on shared cores disturb: the same
# interpreter start-up (a sitecustomize, for plain and checked runs alike) appends the main
# thread's CPU time since the previous step line to each of its step lines
TIMER = """import builtins, time
_print, _last = builtins.print, [time.thread_time()]


def print(*args, **kwargs):
    if args and isinstance(args[0], str) and args[0].startswith("iter "):
        now = time.thread_time()
        args = (args[0] + f", cpu {(now - _last[0]) * 1000:.2f}ms",) + args[1:]
        _last[0] = now
    return _print(*args, **kwargs)


builtins.print = print
"""
TINY = ["--device=cpu", "--compile=False", "--dtype=float32", "--eval_iters=1",
        "--log_interval=1", "--block_size=64", "--batch_size=8", "--n_layer=2", "--n_head=2",
        "--n_embd=64", "--dataset=shakespeare_char", "--gradient_accumulation_steps=1",
        "--eval_interval=100000", "--always_save_checkpoint=False", "--wandb_log=False"]


def prepare(checkout: str, folder: str, vocab: int = 65, tokens: int = 200_000) -> None:
    """train.py, model.py, configurator.py and synthetic shakespeare_char data in ``folder``."""
    import numpy as np

    for name in ("train.py", "model.py", "configurator.py"):
        shutil.copy(os.path.join(checkout, name), os.path.join(folder, name))
    data = os.path.join(folder, "data", "shakespeare_char")
    os.makedirs(data, exist_ok=True)
    rng = np.random.default_rng(0)
    rng.integers(0, vocab, tokens, dtype=np.uint16).tofile(os.path.join(data, "train.bin"))
    rng.integers(0, vocab, tokens // 10, dtype=np.uint16).tofile(os.path.join(data, "val.bin"))
    os.makedirs(os.path.join(folder, "_timer"), exist_ok=True)
    with open(os.path.join(folder, "_timer", "sitecustomize.py"), "w") as f:
        f.write(TIMER)
    chars = [chr(32 + i) for i in range(vocab)]
    with open(os.path.join(data, "meta.pkl"), "wb") as f:
        pickle.dump({"vocab_size": vocab, "itos": dict(enumerate(chars)),
                     "stoi": {c: i for i, c in enumerate(chars)}}, f)


def run(folder: str, mode: str, options: list[str], skip: int) -> tuple[list, list]:
    """Step times (ms: nanoGPT's wall clock, and the main thread's CPU time) of one run of
    train.py, the first ``skip`` iterations dropped."""
    env = dict(os.environ, OMP_WAIT_POLICY="PASSIVE", OMP_NUM_THREADS=str(THREADS),
               PYTHONPATH=os.pathsep.join([os.path.join(folder, "_timer"), ROOT,
                                           os.environ.get("PYTHONPATH", "")]))
    out_dir = tempfile.mkdtemp(dir=folder)
    args = [*options, f"--out_dir={out_dir}"]
    if mode == "plain":
        cmd = [sys.executable, "train.py", *args]
    elif mode == "anomaly":  # torch.autograd.set_detect_anomaly(True) around the whole script
        cmd = [sys.executable, "-c", "import sys, runpy, torch; sys.argv = sys.argv[1:]; "
               "torch.autograd.set_detect_anomaly(True); "
               "runpy.run_path('train.py', run_name='__main__')", "train.py", *args]
    else:
        report = os.path.join(out_dir, "report.json")
        cmd = [sys.executable, "-m", "autograd_lint.runtime.runner", "--format", "json",
               "-o", report, "--fail-on", "never", *(["--light"] if mode == "light" else []),
               "train.py", *args]
    proc = subprocess.run(cmd, cwd=folder, env=env, capture_output=True, text=True, timeout=1800)
    text = proc.stdout + proc.stderr
    if proc.returncode != 0:
        raise SystemExit(f"{mode} run failed ({proc.returncode}):\n{text[-3000:]}")
    if mode in ("checker", "light"):
        import json

        with open(report) as f:
            data = json.load(f)
        if data["runtime_findings"] or data.get("internal_errors"):
            raise SystemExit(f"unexpected findings on nanoGPT: {data['runtime_findings']}")
    found = [(float(ms), float(cpu or "nan")) for it, ms, cpu in STEP_LINE.findall(text)
             if int(it) >= skip]
    if not found:
        raise SystemExit(f"no 'iter N: ... time X ms' line in the {mode} run:\n{text[-3000:]}")
    return [w for w, _ in found], [c for _, c in found]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkout", help="a checkout of karpathy/nanoGPT")
    parser.add_argument("--pairs", type=int, default=4, help="plain/checked pairs (ABBA)")
    parser.add_argument("--max-iters", type=int, default=40)
    parser.add_argument("--skip", type=int, default=5, help="first iterations dropped")
    parser.add_argument("--light", action="store_true", help="also time the light mode")
    parser.add_argument("--anomaly", action="store_true", help="also time detect_anomaly")
    parser.add_argument("--threads", type=int, default=1, help="OMP_NUM_THREADS of the runs")
    parser.add_argument("extra", nargs="*", help="more train.py options (after --)")
    args = parser.parse_args(argv)
    if not os.path.exists(os.path.join(args.checkout, "train.py")):
        parser.error(f"{args.checkout}: no train.py (a checkout of karpathy/nanoGPT)")
    global THREADS
    THREADS = args.threads
    options = [*TINY, f"--max_iters={args.max_iters}", *args.extra]
    modes = ["checker"] + (["light"] if args.light else []) + (["anomaly"] if args.anomaly else [])
    with tempfile.TemporaryDirectory(prefix="agl-nanogpt-") as folder:
        prepare(args.checkout, folder)
        print(f"nanoGPT train.py {' '.join(options)}")
        print(f"{args.threads} torch thread(s), {args.pairs} pairs per mode, ABBA order, "
              f"iterations < {args.skip} dropped; ms/step = median of nanoGPT's own 'time X ms' per run")
        run(folder, "plain", options, args.skip)  # warm the file cache and torch's imports
        names = modes + ["plain (A/A)"]
        plain: dict = {m: ([], []) for m in names}  # (wall, cpu) medians per run
        other: dict = {m: ([], []) for m in names}
        for i in range(args.pairs):
            for mode in (names if i % 2 == 0 else names[::-1]):
                kind = "plain" if mode == "plain (A/A)" else mode
                pair = [("plain", plain[mode]), (kind, other[mode])]
                for name, (wall, cpu) in (pair if i % 2 == 0 else pair[::-1]):
                    w, c = run(folder, name, options, args.skip)
                    wall.append(statistics.median(w))
                    cpu.append(statistics.median(c))
        print(f"{'mode':<12} {'clock':<5} {'plain ms/step':>14} {'mode ms/step':>13} "
              f"{'median ratio':>13}  ratios of the pairs")
        worst = 0
        for mode in names:
            for k, clock in enumerate(("wall", "cpu")):
                a, b = plain[mode][k], other[mode][k]
                ratios = [y / x for x, y in zip(a, b)]
                ratio = statistics.median(ratios)
                target = ""
                if mode == "checker":
                    target = f"  target <= {TARGET:.2f}x {'met' if ratio <= TARGET else 'MISSED'}"
                    worst = worst or int(ratio > TARGET and clock == "cpu")
                print(f"{mode:<12} {clock:<5} {statistics.median(a):>14.2f} "
                      f"{statistics.median(b):>13.2f} {ratio:>12.3f}x  "
                      f"{' '.join(f'{r:.3f}' for r in ratios)}{target}")
        return worst


if __name__ == "__main__":
    sys.exit(main())
