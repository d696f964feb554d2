"""`params[f"layer{i}.w"] = glorot(a, b)` in a loop, where `glorot` returns `(torch.rand(...,
requires_grad=True) * 2 - 1) * limit`: the dict's entries are keyed at run time, and one that is
no leaf stands for them, so handing `list(params.values())` to an optimizer is AGL020 at the
store (s40b j17: the dict used to lose its entries). Leaves made right
(`(torch.rand(...) * 2 - 1).mul_(limit).requires_grad_()`) stay quiet."""
from autograd_lint import lint_paths

WEIGHTS = '''
import math

import torch


def glorot(fan_in, fan_out):
    limit = math.sqrt(6.0 / (fan_in + fan_out))
    return (torch.rand(fan_in, fan_out, requires_grad=True) * 2 - 1) * limit


def init_mlp(sizes):
    params = {}
    for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
        params[f"layer{i}.b"] = torch.zeros(b, requires_grad=True)
        params[f"layer{i}.w"] = glorot(a, b)
    return params


params = init_mlp([4, 8, 3])
opt = torch.optim.AdamW(list(params.values()), lr=1e-3)
'''


def _lint(tmp_path, text: str) -> list[tuple[int, str]]:
    path = tmp_path / "prog.py"
    path.write_text(text.lstrip())
    return sorted((f.line, f.code) for f in lint_paths([str(path)]).findings)


def test_a_non_leaf_weight_among_runtime_keyed_entries_is_agl020(tmp_path):
    assert _lint(tmp_path, WEIGHTS) == [(15, "AGL020")]


def test_leaf_weights_are_quiet(tmp_path):
    text = WEIGHTS.replace(
        "    return (torch.rand(fan_in, fan_out, requires_grad=True) * 2 - 1) * limit",
        "    return ((torch.rand(fan_in, fan_out) * 2 - 1) * limit).requires_grad_()")
    assert _lint(tmp_path, text) == []
