"""Training code written in a functional (JAX-ported) style: a step folded over batches with
`functools.reduce` or mapped with `map`, state carried in a NamedTuple replaced with
`_replace(...)` or in a frozen dataclass replaced with `dataclasses.replace(...)`, and
`stop_gradient = torch.Tensor.detach` applied through a tree map. Each is the loop, the object or
the detach it stands for (s40b j01, j13, j14, j02, j04): the pitfalls inside are found, and the
correct look-alikes stay quiet."""
from autograd_lint import lint_paths

FOLDED = '''
from functools import reduce

import torch
import torch.nn as nn

net = nn.Linear(3, 1)
opt = torch.optim.SGD(net.parameters(), lr=0.1)


def make_train_step(net, opt):
    def train_step(total, batch):
        value = net(batch).pow(2).mean()
        value.backward()
        opt.step()
        return total + value.item()
    return train_step


def batches(n):
    for _ in range(n):
        yield torch.randn(4, 3)


step_fn = make_train_step(net, opt)
for epoch in range(3):
    opt.zero_grad()
    total = reduce(step_fn, batches(10), 0.0)
'''

MAPPED_EVALUATION = '''
from functools import reduce

import torch
import torch.nn as nn

merge = lambda a, b: {k: a[k] + b[k] for k in a}


def make_eval_step(net):
    def eval_step(batch):
        out = net(batch)
        return {"loss": out.pow(2).mean().item(), "n": len(batch)}
    return eval_step


def evaluate(net, stream):
    net.eval()
    totals = reduce(merge, map(make_eval_step(net), stream))
    net.train()
    return totals["loss"] / totals["n"]


net = nn.Linear(3, 1)
print(evaluate(net, (torch.randn(4, 3) for _ in range(5))))
'''

CARRIED = '''
import dataclasses
from typing import NamedTuple

import torch
import torch.nn as nn


class TrainState(NamedTuple):
    model: nn.Module
    opt: torch.optim.Optimizer
    carry: torch.Tensor
    step: int = 0


def train_step(state, batch):
    state.opt.zero_grad()
    out, carry = state.model(batch, state.carry)
    value = out.pow(2).mean()
    value.backward()
    state.opt.step()
    return state._replace(carry=carry, step=state.step + 1), value.item()


model = nn.GRU(3, 4, batch_first=True)
state = TrainState(model, torch.optim.SGD(model.parameters(), lr=0.1), torch.zeros(1, 2, 4))
for _ in range(3):
    state, value = train_step(state, torch.randn(2, 5, 3))
'''

STOP_GRADIENT = '''
from functools import partial

import torch
import torch.nn as nn


def tree_map(fn, tree):
    if isinstance(tree, dict):
        return {k: tree_map(fn, v) for k, v in tree.items()}
    return fn(tree)


stop_gradient = partial(tree_map, torch.Tensor.detach)
net = nn.Linear(3, 1)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
log = []
for i in range(5):
    opt.zero_grad()
    loss = net(torch.randn(4, 3)).pow(2).mean()
    loss.backward()
    opt.step()
    log.append(stop_gradient({"total": loss}))
'''


def _lint(tmp_path, text: str) -> list[tuple[int, str]]:
    path = tmp_path / "prog.py"
    path.write_text(text.lstrip())
    return sorted((f.line, f.code) for f in lint_paths([str(path)]).findings)


def test_a_step_folded_over_batches_without_zeroing_is_agl004(tmp_path):
    assert _lint(tmp_path, FOLDED) == [(14, "AGL004")]


def test_the_fold_with_the_step_zeroing_is_quiet(tmp_path):
    text = FOLDED.replace("        value = net(batch)",
                          "        opt.zero_grad()\n        value = net(batch)")
    assert _lint(tmp_path, text) == []


def test_an_evaluation_step_mapped_after_eval_is_agl009(tmp_path):
    assert _lint(tmp_path, MAPPED_EVALUATION) == [(11, "AGL009")]


def test_the_mapped_evaluation_under_no_grad_is_quiet(tmp_path):
    text = MAPPED_EVALUATION.replace("def evaluate(net, stream):",
                                     "@torch.no_grad()\ndef evaluate(net, stream):")
    assert _lint(tmp_path, text) == []


def test_a_carry_kept_by_namedtuple_replace_is_agl005(tmp_path):
    assert _lint(tmp_path, CARRIED) == [(19, "AGL005")]


def test_a_carry_kept_by_dataclasses_replace_is_agl005(tmp_path):
    text = CARRIED.replace("class TrainState(NamedTuple):",
                           "@dataclasses.dataclass(frozen=True)\nclass TrainState:") \
        .replace("state._replace(carry=carry,", "dataclasses.replace(state, carry=carry,")
    assert _lint(tmp_path, text) == [(20, "AGL005")]


def test_a_detached_carry_is_quiet(tmp_path):
    text = CARRIED.replace("state._replace(carry=carry,", "state._replace(carry=carry.detach(),")
    assert _lint(tmp_path, text) == []


def test_torch_tensor_detach_through_a_tree_map_keeps_no_graph(tmp_path):
    assert _lint(tmp_path, STOP_GRADIENT) == []


def test_the_same_log_without_it_is_agl010(tmp_path):
    text = STOP_GRADIENT.replace('log.append(stop_gradient({"total": loss}))',
                                 'log.append({"total": loss})')
    assert _lint(tmp_path, text) == [(22, "AGL010")]
