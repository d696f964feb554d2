"""A dict filled by `update()` (or `setdefault()`) holds what it was given: tensors merged
from a helper's dict of outputs still reach the loss built from the merged dict, so the
helper's forward passes are training, not an evaluation that builds graphs (AGL009)."""
from __future__ import annotations

import textwrap

from autograd_lint import lint_source

TRAINER = """
import torch
import torch.nn as nn


class Trainer:
    def __init__(self):
        self.models = {"depth": nn.Linear(4, 4), "pose": nn.Linear(4, 6)}
        params = []
        for m in self.models.values():
            params += list(m.parameters())
        self.opt = torch.optim.Adam(params, 1e-3)
        self.frame_ids = [0, -1, 1]

    def train(self, loader):
        for x in loader:
            outputs, losses = self.process_batch(x)
            self.opt.zero_grad()
            losses["loss"].backward()
            self.opt.step()

    def process_batch(self, x):
        outputs = {"disp": self.models["depth"](x)}
        {merge}
        return outputs, self.compute_losses(outputs)

    def predict_poses(self, x):
        outputs = {}
        for f_i in self.frame_ids[1:]:
            outputs[("axis", 0, f_i)] = self.models["pose"](x)
        return outputs

    def compute_losses(self, outputs):
        loss = 0
        for f_i in self.frame_ids[1:]:
            loss = loss + (outputs["disp"] * outputs[("axis", 0, f_i)][:, :4]).mean()
        return {"loss": loss}


Trainer().train([torch.randn(2, 4) for _ in range(3)])
"""


def codes(source: str) -> set[tuple[int, str]]:
    return {(f.line, f.code) for f in lint_source(textwrap.dedent(source), "train.py")}


def test_outputs_merged_by_update_reach_the_loss():
    assert codes(TRAINER.replace("{merge}", "outputs.update(self.predict_poses(x))")) == set()


def test_outputs_merged_by_a_keyword_update_reach_the_loss():
    merge = "outputs.update(poses=self.predict_poses(x))"
    source = TRAINER.replace("{merge}", merge).replace(
        'outputs[("axis", 0, f_i)][:, :4]', 'outputs["poses"][("axis", 0, f_i)][:, :4]')
    assert codes(source) == set()


def test_outputs_dropped_instead_of_merged_are_an_evaluation():
    # (the merge forgotten: the pose network's forward feeds nothing that is backpropagated)
    source = TRAINER.replace("{merge}", "poses = self.predict_poses(x)").replace(
        'outputs[("axis", 0, f_i)][:, :4]', 'outputs["disp"]')
    line = source.splitlines().index(
        '            outputs[("axis", 0, f_i)] = self.models["pose"](x)') + 1
    assert (line, "AGL009") in codes(source)


def test_update_of_known_keys_keeps_each_entry():
    # `stats.update(other)` of two dicts of known keys: the merged entry is the given one,
    # here a tensor made under no_grad, so the loss built from it trains nothing (AGL018)
    source = """
    import torch
    import torch.nn as nn

    net = nn.Linear(4, 1)
    opt = torch.optim.SGD(net.parameters(), lr=0.1)
    for x in [torch.randn(8, 4) for _ in range(3)]:
        terms = {"fit": net(x).pow(2).mean()}
        with torch.no_grad():
            frozen = {"fit": net(x).pow(2).mean()}
        terms.update(frozen)
        opt.zero_grad()
        terms["fit"].backward()
        opt.step()
    """
    assert {code for _, code in codes(source)} == {"AGL018"}
