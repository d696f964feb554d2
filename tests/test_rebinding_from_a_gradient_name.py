"""A manual update that rebinds a trained leaf is AGL003 whether it reads `.grad` in the same
expression or through a name bound to it (`g = w.grad.detach().clone(); ...; w = w - lr * g`:
s40c k07 was reported as AGL020 with a `.requires_grad_()` hint that does not apply), and
whether the leaves sit in named variables or in a dict literal (`{"omega": torch.full(...,
requires_grad=True)}` rebound item by item: s40b j11). A leaf made a non-leaf at its creation
(`torch.randn(..., requires_grad=True) / 10`) stays AGL020's, and a functional inner loop's
rebinding to `torch.autograd.grad` results (MAML's fast weights) is no update."""
from autograd_lint import lint_paths
from autograd_lint.analysis import select_rules
from autograd_lint.config import Config
from autograd_lint.fixer import fix_text

THROUGH_A_NAME = '''
import torch

slowness = torch.full((4, 5), 0.5, dtype=torch.float64, requires_grad=True)
ray_paths = torch.rand(12, 20, dtype=torch.float64)
observed = torch.rand(12, dtype=torch.float64)
for it in range(50):
    misfit = ((ray_paths @ slowness.reshape(-1) - observed) ** 2).sum()
    misfit.backward()
    step = slowness.grad.detach().clone()
    slowness.grad.zero_()
    step /= step.abs().max() + 1e-12
    slowness = slowness - 1e-2 * step
'''

DICT_OF_LEAVES = '''
import math

import torch


def init_params(n):
    return {
        "omega": torch.full((n,), 2 * math.pi, requires_grad=True),
        "log_coupling": torch.zeros((), requires_grad=True),
    }


def sgd_update(params, lrs):
    for name in params:
        params[name] = params[name] - lrs[name] * params[name].grad
    return params


params = init_params(6)
lrs = {"omega": 0.1, "log_coupling": 0.05}
for epoch in range(3):
    for p in params.values():
        p.grad = None
    loss = (params["omega"] * params["log_coupling"].exp()).sin().sum()
    loss.backward()
    params = sgd_update(params, lrs)
'''

FAST_WEIGHTS = '''
import torch

w = torch.randn(3, 1, requires_grad=True)
meta_opt = torch.optim.SGD([w], lr=1e-2)
for task in range(4):
    x, y = torch.randn(8, 3), torch.randn(8, 1)
    fast = w
    for inner in range(2):
        (g,) = torch.autograd.grad(((x @ fast - y) ** 2).mean(), fast, create_graph=True)
        fast = fast - 0.1 * g
    meta_opt.zero_grad()
    ((x @ fast - y) ** 2).mean().backward()
    meta_opt.step()
'''

MADE_NON_LEAF = '''
import torch

w = torch.randn(3, 1, requires_grad=True) / 10
opt = torch.optim.SGD([w], lr=0.1)
for _ in range(3):
    opt.zero_grad()
    (torch.randn(8, 3) @ w).pow(2).mean().backward()
    opt.step()
'''


POWER_ITERATION = '''
import torch
import torch.nn.functional as F

model = torch.nn.Linear(4, 3)
imgs = torch.randn(8, 4)
target = F.softmax(model(imgs), dim=1).detach()
noise = torch.randn(8, 4)
for _ in range(2):
    noise.requires_grad = True
    noise = 1e-6 * F.normalize(noise, dim=1)
    noise.retain_grad()
    dist = F.kl_div(F.log_softmax(model(imgs + noise), dim=1), target, reduction="batchmean")
    dist.backward()
    noise = noise.grad.detach()
    model.zero_grad()
'''


def _lint(tmp_path, text: str) -> list[tuple[int, str]]:
    path = tmp_path / "prog.py"
    path.write_text(text.lstrip())
    return sorted((f.line, f.code) for f in lint_paths([str(path)]).findings)


def test_a_leaf_rebound_through_a_gradient_name_is_agl003(tmp_path):
    assert _lint(tmp_path, THROUGH_A_NAME) == [(12, "AGL003")]


def test_its_fix_updates_in_place():
    result = fix_text(THROUGH_A_NAME.lstrip(), "prog.py", select_rules(Config()), Config())
    assert "    with torch.no_grad():\n        slowness -= 1e-2 * step\n" in result.text
    assert result.remaining == []


def test_leaves_of_a_dict_literal_rebound_by_name_are_agl003(tmp_path):
    assert _lint(tmp_path, DICT_OF_LEAVES) == [(15, "AGL003")]


def test_fast_weights_from_autograd_grad_are_no_update(tmp_path):
    assert _lint(tmp_path, FAST_WEIGHTS) == []


def test_a_leaf_made_non_leaf_at_creation_stays_agl020(tmp_path):
    assert _lint(tmp_path, MADE_NON_LEAF) == [(3, "AGL020")]


def test_a_power_iteration_rebinding_its_own_noise_is_no_update(tmp_path):
    # (pytorch-adapt's VAT loss: `noise` is bound to its gradient only after the rebinding)
    assert _lint(tmp_path, POWER_ITERATION) == []


def test_the_names_bound_to_a_gradient_are_what_a_read_spells():
    import libcst as cst
    from autograd_lint.semantics.syntax import gradient_names

    scope = cst.parse_module(
        "g = w.grad.detach()\n"
        "step = lr * g\n"
        "self.last = w.grad\n"
        "grads[i] = w.grad\n"
        "self.history[k] = w.grad\n"
        "(g2, h) = (w.grad, 0)\n"
        "other = w * 2\n")
    assert gradient_names(scope) == {"g", "step", "last", "grads", "history", "g2", "h"}
