"""A criterion module holds no parameter: its loss reaches what its inputs reached, and nothing
known when they came from a call the analysis cannot see. Such a backward may leave gradients
for any optimizer, as a functional loss's does, so zeroing one before it is no AGL014 (CURL's
contrastive loss through a network method the analysis could not resolve)."""
from __future__ import annotations

import textwrap

from autograd_lint import lint_source

SOURCE = """
import torch
import torchvision
from torch import nn

backbone = torchvision.models.resnet18()
head, probe = nn.Linear(1000, 10), nn.Linear(16, 8)
opt_head = torch.optim.Adam(head.parameters())
opt_backbone = torch.optim.Adam(backbone.parameters())
ce = nn.CrossEntropyLoss()
for _ in range(100):
    x, y = torch.randn(8, 3, 32, 32), torch.randint(0, 10, (8,))
    loss = ce(head(backbone(x)), y)
    opt_head.zero_grad()
    loss.backward()
    opt_head.step()
    logits = {pretext}
    pretext = ce(logits, torch.arange(8))
    opt_backbone.zero_grad()
    pretext.backward()
    opt_backbone.step()
"""


def codes(pretext: str) -> set[str]:
    source = textwrap.dedent(SOURCE).replace("{pretext}", pretext)
    return {f.code for f in lint_source(source, "pretrain.py")}


def test_a_loss_through_an_unseen_method_may_train_the_backbone():
    assert "AGL014" not in codes("backbone.similarity(x, x.flip(0))")


def test_a_loss_known_to_miss_the_backbone_leaves_its_gradients_zeroed():
    assert "AGL014" in codes("probe(torch.randn(8, 16))")
