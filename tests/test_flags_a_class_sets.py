"""`if module.automatic_optimization:` in a home-made Lightning-style `Trainer.fit`, of a flag
the module's own class sets to a literal (`self.automatic_optimization = False` in the
subclass's `__init__`, after the base class set it True): the branch it rules out does not run,
so a module that optimises by hand is not also taken through the trainer's backward and step
(a false AGL005 / AGL014 / AGL004 on session 45's blind set s45, mk16). With the flag left True,
a module that also steps by hand is still two backwards through one graph."""
import textwrap

import pytest

from autograd_lint import lint_source

PROGRAM = '''
import torch
from torch import nn


class LitModule(nn.Module):
    def __init__(self):
        super().__init__()
        self.automatic_optimization = True
        self.trainer = None

    def manual_backward(self, loss):
        loss.backward()


class Trainer:
    def fit(self, module, batches):
        module.trainer = self
        opt = module.configure_optimizers()
        self.opt = opt
        for batch in batches:
            out = module.training_step(batch)
            if module.automatic_optimization:
                opt.zero_grad()
                out["loss"].backward()
                opt.step()


class Regressor(LitModule):
    def __init__(self):
        super().__init__()
        self.automatic_optimization = FLAG
        self.net = nn.Linear(4, 1)

    def configure_optimizers(self):
        return torch.optim.SGD(self.parameters(), lr=0.1)

    def training_step(self, batch):
        x, y = batch
        loss = ((self.net(x) - y) ** 2).mean()
        opt = self.trainer.opt
        opt.zero_grad()
        self.manual_backward(loss)
        opt.step()
        return {"loss": loss}


def main():
    batches = [(torch.randn(8, 4), torch.randn(8, 1)) for _ in range(4)]
    Trainer().fit(Regressor(), batches)


if __name__ == "__main__":
    main()
'''


@pytest.mark.parametrize("flag, expected", [("False", []), ("True", ["AGL005"])])
def test_a_flag_the_module_class_sets(flag, expected):
    source = textwrap.dedent(PROGRAM).replace("FLAG", flag)
    assert [f.code for f in lint_source(source, "lit.py")] == expected
