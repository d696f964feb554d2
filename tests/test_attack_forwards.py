"""AGL009 is about evaluation: forwards that build graphs nobody walks. A forward given an
input made to require grad (an attack's `x.detach().clone().requires_grad_()`, a saliency map)
in a run that takes a gradient later asks for the graph down to that input, even when this
call's graph is not the one walked (the first forward that ranks the classes, before the
gradient steps). Without any gradient taken it is an evaluation (test_analysis_values)."""
import textwrap

from autograd_lint import lint_source

ATTACK = '''
import torch
import torch.nn as nn


def fresh_leaf(x):
    return x.detach().clone().requires_grad_()


class RankedStepAttack:
    def __init__(self, predict, steps=3):
        self.predict = predict
        self.steps = steps

    def perturb(self, x):
        x = PREPARE
        logits = self.predict(x)
        classes = logits.argsort(dim=-1).detach()
        for _ in range(self.steps):
            out = self.predict(x)
            grad, = torch.autograd.grad(out.gather(1, classes[:, :1]).sum(), x)
            x = (x + 0.01 * grad.sign()).detach().requires_grad_()
        return x


model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 3))
model.eval()
adversary = RankedStepAttack(model)
CALLER
'''


def codes(prepare: str, caller: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(ATTACK).replace("PREPARE", prepare).replace("CALLER", caller)
    return sorted((f.line, f.code) for f in lint_source(source, "attack.py"))


def test_a_forward_on_an_input_made_to_require_grad_is_no_evaluation():
    assert codes("fresh_leaf(x)", "print(adversary.perturb(torch.randn(5, 4)).shape)") == []


def test_an_input_of_unknown_origin_made_a_leaf_is_one_too():
    """(the attack's method analysed from a caller that passes what a loader yields)"""
    caller = "for batch, _ in torch.load('batches.pt'):\n    print(adversary.perturb(batch))"
    assert codes("fresh_leaf(x)", caller) == []


def test_the_same_forward_on_a_plain_input_is_an_evaluation():
    assert codes("x.detach().clone()", "print(adversary.perturb(torch.randn(5, 4)).shape)") == \
        [(17, "AGL009")]
