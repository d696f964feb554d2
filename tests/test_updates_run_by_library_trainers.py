"""A model class whose own methods train (`process()` zeroes and computes the losses,
`backward(gen_loss, dis_loss)` backpropagates and steps) is driven by a trainer class of another
module that builds it and calls them in turn, and no script of the project runs that trainer (a
vendored trainer, or one started by a command not in the checkout). The model's file is linted
with the trainer's methods run as its callers: the update they make of its methods is what its
code does (vt-vl-lab/FGVC's EdgeConnect, whose discriminator steps before the generator's
backward through it, AGL017, missed at session 50's second look: run on its own with unknown
losses, the model's `backward` showed nothing)."""
from checkout_projects import findings, write_project

MODELS = '''
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
        self.generator = nn.Linear(8, 8)
        self.critic = Critic()
        self.gen_opt = torch.optim.Adam(self.generator.parameters())
        self.critic_opt = torch.optim.Adam(self.critic.parameters())

    def process(self, x):
        self.gen_opt.zero_grad()
        self.critic_opt.zero_grad()
        fake = self.generator(x)
        critic_loss = self.critic(fake.detach()).mean() - self.critic(x).mean()
        gen_loss = -self.critic(fake).mean()
        return fake, gen_loss, critic_loss

    def backward(self, gen_loss, critic_loss):
ORDER
'''

STEP_FIRST = '''        critic_loss.backward()
        self.critic_opt.step()
        gen_loss.backward()
        self.gen_opt.step()
'''

BACKWARDS_FIRST = '''        critic_loss.backward()
        gen_loss.backward()
        self.critic_opt.step()
        self.gen_opt.step()
'''

TRAINER = '''
import torch

from .models import Painter


class Runner:
    def __init__(self, steps):
        self.steps = steps
        self.model = Painter()

    def fit(self, batches):
        for x in batches:
            fake, gen_loss, critic_loss = self.model.process(x)
            self.model.backward(gen_loss, critic_loss)
'''


def _project(tmp_path, order):
    write_project(tmp_path, {"painting/__init__.py": "",
                             "painting/models.py": MODELS.replace("ORDER\n", order),
                             "painting/trainer.py": TRAINER})


def test_the_critic_stepped_before_the_generator_backward(tmp_path):
    _project(tmp_path, STEP_FIRST)
    text = MODELS.replace("ORDER\n", STEP_FIRST).lstrip()
    step = text.splitlines().index("        self.critic_opt.step()") + 1
    assert findings(tmp_path) == {("models.py", step, "AGL017")}


def test_both_backwards_before_the_steps(tmp_path):
    _project(tmp_path, BACKWARDS_FIRST)
    assert findings(tmp_path) == set()
