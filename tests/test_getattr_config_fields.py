"""`getattr(nn, lcfg.kind)` picks the torch class a config's field names, as
`getattr(nn, kind)` of a name does: a dataclass's default `kind = "SmoothL1Loss"` with
`reduction = "none"` makes a per-element loss (AGL007). Blind set s37c (v10) built its loss
so; its look-alike (v05) reduced the per-element loss before the backward."""
import textwrap

from autograd_lint import lint_source

SOURCE = '''
from dataclasses import dataclass, field

import torch
import torch.nn as nn


@dataclass
class LossConfig:
    kind: str = "SmoothL1Loss"
    reduction: str = REDUCTION


@dataclass
class Config:
    loss: LossConfig = field(default_factory=LossConfig)


def build_loss(lcfg):
    cls = getattr(nn, lcfg.kind)
    kwargs = {"reduction": lcfg.reduction}
    return cls(**kwargs)


cfg = Config()
model = nn.Linear(4, 2)
opt = torch.optim.Adam(model.parameters())
criterion = build_loss(cfg.loss)
for _ in range(3):
    loss = criterion(model(torch.randn(8, 4)), torch.randn(8, 2))
    opt.zero_grad()
    BACKWARD
    opt.step()
'''


def _codes(source: str) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in lint_source(textwrap.dedent(source).lstrip(), "t.py")]


def test_a_class_a_config_field_names_makes_a_per_element_loss():
    assert _codes(SOURCE.replace("REDUCTION", '"none"').replace("BACKWARD", "loss.backward()")) \
        == [(31, "AGL007")]


def test_the_same_loss_reduced_or_configured_to_mean_is_quiet():
    assert _codes(SOURCE.replace("REDUCTION", '"none"').replace(
        "BACKWARD", "loss.topk(4, dim=0).values.mean().backward()")) == []
    assert _codes(SOURCE.replace("REDUCTION", '"mean"').replace("BACKWARD", "loss.backward()")) \
        == []
