"""A list of tensors (`self.fast = [w - lr * g for ...]`) written at an index (`self.fast[i] =
self.fast[i].detach()`) is a list, not a tensor written in place: the entry read back is the
new one, a leaf whose requires_grad may be set (no AGL012), and the graphs its entries held
before are maybe gone (no AGL005 for the next call, which starts from them detached). Without
the detach, the entries are non-leaves of the last call's graph: setting requires_grad on one
raises (AGL012)."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import torch


class Unrolled:
    def __init__(self, sizes):
        self.fast = [torch.nn.Parameter(torch.randn(a, b) * 0.1) for a, b in sizes]

    def adapt(self, x, y, steps=3, lr=0.1):
        for i in range(len(self.fast)):
            RESET
            self.fast[i].requires_grad = True
        for _ in range(steps):
            h = x
            for w in self.fast:
                h = torch.tanh(h @ w)
            inner = ((h - y) ** 2).mean()
            grads = torch.autograd.grad(inner, self.fast, create_graph=True)
            self.fast = [w - lr * g for w, g in zip(self.fast, grads)]
        return inner


learner = Unrolled([(5, 8), (8, 2)])
for episode in range(4):
    learner.adapt(torch.randn(16, 5), torch.randn(16, 2)).backward()
'''


def codes(reset: str) -> list[str]:
    source = textwrap.dedent(PROGRAM).replace("RESET", reset)
    return sorted(f.code for f in lint_source(source, "unrolled.py"))


def test_entries_detached_before_their_flag_is_set():
    assert codes("self.fast[i] = self.fast[i].detach()") == []


def test_entries_of_the_last_graph_given_the_flag():
    assert "AGL012" in codes("pass")
