"""Language-server latency as an editor meets it (issue 29): ``python benchmarks/lsp_latency.py``.

An LSP client (``lsp_client.py``: framed JSON-RPC over the server's stdin and stdout, as an editor
speaks it) starts ``autograd-lint server`` on a generated project: ``models.py`` builds the networks
and optimizers, ``train.py`` (195, 1,000 or 5,000 lines) imports them and has one AGL001. For each
size it opens both files, then types 50 keystrokes into train.py, each followed by waiting for the
diagnostics of that version (keystroke -> diagnostics, the 0.3 s debounce included); every fifth
keystroke also sends a hover on models.py 0.35 s after the key (while the lint runs) and times its
answer. Then it edits and saves models.py so that the finding goes away and times until train.py's
diagnostics say so. ``--big`` adds the issue-27 case: a hover on another file and a shutdown sent
while a 50,000-line document is linted.

Prints the figures and the load average (``/proc/loadavg``) before and after: on a shared machine
the seconds depend on the other work. ``cpu p50`` is the CPU time the server and its analysis
process spent per keystroke (from ``/proc``): with the debounce, about what a keystroke costs on
one quiet core.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_client import RawClient  # noqa: E402

MODELS = '''import torch
from torch import nn, optim


def build():
    netG, netD = nn.Linear(4, 8), nn.Linear(8, 1)
    return netG, netD, optim.Adam(netG.parameters()), optim.Adam(netD.parameters())
'''
# one optimizer trains both networks: feeding netG's output to netD is then no missing detach
MODELS_SHARED = MODELS.replace("optim.Adam(netD.parameters())",
                               "optim.Adam(list(netD.parameters()) + list(netG.parameters()))")
TRAIN_HEAD = '''import torch
from models import build

netG, netD, optG, optD = build()


def train_step(data):
    fake = netG(data)
    optD.zero_grad()
    lossD = netD(fake).mean()
    lossD.backward()
    optD.step()
    return lossD.item()


'''
HELPER = '''def helper_{i}(batch, scale={i}):
    """Plain helper {i}: statistics of a batch."""
    values = [float(x) * scale for x in batch]
    total = sum(values)
    mean = total / max(len(values), 1)
    spread = max(values, default=0) - min(values, default=0)
    return {{"mean": mean, "spread": spread, "n": len(values)}}


'''
TRAIN_TAIL = "for _ in range(3):\n    train_step(torch.randn(2, 4))\n"


def train_source(lines: int) -> str:
    helpers = max(0, (lines - TRAIN_HEAD.count("\n") - 3) // HELPER.count("\n"))
    return TRAIN_HEAD + "".join(HELPER.format(i=i) for i in range(helpers)) + TRAIN_TAIL + "# \n"


def loadavg() -> str:
    try:
        return Path("/proc/loadavg").read_text().split(" ", 3)[:3].__str__()
    except OSError:
        return "n/a"


def cpu_seconds(pid: int) -> float:
    """CPU seconds used so far by process ``pid`` and its children alive now (the server and its
    analysis process): what a keystroke costs, whatever else the machine runs."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            fields = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(entry) == pid or int(fields[1]) == pid:   # (fields[1]: the parent's pid)
            total += (int(fields[11]) + int(fields[12])) / tick
    return total


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def run_size(lines: int, keystrokes: int) -> dict:
    root = Path(tempfile.mkdtemp(prefix="agl-lsp-"))
    (root / "pyproject.toml").write_text("")
    (root / "models.py").write_text(MODELS)
    text = train_source(lines)
    (root / "train.py").write_text(text)
    train, models = (root / "train.py").as_uri(), (root / "models.py").as_uri()
    client = RawClient(cwd=str(root))
    figures: dict = {"lines": text.count("\n")}
    try:
        started = time.monotonic()
        client.initialize(root.as_uri())
        figures["initialize"] = time.monotonic() - started
        started = time.monotonic()
        client.notify("textDocument/didOpen", {"textDocument": {
            "uri": train, "languageId": "python", "version": 1, "text": text}})
        first = client.diagnostics(train, version=1, timeout=300)
        figures["open"] = time.monotonic() - started
        figures["findings"] = [d.get("code") for d in first["params"]["diagnostics"]]
        client.notify("textDocument/didOpen", {"textDocument": {
            "uri": models, "languageId": "python", "version": 1, "text": MODELS}})
        client.diagnostics(models, version=1, timeout=120)

        latencies, hovers, cpu = [], [], []
        version = 1
        for key in range(keystrokes):
            version += 1
            used = cpu_seconds(client.process.pid)
            text = text + "x" if key % 10 else text.rstrip("x")  # type in the last comment
            sent = time.monotonic()
            client.notify("textDocument/didChange", {
                "textDocument": {"uri": train, "version": version},
                "contentChanges": [{"text": text}]})
            if key % 5 == 4:
                time.sleep(0.35)   # the debounce has passed: the lint is running
                asked = time.monotonic()
                answer = client.answer(client.request("textDocument/hover", {
                    "textDocument": {"uri": models}, "position": {"line": 5, "character": 8}}),
                    timeout=120)
                hovers.append(time.monotonic() - asked if answer is not None else float("inf"))
            published = client.diagnostics(train, version=version, timeout=300)
            latencies.append(time.monotonic() - sent if published else float("inf"))
            cpu.append(cpu_seconds(client.process.pid) - used)
        figures["keystroke"] = latencies
        figures["cpu"] = cpu
        figures["hover"] = hovers

        # a dependency edited and saved: train.py's finding must go
        (root / "models.py").write_text(MODELS_SHARED)
        sent = time.monotonic()
        client.notify("textDocument/didChange", {"textDocument": {"uri": models, "version": 2},
                                                 "contentChanges": [{"text": MODELS_SHARED}]})
        client.notify("textDocument/didSave", {"textDocument": {"uri": models}})
        fresh = client.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                                and m["params"]["uri"] == train
                                and not m["params"]["diagnostics"], timeout=300)
        figures["dependency"] = time.monotonic() - sent if fresh else float("inf")
    finally:
        figures["exit"] = client.close()
    return figures


