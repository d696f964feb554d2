"""A part registered by name (`self.add_module("discriminator", net)`, `register_module`) is
that attribute: `self.discriminator(x)` runs the network it was given, as if assigned.
(vt-vl-lab/FGVC's EdgeConnect registers its generator and discriminator so: their calls were of
an unknown part, whose losses might be walked by any later backward, and its per-interval
samples after `eval()` with grad on were missed at session 50's second look.)"""
import textwrap

import pytest

from autograd_lint import lint_source

MODEL = '''
import torch
import torch.nn as nn


class Critic(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Linear(8, 1)

    def forward(self, x):
        return self.body(x)


class Painter(nn.Module):
    def __init__(self):
        super().__init__()
        self.add_module("generator", nn.Linear(8, 8))
        self.REGISTER("critic", Critic())
        self.gen_opt = torch.optim.Adam(self.generator.parameters())
        self.critic_opt = torch.optim.Adam(self.critic.parameters())

    def forward(self, x):
        return self.generator(x)

    def process(self, x):
        self.gen_opt.zero_grad()
        self.critic_opt.zero_grad()
        fake = self(x)
        critic_loss = self.critic(FAKE).mean() - self.critic(x).mean()
        gen_loss = GEN_LOSS
        return fake, gen_loss, critic_loss

    def backward(self, gen_loss, critic_loss):
        critic_loss.backward()
        self.critic_opt.step()
        gen_loss.backward()
        self.gen_opt.step()


class Runner:
    def __init__(self):
        self.model = Painter()

    def train(self):
        for it in range(100):
            self.model.train()
            fake, gen_loss, critic_loss = self.model.process(torch.randn(4, 8))
            self.model.backward(gen_loss, critic_loss)
            if it % 10 == 0:
                self.sample()

    def sample(self):
        self.model.eval()
        shown = self.model(torch.randn(4, 8))
        print(shown.detach().numpy())


Runner().train()
'''


def _lint(register="add_module", fake="fake.detach()", sample_decorator="",
          gen_loss="(fake - x).pow(2).mean()"):
    sample = f"    {sample_decorator}\n    def sample(self):" if sample_decorator else \
        "    def sample(self):"
    source = textwrap.dedent(MODEL).replace("REGISTER", register).replace(
        "FAKE", fake).replace("GEN_LOSS", gen_loss).replace("    def sample(self):", sample)
    return source, [(f.code, f.line) for f in lint_source(source, "painter.py")]


def _line(source, text):
    return source.splitlines().index(text) + 1


@pytest.mark.parametrize("register", ["add_module", "register_module"])
def test_a_sample_after_eval_with_grad_on(register):
    source, found = _lint(register)
    assert found == [("AGL009", _line(source, "        shown = self.model(torch.randn(4, 8))"))]


def test_the_sample_under_no_grad():
    _, found = _lint(sample_decorator="@torch.no_grad()")
    assert found == []


def test_the_critic_update_on_undetached_fakes():
    # the registered critic is known: its update through the generator's output is AGL001
    source, found = _lint(fake="fake", sample_decorator="@torch.no_grad()")
    assert found == [("AGL001", _line(
        source, "        critic_loss = self.critic(fake).mean() - self.critic(x).mean()"))]


def test_the_critic_stepped_before_the_generator_loss_backward():
    # the generator's loss runs through the registered critic, whose step comes first
    source, found = _lint(sample_decorator="@torch.no_grad()", gen_loss="-self.critic(fake).mean()")
    assert found == [("AGL017", _line(source, "        self.critic_opt.step()"))]
