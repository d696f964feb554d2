"""`theta = [update(p, lr) for p in theta]` where `update` reads the gradient in code the
statement does not spell (`RULES = {"sgd": lambda p, lr: p - lr * p.grad}`, a helper function)
rebinds each trained leaf to a computed tensor: AGL003, as `theta = [p - lr * p.grad for p in
theta]` is (blind set s44b, mh11). Fast weights bound to another name leave the leaves."""
import textwrap

import pytest

from autograd_lint import lint_source

FIT = '''
import torch

RULES = {
    "sgd": lambda p, lr: p - lr * p.grad,
    "sign": lambda p, lr: p - 0.1 * lr * p.grad.sign(),
}


def descend(p, lr):
    return p - lr * p.grad


def fit(rule, x, y):
    theta = [(0.01 * torch.randn(3)).requires_grad_(), torch.zeros((), requires_grad=True)]
    update = UPDATE
    for step in range(5):
        for p in theta:
            p.grad = None
        w, b = theta
        mse = (x @ w + b - y).pow(2).mean()
        mse.backward()
        TARGET = [update(p, 0.1) for p in theta]
    return theta


fit("sgd", torch.randn(8, 3), torch.randn(8))
'''


@pytest.mark.parametrize("update", ["RULES[rule]", "descend"])
def test_leaves_rebound_by_an_update_that_reads_their_gradient(update):
    source = textwrap.dedent(FIT).replace("UPDATE", update).replace("TARGET", "theta")
    assert [f.code for f in lint_source(source, "fit.py")] == ["AGL003"]


def test_fast_weights_of_another_name_leave_the_leaves():
    source = textwrap.dedent(FIT).replace("UPDATE", "descend").replace("TARGET", "fast")
    assert lint_source(source, "fit.py") == []
