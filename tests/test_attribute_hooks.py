"""A trainer whose `__getattr__` finds its networks in a dict it stores (`self.generator` is
`self.__dict__["nets"]["generator"]`): the networks are what the dict holds, so a critic
update fed the generator's output without `.detach()` is found (AGL001), and one fed the
detached output is quiet."""
import pytest

from autograd_lint import lint_source

TRAINER = """import torch
import torch.nn as nn


class Trainer:
    phases = ("critic", "generator")

    def __init__(self, nets):
        self.nets = nets
        self.optimizers = {name: torch.optim.Adam(net.parameters()) for name, net in nets.items()}

    def __getattr__(self, name):
        nets = self.__dict__.get("nets", {})
        if name in nets:
            return nets[name]
        raise AttributeError(name)

    def critic_step(self, real):
        fake = self.generator(torch.randn(4, 3))
        loss = self.critic(FAKE).mean() - self.critic(real).mean()
        loss.backward()
        self.optimizers["critic"].step()

    def generator_step(self, real):
        loss = -self.critic(self.generator(torch.randn(4, 3))).mean()
        loss.backward()
        self.optimizers["generator"].step()

    def iterate(self, data):
        for real in data:
            for opt in self.optimizers.values():
                opt.zero_grad()
            for phase in self.phases:
                getattr(self, f"{phase}_step")(real)
            yield real

    def fit(self, data):
        for _ in self.iterate(data):
            pass


Trainer({"generator": nn.Linear(3, 3), "critic": nn.Linear(3, 1)}).fit(torch.randn(5, 4, 3))
"""


@pytest.mark.parametrize("fake, expected", [("fake", ["AGL001"]), ("fake.detach()", [])])
def test_networks_found_by_getattr(fake, expected):
    source = TRAINER.replace("FAKE", fake)
    assert [f.code for f in lint_source(source, "gan.py")] == expected