def run_big(lines: int) -> dict:
    """Hover on another file and shutdown, sent while a ``lines``-line document is linted."""
    root = Path(tempfile.mkdtemp(prefix="agl-lsp-big-"))
    (root / "models.py").write_text(MODELS)
    big = train_source(lines)
    client = RawClient(cwd=str(root))
    figures: dict = {"lines": big.count("\n")}
    try:
        client.initialize(root.as_uri())
        models = (root / "models.py").as_uri()
        client.notify("textDocument/didOpen", {"textDocument": {
            "uri": models, "languageId": "python", "version": 1, "text": MODELS}})
        client.diagnostics(models, timeout=120)
        (root / "big.py").write_text(big)
        client.notify("textDocument/didOpen", {"textDocument": {
            "uri": (root / "big.py").as_uri(), "languageId": "python", "version": 1,
            "text": big}})
        time.sleep(0.5)
        asked = time.monotonic()
        client.answer(client.request("textDocument/hover", {
            "textDocument": {"uri": models}, "position": {"line": 5, "character": 8}}), 300)
        figures["hover"] = time.monotonic() - asked
        asked = time.monotonic()
        client.answer(client.request("shutdown"), 300)
        figures["shutdown"] = time.monotonic() - asked
        client.notify("exit")
        figures["exit"] = client.process.wait(timeout=60)
    finally:
        if client.process.poll() is None:
            client.process.kill()
    return figures


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="195,1000,5000", help="train.py sizes in lines")
    parser.add_argument("--keystrokes", type=int, default=50)
    parser.add_argument("--big", type=int, default=0, metavar="LINES",
                        help="also time a hover and a shutdown during a LINES-line lint")
    args = parser.parse_args(argv)
    print(f"load average before: {loadavg()}  (cores: {os.cpu_count()})")
    print(f"{'lines':>6} {'init s':>7} {'open s':>7} {'key p50':>8} {'key p90':>8} {'key max':>8} "
          f"{'cpu p50':>8} {'hover p50':>9} {'hover max':>9} {'dep. save':>9}  findings")
    for size in (int(s) for s in args.sizes.split(",")):
        f = run_size(size, args.keystrokes)
        keys, hovers = f["keystroke"], f["hover"] or [float("nan")]
        print(f"{f['lines']:>6} {f['initialize']:7.2f} {f['open']:7.2f} "
              f"{statistics.median(keys):8.2f} {percentile(keys, 0.9):8.2f} {max(keys):8.2f} "
              f"{statistics.median(f['cpu']):8.2f} "
              f"{statistics.median(hovers):9.3f} {max(hovers):9.3f} {f['dependency']:9.2f}  "
              f"{','.join(c or 'note' for c in f['findings'])}", flush=True)
    if args.big:
        f = run_big(args.big)
        print(f"{f['lines']}-line lint running: hover on another file {f['hover']:.3f} s, "
              f"shutdown {f['shutdown']:.3f} s, exit code {f['exit']}")
    print(f"load average after: {loadavg()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
