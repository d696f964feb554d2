"""A downloaded copy of a repository (no `.git`, no `setup.py`, folders without `__init__.py`)
whose modules import their own top folder by name (`from instructor.oracle.base import
BasicInstructor` inside `instructor/oracle/`) is read as Python runs it from the folder above
that top folder; a sibling `base.py` of the importer is no `instructor` package. And a method
inherited from a base class the analysis cannot read is a call not seen: what it is handed with
an optimizer may be differentiated there (TextGAN-PyTorch, session 39's first look: a false
AGL009 on a discriminator whose outputs weigh the generator's loss, and a missed AGL001)."""
from autograd_lint import lint_paths

BASE = '''
import torch


class BasicInstructor:
    def __init__(self, opt):
        self.opt = opt

    @staticmethod
    def optimize(opt, loss, retain_graph=False):
        opt.zero_grad()
        loss.backward(retain_graph=retain_graph)
        opt.step()
'''

GENERATOR = '''
import torch
import torch.nn as nn


class SoftGenerator(nn.Module):
    def __init__(self, vocab=12, hidden=16):
        super().__init__()
        self.cell = nn.GRUCell(vocab, hidden)
        self.out = nn.Linear(hidden, vocab)

    def sample(self, batch, length):
        h = torch.zeros(batch, self.cell.hidden_size)
        token = torch.zeros(batch, self.out.out_features)
        steps = []
        for _ in range(length):
            h = self.cell(token, h)
            token = torch.softmax(self.out(h), dim=-1)
            steps.append(token)
        return torch.stack(steps, dim=1)
'''

INSTRUCTOR = '''
import torch
import torch.nn as nn

from instructor.oracle.base import BasicInstructor
from models.generator import SoftGenerator


class Critic(nn.Module):
    def __init__(self, vocab=12):
        super().__init__()
        self.score = nn.Linear(vocab, 1)

    def forward(self, seq):
        return self.score(seq).mean(dim=1)


class SoftInstructor(BasicInstructor):
    def __init__(self, opt):
        super().__init__(opt)
        self.gen = SoftGenerator()
        self.dis = Critic()
        self.gen_opt = torch.optim.Adam(self.gen.parameters(), lr=1e-3)
        self.dis_opt = torch.optim.Adam(self.dis.parameters(), lr=1e-3)

    def train_discriminator(self, real, steps):
        for _ in range(steps):
            fake = self.gen.sample(real.size(0), real.size(1))
            d_loss = self.dis(fake).mean() - self.dis(real).mean()
            self.optimize(self.dis_opt, d_loss)

    def run(self, real, epochs):
        for _ in range(epochs):
            self.train_generator(real.size(0), real.size(1), 1)
            self.train_discriminator(real, 3)

    def train_generator(self, batch, length, steps):
        for _ in range(steps):
            g_loss = -self.dis(self.gen.sample(batch, length)).mean()
            self.optimize(self.gen_opt, g_loss)
'''

REWARD = '''
import torch
import torch.nn as nn

from somewhere_else import Instructor


class Scorer(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Linear(6, 2)

    def forward(self, x):
        return self.body(x)


class RewardInstructor(Instructor):
    def __init__(self, rollouts):
        self.rollouts = rollouts
        self.gen = nn.Linear(6, 6)
        self.dis = Scorer()
        self.gen_opt = torch.optim.Adam(self.gen.parameters())
        self.dis_opt = torch.optim.Adam(self.dis.parameters())

    def train_generator(self, steps):
        for _ in range(steps):
            x = torch.randn(8, 6)
            rewards = self.reward(x)
            self.gen_opt.zero_grad()
            loss = -(self.gen(x).sum(1) * rewards).sum()
            self.optimize(self.gen_opt, loss)

    def reward(self, samples):
        rewards = []
        for _ in range(self.rollouts):
            rewards.append(torch.softmax(self.dis(samples), dim=-1)[:, 1])
        return torch.stack(rewards).mean(0)

    def train_discriminator(self):
        loss = self.dis(torch.randn(8, 6)).sum()
        self.dis_opt.zero_grad()
        loss.backward()
        self.dis_opt.step()
'''


def _write(root, files: dict) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text.lstrip())


def _lint(root) -> list[tuple[str, int, str]]:
    return sorted((f.path.rsplit("/", 1)[-1], f.line, f.code)
                  for f in lint_paths([str(root)]).findings)


def test_a_module_importing_its_own_top_folder_reads_the_project(tmp_path):
    _write(tmp_path, {"instructor/oracle/base.py": BASE,
                      "instructor/oracle/soft_instructor.py": INSTRUCTOR,
                      "models/generator.py": GENERATOR,
                      "main.py": "from instructor.oracle.soft_instructor import SoftInstructor\n"})
    assert _lint(tmp_path) == [("soft_instructor.py", 28, "AGL001")]


def test_a_sibling_module_named_as_the_top_folder_is_not_that_package(tmp_path):
    # (`instructor/oracle/instructor.py` beside the importer: Python finds the package)
    _write(tmp_path, {"instructor/oracle/base.py": BASE,
                      "instructor/oracle/instructor.py": "X = 1\n",
                      "instructor/oracle/soft_instructor.py": INSTRUCTOR,
                      "models/generator.py": GENERATOR})
    assert _lint(tmp_path) == [("soft_instructor.py", 28, "AGL001")]


def test_the_detached_fakes_are_not_reported(tmp_path):
    detached = INSTRUCTOR.replace("real.size(1))", "real.size(1)).detach()")
    _write(tmp_path, {"instructor/oracle/base.py": BASE,
                      "instructor/oracle/soft_instructor.py": detached,
                      "models/generator.py": GENERATOR})
    assert _lint(tmp_path) == []


def test_outputs_handed_with_an_optimizer_to_an_unread_inherited_method_may_train(tmp_path):
    _write(tmp_path, {"reward_instructor.py": REWARD})
    assert _lint(tmp_path) == []


def test_an_unread_method_given_no_optimizer_leaves_the_idle_loop_reported(tmp_path):
    # (handed only the rewards: nothing there can step; a loop that trains nothing, reported
    # at the call of the helper whose loop runs the discriminator)
    _write(tmp_path, {"reward_instructor.py": REWARD.replace(
        "self.optimize(self.gen_opt, loss)", "self.log_scalar(loss)")})
    assert _lint(tmp_path) == [("reward_instructor.py", 27, "AGL009")]
