"""A model written as a function over leaves an optimizer trains (`log_mean(params, x)`), run
in an evaluation helper (`evaluate`, a closure `make_evaluator` returns) with grad on and no
backward, builds graphs for nothing: AGL009, as a network's call there is (blind set s44b,
mh16). Run under the caller's `torch.no_grad()`, or backpropagated, it is not reported."""
import textwrap

import pytest

from autograd_lint import lint_source

FIT = '''
import math

import torch


def init(n_in, hidden):
    def layer(a, b):
        return [(torch.randn(a, b) * math.sqrt(1 / a)).requires_grad_(),
                torch.zeros(b, requires_grad=True)]
    return dict(zip(["W1", "b1", "W2", "b2"], layer(n_in, hidden) + layer(hidden, 1)))


def log_mean(p, x):
    h = torch.tanh(x @ p["W1"] + p["b1"])
    return (h @ p["W2"] + p["b2"]).squeeze(-1)


def make_evaluator(params):
    def evaluate(batches):
        total = 0.0
        for xb, yb in batches:
            pred = log_mean(params, xb)
            total += (pred - yb).abs().mean().item()
        return total
    return evaluate


def stream(x, y, size):
    for i in range(0, len(y), size):
        yield x[i:i + size], y[i:i + size]


params = init(5, 8)
opt = torch.optim.Adam(params.values(), lr=1e-2)
evaluate = make_evaluator(params)
x, y = torch.randn(64, 5), torch.randn(64)
for epoch in range(3):
    for xb, yb in stream(x, y, 16):
        opt.zero_grad()
        (log_mean(params, xb) - yb).pow(2).mean().backward()
        opt.step()
    CALL
'''


def _findings(call: str):
    source = textwrap.dedent(FIT).replace("CALL", call)
    return [(f.line, f.code) for f in lint_source(source, "fit.py")]


def test_a_functional_model_evaluated_with_grad():
    assert _findings("print(evaluate(stream(x, y, 32)))") == [(23, "AGL009")]


@pytest.mark.parametrize("call", [
    "with torch.no_grad():\n        print(evaluate(stream(x, y, 32)))",
    "with torch.inference_mode():\n        print(evaluate(stream(x, y, 32)))",
])
def test_evaluated_under_the_callers_no_grad(call):
    assert _findings(call) == []


def test_a_validation_that_backpropagates_is_no_evaluation():
    source = textwrap.dedent(FIT).replace(
        "            total += (pred - yb).abs().mean().item()",
        "            err = (pred - yb).abs().mean()\n"
        "            err.backward()\n"
        "            total += err.item()").replace("CALL", "print(evaluate(stream(x, y, 32)))")
    assert [f.code for f in lint_source(source, "fit.py")] == []
