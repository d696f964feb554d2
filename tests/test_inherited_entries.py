"""A method a class inherits from another file runs on that class as an entry only where the
subclass can change what it does: it names a method or an attribute a class of the linted file
defines (`self.slots`, built here, read by the base's `recall`). One that names nothing of the
linted file (a loader, an exporter: diffusers' `from_pretrained`, inherited by hundreds of
models) runs the same on every subclass: it runs in its own file, not again for each subclass."""
import os
import textwrap

import libcst as cst

from autograd_lint import lint_paths
from autograd_lint.semantics import interpreter

MEMORY = '''
import torch
from torch import nn


class Memory(nn.Module):
    def recall(self, x):
        weights = torch.softmax(x @ self.slots.t(), dim=-1)
        return weights @ self.slots

    def export(self, path):
        frozen = {name: p.detach().clone() for name, p in self.named_parameters()}
        torch.save(frozen, path)
'''

SLOTS = '''
import torch
from torch import nn

from memory import Memory


class SlotMemory(Memory):
    keep_in_fp32 = ["slots"]

    def __init__(self):
        super().__init__()
        self.slots = nn.Parameter(SLOTS)
'''


def _package(tmp_path, slots_init: str) -> str:
    (tmp_path / "memory.py").write_text(textwrap.dedent(MEMORY))
    (tmp_path / "slots.py").write_text(textwrap.dedent(SLOTS.replace("SLOTS", slots_init)))
    return str(tmp_path)


def _findings(root: str) -> list[tuple[str, int, str]]:
    return sorted((os.path.basename(f.path), f.line, f.code) for f in lint_paths([root]).findings)


def test_an_inherited_method_reading_an_attribute_built_here_runs_on_the_subclass(tmp_path):
    # only the base's `recall` reads `slots`: its run on SlotMemory shows the empty memory read
    assert _findings(_package(tmp_path, "torch.empty(16, 4)")) == [("slots.py", 13, "AGL015")]


def test_the_same_with_initialised_slots_is_silent(tmp_path):
    assert _findings(_package(tmp_path, "torch.randn(16, 4) * 0.02")) == []


def test_an_inherited_method_naming_nothing_of_the_file_runs_only_in_its_own(
        tmp_path, monkeypatch):
    root = _package(tmp_path, "torch.randn(16, 4)")
    runs = []
    original = interpreter.Interpreter._run_method

    def recording(self, method, runs_wanted, state, globals_, instance, klass):
        runs.append((os.path.basename(self.main.path), klass.name, method.name.value))
        return original(self, method, runs_wanted, state, globals_, instance, klass)

    monkeypatch.setattr(interpreter.Interpreter, "_run_method", recording)
    lint_paths([root], jobs=1)
    # `export` runs on the class defining it, in memory.py; `recall` on both classes
    assert ("memory.py", "Memory", "export") in runs
    assert ("slots.py", "SlotMemory", "recall") in runs
    assert ("slots.py", "SlotMemory", "export") not in runs


def test_class_level_plain_data_is_not_a_name_the_subclass_defines():
    module = cst.parse_module(textwrap.dedent('''
        class Net:
            keep = ["norm", ("a", 1)]
            table = {"x": -1.5, "y": None}
            head_class = Head
            make = staticmethod(build)

            def forward(self, x):
                self.cache = x
    '''))
    plain = [interpreter._plain_data(statement.body[0].value)
             for statement in module.body[0].body.body[:4]]
    assert plain == [True, True, False, False]
