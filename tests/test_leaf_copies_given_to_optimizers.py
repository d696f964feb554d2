"""A copy of a leaf (`leaf.to(torch.float64)`, `.double()`, `.cuda()`) is the result of an op:
handed to an optimizer, torch refuses it (AGL020), also when the leaf was bound earlier or
the copies are made by a comprehension over a dict of leaves. A copy used as data is fine."""
from autograd_lint import lint_source


def codes(source: str) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in lint_source(source, "fit.py")]


X64 = """import torch


def init():
    return {"a": torch.zeros(3, requires_grad=True), "b": torch.zeros(2, requires_grad=True)}


def enable_x64(tree):
    return {name: leaf.to(torch.float64) for name, leaf in tree.items()}


params = enable_x64(init())
opt = torch.optim.Adam(list(params.values()), lr=0.1)
"""


def test_a_comprehension_casting_each_leaf_of_a_dict():
    assert codes(X64) == [(9, "AGL020")]


def test_the_leaves_cast_before_they_are_made_leaves_are_fine():
    fixed = X64.replace("leaf.to(torch.float64)", "leaf.detach().to(torch.float64).requires_grad_()")
    assert codes(fixed) == []


def test_a_copy_of_a_leaf_bound_earlier_given_to_an_optimizer():
    source = ("import torch\n"
              "a = torch.zeros(3, requires_grad=True)\n"
              "b = a.double()\n"
              "opt = torch.optim.SGD([b], lr=0.1)\n")
    assert [code for _, code in codes(source)] == ["AGL020"]


def test_a_copy_of_a_leaf_used_as_data_is_fine():
    source = ("import torch\n"
              "w = torch.zeros(3, requires_grad=True)\n"
              "opt = torch.optim.SGD([w], lr=0.1)\n"
              "for _ in range(3):\n"
              "    opt.zero_grad()\n"
              "    loss = (w.double() * torch.randn(3, dtype=torch.float64)).sum()\n"
              "    loss.backward()\n"
              "    opt.step()\n")
    assert codes(source) == []
