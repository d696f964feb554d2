"""Hang campaign: adversarial shapes, each linted (default rules, no cache, the default time
budget) in a fresh process; prints per shape the wall and CPU seconds, the peak memory, what was
reported, and the slowest file. Exits 1 when a file ran past the limit.

    python benchmarks/hang_campaign.py              # every shape, 300 s limit each
    python benchmarks/hang_campaign.py --limit 60   # a tighter limit
    python benchmarks/hang_campaign.py --only sum   # shapes whose name contains 'sum'
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HEAD = "import torch\nw = torch.randn(3, requires_grad=True)\nopt = torch.optim.SGD([w], lr=0.1)\n"


def nested_loops(depth: int) -> str:
    text, indent = HEAD, ""
    for level in range(depth):
        text += f"{indent}for i{level} in range(2):\n"
        indent += "    "
    return text + f"{indent}loss = (w * 2).sum()\n{indent}loss.backward()\n{indent}opt.step()\n"


def looping_helper(calls: int) -> str:
    body = "".join("    " * (level + 1) + f"for i{level} in range(2):\n" for level in range(6))
    return (HEAD + "def helper():\n" + body + "    " * 7 + "(w * 2).sum().backward()\n"
            + "    " * 7 + "opt.step()\n" + "helper()\n" * calls)


def class_chain(classes: int) -> str:
    text = HEAD + "class C0(torch.nn.Module):\n    def f(self):\n        return 0\n"
    for i in range(1, classes):
        text += f"class C{i}(C{i - 1}):\n    def g{i}(self):\n        return self.f()\n"
    return text + f"C{classes - 1}().f()\n"


def module_chain(classes: int) -> str:
    """nn.Module subclasses each extending the previous one: __init__, forward and a training step
    call super(), every class adds a method that trains, and a loop trains the last class."""
    text = (HEAD + "class C0(torch.nn.Module):\n"
            "    def __init__(self):\n        super().__init__()\n"
            "        self.lin = torch.nn.Linear(3, 3)\n"
            "        self.opt = torch.optim.SGD(self.parameters(), lr=0.1)\n"
            "    def forward(self, x):\n        return self.lin(x)\n"
            "    def train_step(self, x):\n        loss = self(x).sum()\n"
            "        loss.backward()\n        self.opt.step()\n        return loss\n")
    for i in range(1, classes):
        text += (f"class C{i}(C{i - 1}):\n"
                 f"    def __init__(self):\n        super().__init__()\n        self.k{i} = {i}\n"
                 f"    def forward(self, x):\n        return super().forward(x) * {i}\n"
                 f"    def train_step(self, x):\n        self.opt.zero_grad()\n"
                 f"        return super().train_step(x)\n"
                 f"    def step{i}(self, x):\n        loss = self(x).sum()\n"
                 f"        loss.backward()\n        return loss.item()\n")
    return text + (f"model = C{classes - 1}()\nfor i in range(10):\n"
                   f"    model.train_step(torch.randn(2, 3))\n")


def straight_lines(lines: int) -> str:
    return HEAD + "".join(f"y{i} = w * {i}  # line {i}\n" for i in range(lines)) + "w.add_(1)\n"


def training_rounds(lines: int) -> str:
    """A long script of training rounds (a notebook exported to a script): 3 autograd events
    every 5 lines, a pitfall at the end (issue 27: it stopped silently after 4,000 events)."""
    rounds = "opt.zero_grad()\nloss = (w * 2).sum()\nloss.backward()\nopt.step()\n\n"
    return HEAD + rounds * (lines // 5) + "w.add_(1)\n"


def models_and_loops(lines: int) -> str:
    """A long script that builds a new network and optimizer every 18 lines and trains it in a
    loop (each autograd event then costs time in the number of optimizers seen)."""
    block = ("model{i} = torch.nn.Sequential(torch.nn.Linear(3, 4), torch.nn.Linear(4, 1))\n"
             "opt{i} = torch.optim.Adam(model{i}.parameters(), lr=1e-3)\n"
             "for epoch in range(3):\n    for x in [torch.randn(2, 3) for _ in range(4)]:\n"
             "        opt{i}.zero_grad()\n        loss = model{i}(x).pow(2).mean()\n"
             "        loss.backward()\n        opt{i}.step()\n"
             "model{i}.eval()\nwith torch.no_grad():\n    val{i} = model{i}(torch.randn(2, 3))\n\n")
    per = block.count("\n")
    return HEAD + "".join(block.format(i=i) for i in range(lines // per)) + "w.add_(1)\n"


def notebook(cells: int) -> str:
    sources = [HEAD] + [f"w.add_({i})\n" for i in range(cells)]
    return json.dumps({"cells": [{"cell_type": "code", "execution_count": None, "metadata": {},
                                  "outputs": [], "source": s} for s in sources],
                       "metadata": {}, "nbformat": 4, "nbformat_minor": 5})


SHAPES = {
    "sum_of_10000_terms.py": lambda: HEAD + "y = " + " + ".join(["w"] * 10_000) + "\n",
    "sum_of_2000_terms.py": lambda: HEAD + "y = " + " + ".join(["w"] * 2_000) + "\n",
    "subscripts_2000.py": lambda: HEAD + "y = w" + "[0]" * 2_000 + "\n",
    "calls_2000.py": lambda: HEAD + "y = f" + "()" * 2_000 + "\n",
    "methods_2000_over_lines.py": lambda: HEAD + "y = (w\n" + ".a(b(c[0]), 1)\n" * 1_000 + ")\n",
    "subscripts_900.py": lambda: HEAD + "y = w" + "[0]" * 900 + "\n",
    "twenty_chains_of_450.py": lambda: HEAD + ("y = w" + "[0]" * 450 + "\n") * 20,
    "unary_minus_4000.py": lambda: HEAD + "y = " + "-" * 4_000 + "1\n",
    "brackets_5000.py": lambda: HEAD + "y = " + "[" * 5_000 + "]" * 5_000 + "\n",
    "not_chain_3000.py": lambda: HEAD + "y = " + "not " * 3_000 + "w\n",
    "nested_loops_14.py": lambda: nested_loops(14),
    "helper_with_loops_called_1000_times.py": lambda: looping_helper(1_000),
    "class_chain_700.py": lambda: class_chain(700),
    "module_chain_400_with_super.py": lambda: module_chain(400),
    "lines_10000.py": lambda: straight_lines(10_000),
    "lines_50000.py": lambda: straight_lines(50_000),
    "lines_200000.py": lambda: straight_lines(200_000),
    "training_rounds_50000.py": lambda: training_rounds(50_000),
    "models_and_loops_50000.py": lambda: models_and_loops(50_000),
    "one_line_of_2_MB.py": lambda: HEAD + "s = '" + "x" * 2_000_000 + "'\n",
    "notebook_5000_cells.ipynb": lambda: notebook(5_000),
}

PROBE = """
import json, resource, sys, time
from autograd_lint.engine import lint_paths
started, cpu = time.perf_counter(), time.process_time()
result = lint_paths([sys.argv[1]], jobs=1)
print(json.dumps({"wall": time.perf_counter() - started, "cpu": time.process_time() - cpu,
                  "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
                  "findings": len(result.findings),
                  "errors": [e.problem[:90] for e in result.errors]}))
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=float, default=300.0, help="seconds per file")
    parser.add_argument("--only", default="", help="shapes whose name contains this")
    args = parser.parse_args(argv)
    env = {**os.environ, "PYTHONPATH": ROOT + os.pathsep + os.environ.get("PYTHONPATH", "")}
    print(f"{'shape':<40}{'lines':>8}{'wall s':>9}{'cpu s':>8}{'MB':>7}{'found':>6}  reported")
    slowest, over = ("", 0.0), []
    with tempfile.TemporaryDirectory(prefix="autograd-lint-hang-") as directory:
        for name, make in SHAPES.items():
            if args.only not in name:
                continue
            path = os.path.join(directory, name)
            text = make()
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(text)
            started = time.perf_counter()
            try:
                run = subprocess.run([sys.executable, "-c", PROBE, path], capture_output=True,
                                     text=True, env=env, timeout=args.limit)
                row = json.loads(run.stdout.strip().splitlines()[-1])
            except subprocess.TimeoutExpired:
                row = {"wall": time.perf_counter() - started, "cpu": float("nan"),
                       "rss_mb": float("nan"), "findings": 0, "errors": ["TIMED OUT"]}
                over.append(name)
            except (ValueError, IndexError):
                row = {"wall": time.perf_counter() - started, "cpu": float("nan"),
                       "rss_mb": float("nan"), "findings": 0,
                       "errors": [f"CRASH: {run.stderr.strip()[-200:]}"]}
                over.append(name)
            os.unlink(path)
            if row["wall"] > slowest[1]:
                slowest = (name, row["wall"])
            reported = "; ".join(row["errors"]) or "linted"
            print(f"{name:<40}{text.count(chr(10)):>8}{row['wall']:>9.2f}{row['cpu']:>8.2f}"
                  f"{row['rss_mb']:>7.0f}{row['findings']:>6}  {reported}", flush=True)
    print(f"slowest: {slowest[0]} {slowest[1]:.2f} s wall; past the limit: {len(over)}")
    return 1 if over else 0


if __name__ == "__main__":
    raise SystemExit(main())
