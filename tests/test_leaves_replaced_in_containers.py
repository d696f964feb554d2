"""A container of leaves an optimizer was built over, given new leaves while that optimizer
still steps (`params.update(draw_start(gen))`, `params["a"] = torch.randn(3).requires_grad_()`,
`params = draw_start(gen)`): the optimizer never sees them (AGL019, blind set s44b mh06). A
restart that writes into the old leaves, or builds a new optimizer, is fine. Done in a helper
module that names no torch API, the finding is shown at the linted file's call that runs it."""
import textwrap

import pytest

from autograd_lint import lint_paths, lint_source

RESTARTS = '''
import torch


def draw():
    return {"a": torch.randn(3).requires_grad_(), "b": torch.zeros(3, requires_grad=True)}


def fit(params, opt, iters):
    for it in range(iters):
        opt.zero_grad()
        loss = (params["a"] * params["b"] - 1).pow(2).sum()
        loss.backward()
        opt.step()


params = draw()
opt = torch.optim.Adam(list(params.values()), lr=0.1)
for start in range(3):
    if start:
        RESTART
    fit(params, opt, 5)
'''


@pytest.mark.parametrize("restart", [
    "params.update(draw())",
    'params["a"] = torch.randn(3).requires_grad_()',
    "params = draw()",
    'params.update({"a": torch.zeros(3, requires_grad=True)})',
])
def test_new_leaves_the_optimizer_never_sees(restart):
    source = textwrap.dedent(RESTARTS).replace("RESTART", restart)
    assert [(f.line, f.code) for f in lint_source(source, "fit.py")] == [(21, "AGL019")]


@pytest.mark.parametrize("restart", [
    'params.update({"a": params["a"]})',
    "with torch.no_grad():\n"
    "            for key, fresh in draw().items():\n"
    "                params[key].copy_(fresh)",
    "params = draw()\n"
    "        opt = torch.optim.Adam(list(params.values()), lr=0.1)",
])
def test_restarts_the_optimizer_sees(restart):
    source = textwrap.dedent(RESTARTS).replace("RESTART", restart)
    assert lint_source(source, "fit.py") == []


SEARCH = '''
from .fitting import draw


def multi_start(fit, opt_factory, n_starts):
    params = draw()
    opt = opt_factory(params)
    for start in range(n_starts):
        if start:
            params.update(draw())
        fit(params, opt)
    return params
'''

FITTING = '''
import torch


def draw():
    return {"a": torch.randn(3).requires_grad_(), "b": torch.zeros(3, requires_grad=True)}


def make_optimizer(params):
    return torch.optim.Adam(list(params.values()), lr=0.1)


def fit(params, opt):
    for it in range(5):
        opt.zero_grad()
        (params["a"] * params["b"] - 1).pow(2).sum().backward()
        opt.step()
'''

MAIN = '''
import torch

from .fitting import fit, make_optimizer
from .search import multi_start


def main():
    torch.manual_seed(0)
    best = multi_start(fit, make_optimizer, 3)
    print(best)


if __name__ == "__main__":
    main()
'''


def test_a_swap_in_a_module_that_names_no_torch_api(tmp_path):
    package = tmp_path / "restarts"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "search.py").write_text(SEARCH)
    (package / "fitting.py").write_text(FITTING)
    (package / "main.py").write_text(MAIN)
    findings = lint_paths([str(package)]).findings
    assert [(f.path.rsplit("/", 1)[-1], f.line, f.code) for f in findings] == \
        [("main.py", 10, "AGL019")]
    assert [((r.path or "").rsplit("/", 1)[-1], r.line, r.note) for r in findings[0].related][0] == \
        ("search.py", 10, "the pitfall is here")
