"""A home-made Lightning-style trainer normalises what `configure_optimizers()` returns
(`isinstance(conf, dict)`, `isinstance(conf, tuple) and isinstance(conf[0], list)`,
`isinstance(conf, (list, tuple))`, else a single optimizer): a list or tuple display (or
`list(...)` / `tuple(...)` of one) is known to be that sequence and an optimizer to be neither,
so the tests are decided and the optimizers reach the module's step as themselves (session 45's
blind set s45, mk05 and mk11). An optimizer never zeroed is then AGL004; both zeroed, nothing."""
import textwrap

import pytest

from autograd_lint import lint_source

PROGRAM = '''
import torch
from torch import nn


class LitModule(nn.Module):
    def optimizers(self):
        opts = self.trainer.optimizers
        return opts if len(opts) > 1 else opts[0]


class Trainer:
    def _setup_optimizers(self, module):
        conf = module.configure_optimizers()
        if isinstance(conf, dict):
            self.optimizers, self.schedulers = [conf["optimizer"]], []
        elif isinstance(conf, tuple) and len(conf) == 2 and isinstance(conf[0], list):
            self.optimizers, self.schedulers = conf
        elif isinstance(conf, (list, tuple)):
            self.optimizers, self.schedulers = list(conf), []
        else:
            self.optimizers, self.schedulers = [conf], []

    def fit(self, module, batches):
        module.trainer = self
        self._setup_optimizers(module)
        for batch in batches:
            module.training_step(batch)


class TwoRates(LitModule):
    def __init__(self):
        super().__init__()
        self.dense = nn.Linear(4, 8)
        self.embed = nn.Embedding(10, 8)

    def configure_optimizers(self):
        RETURN

    def training_step(self, batch):
        ids, x, y = batch
        opt_dense, opt_embed = self.optimizers()
        opt_dense.zero_grad()
        ZERO
        loss = ((self.dense(x) + self.embed(ids) - y) ** 2).mean()
        loss.backward()
        opt_dense.step()
        opt_embed.step()


def main():
    batches = [(torch.randint(0, 10, (8,)), torch.randn(8, 4), torch.randn(8, 8))] * 3
    Trainer().fit(TwoRates(), batches)


if __name__ == "__main__":
    main()
'''

OPTIMIZERS = "torch.optim.AdamW(self.dense.parameters()), torch.optim.SGD(self.embed.parameters())"
RETURNS = [f"return ({OPTIMIZERS})", f"return [{OPTIMIZERS}]", f"return [{OPTIMIZERS}], []"]


@pytest.mark.parametrize("returned", RETURNS)
@pytest.mark.parametrize("zero, expected", [("pass", ["AGL004"]), ("opt_embed.zero_grad()", [])])
def test_optimizers_through_a_normaliser(returned, zero, expected):
    source = textwrap.dedent(PROGRAM).replace("RETURN", returned).replace("ZERO", zero)
    assert [f.code for f in lint_source(source, "lit.py")] == expected
