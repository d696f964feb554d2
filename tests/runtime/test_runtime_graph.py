"""--graph-dir: the DOT picture of a finding's path, parameters named as in named_parameters()."""
from __future__ import annotations

import os
import re
import shutil
import stat

import pytest

torch = pytest.importorskip("torch", reason="the runtime checker needs torch")

from runtime_harness import FIXTURES, pytest_fixtures, run_fixture  # noqa: E402

fixture_runs, one_torch_thread = pytest_fixtures()
NODE = re.compile(r'^\s*(n\d+) \[label="((?:[^"\\]|\\.)*)", (.*)\];$')
EDGE = re.compile(r"^\s*(n\d+) -> (n\d+)( \[.*\])?;$")


def parse(path):
    nodes, edges = {}, []
    text = open(path, encoding="utf-8").read()
    assert text.startswith("digraph autograd_lint {") and text.rstrip().endswith("}")
    for raw in text.splitlines():
        m = NODE.match(raw)
        if m:
            nodes[m.group(1)] = (m.group(2).replace("\\n", "\n"), m.group(3))
            continue
        m = EDGE.match(raw)
        if m:
            edges.append((m.group(1), m.group(2), bool(m.group(3))))
    for a, b, _ in edges:
        assert a in nodes and b in nodes
    return text, nodes, edges


def reachable(edges, start):
    seen, stack = {start}, [start]
    while stack:
        node = stack.pop()
        for a, b, _ in edges:
            if a == node and b not in seen:
                seen.add(b)
                stack.append(b)
    return seen


def test_agl001_dot_shows_the_path_from_the_d_loss_into_the_generator(tmp_path):
    path = os.path.join(FIXTURES, "agl001", "bad_gan_retain_graph.py")
    run = run_fixture(path, checked=True, graph_dir=str(tmp_path))
    (event,) = run.events
    dot_file = tmp_path / f"AGL001_bad_gan_retain_graph_{event.finding.line}.dot"
    assert event.graph_files[0] == str(dot_file)
    if shutil.which("dot"):
        svg = dot_file.with_suffix(".svg")
        assert event.graph_files == [str(dot_file), str(svg)]
        assert "<svg" in svg.read_text()
    text, nodes, edges = parse(dot_file)
    assert "reaches gen through disc" in text
    roots = [k for k, (label, _) in nodes.items() if "loss of the disc_opt update" in label]
    assert len(roots) == 1
    generator = {label.split("\n")[0]: key for key, (label, style) in nodes.items()
                 if label.startswith("gen.") and "#ffb3b3" in style}
    assert set(generator) == {"gen.0.weight", "gen.0.bias", "gen.2.weight", "gen.2.bias"}
    assert set(generator.values()) <= reachable(edges, roots[0])
    entry = [label for label, style in nodes.values() if "entered disc" in label]
    assert entry == [f"AddmmBackward0\nentered disc\nat line {event.finding.line}"]
    assert any(label.startswith("disc.0.") for label, _ in nodes.values())  # D's own, in blue
    assert any(hot for _, _, hot in edges)


def test_agl005_dot_marks_the_freed_node(tmp_path):
    path = os.path.join(FIXTURES, "agl005", "bad_rnn_hidden_carried.py")
    if not os.path.exists(path):
        pytest.skip("fixture not present")
    run = run_fixture(path, checked=True, graph_dir=str(tmp_path))
    (event,) = run.events
    (dot_file,) = tmp_path.glob("AGL005_*.dot")
    _, nodes, edges = parse(dot_file)
    freed = [k for k, (label, _) in nodes.items() if "freed by backward" in label]
    roots = [k for k, (label, _) in nodes.items() if label.split("\n")[1:2] == [
        f"backward at line {event.finding.line}"]]
    assert freed and roots and set(freed) <= reachable(edges, roots[0])


def test_svg_is_written_when_graphviz_is_installed(tmp_path, monkeypatch):
    fake = tmp_path / "bin" / "dot"
    fake.parent.mkdir()
    fake.write_text('#!/bin/sh\n# fake graphviz: dot -Tsvg IN -o OUT\ncp "$2" "$4"\n')
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setenv("PATH", f"{fake.parent}{os.pathsep}{os.environ['PATH']}")
    out = tmp_path / "graphs"
    run = run_fixture(os.path.join(FIXTURES, "agl001", "bad_gan_trainer_class.py"), checked=True,
                      graph_dir=str(out))
    files = sorted(p.name for p in out.iterdir())
    line = run.events[0].finding.line
    assert files == [f"AGL001_bad_gan_trainer_class_{line}.dot",
                     f"AGL001_bad_gan_trainer_class_{line}.svg"]
