"""Writes into a parameter that keep it the same parameter. `self.correct += m` of a metric's
`nn.Parameter(..., requires_grad=False)` is in place (`__iadd__` returns the parameter): no
AGL003, which is for a plain tensor assigned over one. A parameter made of uninitialised memory
and filled slot by slot (`self.weight[i] = layer.weight.T` under no_grad) holds values: no
AGL015; left unfilled it is still reported."""
import textwrap

from autograd_lint import lint_source

METRIC = '''
import torch
import torch.nn as nn


class Accuracy(nn.Module):
    def __init__(self):
        super().__init__()
        self.correct = nn.Parameter(torch.tensor(0.0), requires_grad=False)
        self.total = nn.Parameter(torch.tensor(0.0), requires_grad=False)

    def forward(self, preds, targets):
        m = (preds.argmax(dim=-1) == targets).sum()
        UPDATE
        return m / targets.shape[0]


acc = Accuracy()
print(acc(torch.randn(8, 3), torch.randint(0, 3, (8,))))
'''


def metric_codes(update: str):
    return [f.code for f in lint_source(textwrap.dedent(METRIC).replace("UPDATE", update), "m.py")]


def test_an_augmented_update_keeps_the_parameter():
    assert metric_codes("self.correct += m") == []


def test_a_plain_tensor_assigned_over_it_is_reported():
    assert metric_codes("self.correct = self.correct + m") == ["AGL003"]


EMBED = '''
import torch
import torch.nn as nn


class NumEmbedding(nn.Module):
    def __init__(self, n, d_in, d_out):
        super().__init__()
        self.weight = nn.Parameter(torch.Tensor(n, d_in, d_out))
        FILL

    def forward(self, x):
        return torch.einsum("bfi,fij->bfj", x, self.weight)


emb = NumEmbedding(4, 1, 8)
opt = torch.optim.Adam(emb.parameters())
loss = emb(torch.randn(2, 4, 1)).pow(2).mean()
opt.zero_grad()
loss.backward()
opt.step()
'''


def embed_codes(fill: str):
    return [f.code for f in lint_source(textwrap.dedent(EMBED).replace("FILL", fill), "e.py")]


def test_a_parameter_filled_slot_by_slot_holds_values():
    fill = ("with torch.no_grad():\n"
            "            for i in range(4):\n"
            "                self.weight[i] = nn.Linear(1, 8).weight.T")
    assert embed_codes(fill) == []


def test_an_unfilled_parameter_is_still_reported():
    assert embed_codes("pass") == ["AGL015"]
