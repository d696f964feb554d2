"""Calls given only plain values whose run touches nothing of the program are summarised once
and replayed (semantics/summaries.py): the same findings as running them each time, and heaps
joined by the attributes either path wrote (semantics/state.py: Heap)."""
import textwrap

import libcst as cst

from autograd_lint import lint_source
from autograd_lint.semantics.model import SemanticModel
from autograd_lint.semantics.state import Heap, uninit_items, written_apart
from autograd_lint.semantics.summaries import plain_key, replay, summary_of
from autograd_lint.semantics.values import OTHER, UNKNOWN, Value, string_value

HEAD = "import torch\nimport torch.nn as nn\n"


def interpreter_after(source: str):
    model = SemanticModel(cst.parse_module(textwrap.dedent(HEAD + source)))
    model.facts  # noqa: B018 (runs the file)
    return model.interpreter


def codes(source: str) -> list[str]:
    return sorted(f.code for f in lint_source(textwrap.dedent(HEAD + source), "train.py"))


PLUMBING = """
def available(name, strict=False):
    found = name in ("torch", "numpy")
    if strict and not found:
        raise ImportError(name)
    return found

def lr_at(epoch, base=0.1):
    return base * 0.5 ** (epoch // 10)

net = nn.Linear(3, 1)
opt = torch.optim.SGD(net.parameters(), lr=lr_at(0))
for epoch in range(3):
    if available("torch") and available("numpy", strict=True):
        opt.zero_grad()
        net(torch.randn(2, 3)).sum().backward()
        opt.step()
"""


def test_a_plain_call_repeated_is_summarised_once():
    interpreter = interpreter_after(PLUMBING)
    names = {key[0] for key in interpreter.summaries}
    assert len(interpreter.summaries) >= 2 and len(names) == 2
    assert codes(PLUMBING) == []


def test_a_call_that_reads_a_network_is_not_summarised():
    source = """
net = nn.Linear(3, 1)

def score(name):
    return net(torch.randn(2, 3))

net.eval()
out = score("a")
out = score("a")
"""
    assert interpreter_after(source).summaries == {}
    assert codes(source) == ["AGL009"]


def test_a_call_that_edits_an_object_of_the_program_is_not_summarised():
    source = """
net = nn.Linear(3, 1)
opt = torch.optim.SGD(net.parameters(), lr=0.1)

def evaluate_mode(flag):
    if flag:
        net.eval()

evaluate_mode(False)
for step in range(2):
    opt.zero_grad()
    net(torch.randn(2, 3)).sum().backward()
    opt.step()
evaluate_mode(True)
preds = net(torch.randn(2, 3))
"""
    assert codes(source) == ["AGL009"]


def test_a_library_object_made_by_a_summarised_call_is_a_new_object_each_time():
    source = """
import logging

def get_logger(name):
    return logging.getLogger(name)

first = get_logger("a")
second = get_logger("a")
"""
    interpreter = interpreter_after(source)
    globals_ = interpreter.main.globals
    assert globals_["first"].sym and globals_["second"].sym
    assert globals_["first"].sym != globals_["second"].sym


def test_plain_values_have_keys_and_objects_do_not():
    assert plain_key(OTHER) is not None and plain_key(string_value("none")) is not None
    assert plain_key(Value(kind="other", items=(OTHER, UNKNOWN))) is not None
    assert plain_key(Value(kind="module", sym="net#1")) is None
    assert plain_key(Value(kind="tensor")) is None
    assert plain_key(Value(kind="unknown", items=(Value(kind="module", sym="m#2"),))) is None


def test_a_summary_renames_the_objects_the_call_made():
    made = Value(sym="obj#7", opaque=True)
    summary = summary_of(Value(kind="unknown", items=(made, OTHER)), 5, "", [])
    assert summary is not None and summary.fresh == {"obj#7"}
    again = replay(summary.result, {"obj#7": "obj#9"})
    assert again.items[0].sym == "obj#9" and again.items[1] is OTHER
    # an object that existed before the call is the caller's: no summary
    assert summary_of(Value(sym="obj#3", opaque=True), 5, "", []) is None


def test_heaps_joined_by_what_either_path_wrote():
    base = Heap({("a", "x"): OTHER, ("a", "y"): OTHER})
    left, right = Heap(base), Heap(base)
    left[("a", "x")] = UNKNOWN
    right.update({("b", "z"): OTHER})
    assert written_apart(left, right) == {("a", "x"), ("b", "z")}
    child = Heap(left)
    child.setdefault(("c", "w"), OTHER)
    assert written_apart(child, left) == {("c", "w")}
    assert written_apart(child, right) == {("a", "x"), ("b", "z"), ("c", "w")}
    assert written_apart(left, {}) is None


def test_heap_lineage_outlives_the_copies():
    # a branch of a long function copies the heap at every nested `if` that writes: the join
    # still compares only what was written, and the ancestors' entries are not kept alive
    root = Heap({("m", "w"): OTHER})
    left, right = Heap(root), Heap(root)
    right[("m", "b")] = OTHER
    for depth in range(40):
        left = Heap(left)
        left[("m", f"x{depth}")] = UNKNOWN
    assert written_apart(left, right) == {("m", "b")} | {("m", f"x{d}") for d in range(40)}
    assert written_apart(Heap(Heap(root)), root) == set()


def test_heap_keeps_the_keys_of_garbage_memory():
    garbage = Value(kind="tensor", uninit=object())
    heap = Heap({("m", "w"): garbage, ("m", "b"): OTHER})
    assert uninit_items(heap) == [(("m", "w"), garbage)]
    copy = Heap(heap)
    copy[("m", "w")] = OTHER
    copy.update({("m", "v"): garbage})
    copy.setdefault(("m", "u"), garbage)
    copy.setdefault(("m", "b"), garbage)  # (already there: it keeps its value)
    assert sorted(key for key, _ in uninit_items(copy)) == [("m", "u"), ("m", "v")]
    assert uninit_items(heap) == [(("m", "w"), garbage)]
    assert uninit_items({("m", "w"): garbage, ("m", "b"): OTHER}) == [(("m", "w"), garbage)]


def test_a_summary_is_not_used_once_a_global_it_read_is_rebound():
    source = """
MODE = "train"

def mode_of(step):
    return MODE

before = mode_of(0)
again = mode_of(0)
MODE = "eval"
after = mode_of(0)
"""
    interpreter = interpreter_after(source)
    names = interpreter.main.globals
    assert len(interpreter.summaries) == 1
    assert names["before"].qual == names["again"].qual == "'train'"
    assert names["after"].qual == "'eval'"
