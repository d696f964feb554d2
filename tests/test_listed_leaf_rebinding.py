"""AGL003 for a hand-written optimizer over a list shared with the model: `self.params[i] = p -
self.lr * v` with grad on replaces a trained leaf by a non-leaf computed from it; the model's list
then holds a tensor whose .grad stays None. The same update in place under no_grad is fine, and
so is a list of tensors no backward trains."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import torch


class Momentum:
    def __init__(self, params, lr, beta=0.9):
        self.params = params
        self.lr = lr
        self.beta = beta
        self.velocity = [torch.zeros_like(p) for p in params]

    def zero_grad(self):
        for p in self.params:
            p.grad = None

    def step(self):
        for i, p in enumerate(self.params):
            self.velocity[i] = self.beta * self.velocity[i] + p.grad
            UPDATE


w = torch.randn(3, 1, requires_grad=True)
b = torch.zeros(1, requires_grad=True)
params = [w, b]
opt = Momentum(params, lr=0.05)
for x, y in [(torch.randn(8, 3), torch.randn(8, 1))] * 3:
    opt.zero_grad()
    loss = ((x @ params[0] + params[1] - y) ** 2).mean()
    loss.backward()
    opt.step()
'''


def codes(update: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(PROGRAM.replace("UPDATE", update))
    return sorted((f.line, f.code) for f in lint_source(source, "t.py"))


def test_rebinding_a_listed_leaf_with_grad_on_is_reported():
    assert codes("self.params[i] = p - self.lr * self.velocity[i]") == [(19, "AGL003")]


def test_the_update_in_place_under_no_grad_is_fine():
    update = "with torch.no_grad():\n                p.sub_(self.lr * self.velocity[i])"
    assert codes(update) == []


def test_a_list_no_backward_trains_is_not_a_leaf_update():
    source = '''
    import torch

    scales = [torch.ones(2, requires_grad=True), torch.ones(2, requires_grad=True)]
    for i in range(1, len(scales)):
        scales[i] = scales[i - 1] * 2
    print(scales)
    '''
    assert sorted((f.line, f.code) for f in lint_source(textwrap.dedent(source), "t.py")) == []
