"""A term of a loss computed only from NumPy copies of a network's outputs trains nothing,
however the rest of the loss trains (DeepSpeaker-pytorch's hard-triplet branch, session 44's
first look: `torch.from_numpy(out_a.cpu().data.numpy()[hard])` fed to the triplet loss, which is
added to a cross-entropy that does train): AGL018, once per loss. A copy met element by element
with trained values (a target, a weight) is a constant on purpose and is not reported."""
import textwrap

import pytest

from autograd_lint import lint_source

TRIPLET = '''
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


class Embedder(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Linear(8, 4)
        self.head = nn.Linear(4, 3)

    def forward(self, x):
        return self.body(x)

    def classify(self, x):
        return self.head(self.body(x))


net = Embedder()
opt = torch.optim.SGD(net.parameters(), lr=0.1)
margin = nn.TripletMarginLoss(margin=1.0)
for step in range(3):
    a, p, n = torch.randn(6, 8), torch.randn(6, 8), torch.randn(6, 8)
    ya = torch.randint(0, 3, (6,))
    ea, ep, en = net(a), net(p), net(n)
    hard = np.where((ea - en).norm(dim=1).detach().numpy() < 2.0)
    SELECT
    term = margin(sa, sp, sn)
    ce = F.cross_entropy(net.classify(a), ya)
    total = ce + term * 0.5
    opt.zero_grad()
    total.backward()
    opt.step()
'''

COPIED = [
    "sa, sp, sn = (torch.from_numpy(e.data.numpy()[hard]) for e in (ea, ep, en))",
    "sa = torch.from_numpy(ea.cpu().data.numpy()[hard])\n"
    "    sp = torch.from_numpy(ep.cpu().data.numpy()[hard])\n"
    "    sn = torch.from_numpy(en.cpu().data.numpy()[hard])",
    "sa = torch.as_tensor(ea.detach().numpy())\n"
    "    sp = torch.as_tensor(ep.detach().numpy())\n"
    "    sn = torch.as_tensor(en.detach().numpy())",
]


def _findings(select: str):
    source = textwrap.dedent(TRIPLET).replace("SELECT", select)
    return lint_source(source, "triplet.py")


@pytest.mark.parametrize("select", COPIED)
def test_a_term_made_of_numpy_copies_is_reported_once(select):
    findings = _findings(select)
    assert [f.code for f in findings] == ["AGL018"]
    assert "trains nothing" in findings[0].message
    assert "NumPy" in findings[0].message
    copies = select.count("torch.")  # (one copying call in the generator, for each output)
    assert [r.note for r in findings[0].related].count("another copy in this loss") == copies - 1


def test_the_term_kept_as_tensors_is_not_reported():
    assert _findings("sa, sp, sn = ea[hard], ep[hard], en[hard]") == []


def test_a_copy_used_as_a_target_is_not_reported():
    select = ("sa, sp = ea, ep\n"
              "    sn = torch.from_numpy(en.detach().numpy())  # a fixed negative, met with ea")
    assert _findings(select) == []


def test_a_copy_used_as_weights_is_not_reported():
    source = textwrap.dedent(TRIPLET).replace(
        "SELECT", "sa, sp, sn = ea, ep, en").replace(
        "total = ce + term * 0.5",
        "w = torch.from_numpy(np.exp(-ea.data.numpy()))\n"
        "    total = ce + (w * ea).mean()")
    assert lint_source(source, "triplet.py") == []
