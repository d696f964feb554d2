"""Time spent inside the runtime checker's hooks, per training step, by hook.

The end-to-end ratio (runtime_overhead.py) moves by several percent from run to run on a shared
machine; the time the checker's own hooks take is steadier, so a change to them shows here first.
Each hook method of the checker is timed (perf_counter_ns around the call) while the benchmark's
models train under one checker, entered once as in a real run; the figure per hook is the median,
over rounds of steps, of its time per step. What the hooks cost the steps around them (the
wrappers' calls, the caches they leave colder) is not in these figures: runtime_overhead.py is
the measure of that.

    python benchmarks/runtime_hooks.py [--models mlp,cnn] [--rounds 30] [--steps 256]
                                       [--threads 1] [--light | --exhaustive]

The full mode samples a loop that repeats itself (autograd_lint/runtime/sampling.py): the warm-up
covers the sampling's start, each round is two sampling periods, and ``sampling`` is the time
spent deciding, at each backward, whether to examine it (the skipped backwards' only cost there).
``--exhaustive`` examines every step.
"""
from __future__ import annotations

import os

os.environ["OMP_WAIT_POLICY"] = "PASSIVE"

import argparse  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import torch  # noqa: E402
from runtime_overhead import cnn_task, mlp_task  # noqa: E402

import autograd_lint.runtime as runtime  # noqa: E402
from autograd_lint.runtime import sampling  # noqa: E402
from autograd_lint.runtime.checker import Checker  # noqa: E402

HOOKS = ("_zero_grad", "sampling", "_before_backward", "_light_before_backward",
         "_after_backward", "_step_pre", "_step_post")


def timed_hooks(spent: dict) -> dict:
    """Replace each hook method of Checker (and the sampler's decision) by a timed one; return
    the originals."""
    originals = {}
    for name in HOOKS:
        owner, attr = (sampling.SteadyLoop, "skip") if name == "sampling" else (Checker, name)
        original = originals[name] = getattr(owner, attr)

        def hook(*args, _original=original, _name=name, **kwargs):
            start = time.perf_counter_ns()
            try:
                return _original(*args, **kwargs)
            finally:
                spent[_name] = spent.get(_name, 0) + time.perf_counter_ns() - start

        setattr(owner, attr, hook)
    return originals


def measure(step, rounds: int, steps: int, light: bool, exhaustive: bool = False) -> dict:
    """Median microseconds per step spent in each hook (and in all of them)."""
    spent: dict = {}
    per: dict = {name: [] for name in HOOKS + ("all hooks",)}
    originals = timed_hooks(spent)
    try:
        with runtime.check(light=light, exhaustive=exhaustive):
            for _ in range(sampling.STEADY + 2):  # warm up every path, start the sampling
                step()
            for _ in range(rounds):
                spent.clear()
                for _ in range(steps):
                    step()
                for name in HOOKS:
                    per[name].append(spent.get(name, 0) / steps / 1e3)
                per["all hooks"].append(sum(spent.values()) / steps / 1e3)
    finally:
        for name, original in originals.items():
            setattr(sampling.SteadyLoop if name == "sampling" else Checker,
                    "skip" if name == "sampling" else name, original)
    return {name: statistics.median(values) for name, values in per.items() if any(values)}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", default="mlp,cnn", help="comma-separated: mlp, cnn")
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--steps", type=int, default=2 * sampling.PERIOD,
                        help="steps per round (default: two sampling periods)")
    parser.add_argument("--threads", type=int, default=1, help="torch.set_num_threads")
    modes = parser.add_mutually_exclusive_group()
    modes.add_argument("--light", action="store_true", help="the checker's light mode")
    modes.add_argument("--exhaustive", action="store_true",
                       help="full mode examining every step (no sampling)")
    args = parser.parse_args(argv)
    torch.set_num_threads(args.threads)
    mode = "light" if args.light else "exhaustive" if args.exhaustive else "full"
    print(f"torch {torch.__version__}, {torch.get_num_threads()} threads, {mode} mode, median of "
          f"{args.rounds} rounds of {args.steps} steps: microseconds per step inside each hook")
    for name, task in (("mlp", mlp_task), ("cnn", cnn_task)):
        if name not in args.models.split(","):
            continue
        figures = measure(task(), args.rounds, args.steps, args.light, args.exhaustive)
        print(f"{name:<4} " + "  ".join(f"{hook.strip('_')} {us:.1f}"
                                        for hook, us in figures.items()), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
