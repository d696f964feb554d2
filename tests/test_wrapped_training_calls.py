"""Training calls behind the wrappers of home-made frameworks: `self._fitter.accelerator.
backward(loss)` of an `Accelerator` given as `accelerator or Accelerator()` (an object given is
that object, not one of two), four calls down (a wrapper named after the call it makes on what
it wraps is a library-like leaf); an mmengine-style `OptimWrapper.step()` reported where the
wrapper is stepped, as that wrapper; a driver method that only calls a helper which
backpropagates runs as an entry. (Session 39's blind set s39: e03 AGL001 and e06 AGL004 missed.)"""
from autograd_lint import lint_paths

MANUAL_GAN = '''
import torch
import torch.nn as nn
import torch.nn.functional as F


class Accelerator:
    def __init__(self, scale=1.0):
        self.scale = scale

    def backward(self, loss, **kwargs):
        (loss * self.scale).backward(**kwargs)


class Fitter:
    def __init__(self, steps, accelerator=None):
        self.steps = steps
        self.accelerator = accelerator or Accelerator()
        self.optimizers = []

    def fit(self, task, batches):
        task.fitter = self
        self.optimizers = list(task.configure_optimizers())
        for step in range(self.steps):
            task.training_step(next(batches))


class Task(nn.Module):
    def optimizers(self):
        return self.fitter.optimizers

    def manual_backward(self, loss):
        self.fitter.accelerator.backward(loss)


class PatchGAN(Task):
    def __init__(self):
        super().__init__()
        self.generator = nn.Linear(4, 8)
        self.discriminator = nn.Linear(8, 1)

    def configure_optimizers(self):
        return (torch.optim.Adam(self.generator.parameters()),
                torch.optim.Adam(self.discriminator.parameters()))

    def training_step(self, real):
        opt_g, opt_d = self.optimizers()
        fake = self.generator(torch.randn(real.size(0), 4))
        d_loss = F.softplus(-self.discriminator(real)).mean() + \\
            F.softplus(self.discriminator(fake)).mean()
        opt_d.zero_grad()
        self.manual_backward(d_loss)
        opt_d.step()
        g_loss = F.softplus(-self.discriminator(fake)).mean()
        opt_g.zero_grad()
        self.manual_backward(g_loss)
        opt_g.step()


def batches():
    while True:
        yield torch.randn(16, 8)


def main():
    Fitter(3, accelerator=Accelerator(2.0)).fit(PatchGAN(), batches())


main()
'''

OPTIM_WRAPPERS = '''
import torch
import torch.nn as nn


class OptimWrapper:
    def __init__(self, optimizer):
        self.optimizer = optimizer

    def zero_grad(self):
        self.optimizer.zero_grad(set_to_none=True)

    def step(self):
        self.optimizer.step()


class Weighting(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.log_vars = nn.Parameter(torch.zeros(n))

    def forward(self, losses):
        return (torch.exp(-self.log_vars) * losses + self.log_vars).sum()


class Loop:
    def __init__(self, model, weighting, wrappers):
        self.model, self.weighting, self.wrappers = model, weighting, wrappers

    def run_iter(self, x, y):
        losses = ((self.model(x) - y) ** 2).mean(0)
        total = self.weighting(losses)
        self.wrappers["model"].zero_grad()
        total.backward()
        self.wrappers["model"].step()
        self.wrappers["weighting"].step()

    def run(self, batches):
        for x, y in batches:
            self.run_iter(x, y)


model, weighting = nn.Linear(5, 3), Weighting(3)
wrappers = {"model": OptimWrapper(torch.optim.SGD(model.parameters(), lr=0.1)),
            "weighting": OptimWrapper(torch.optim.Adam(weighting.parameters()))}
Loop(model, weighting, wrappers).run([(torch.randn(8, 5), torch.randn(8, 3)) for _ in range(3)])
'''


def _lint(tmp_path, text: str) -> list[tuple[int, str]]:
    path = tmp_path / "train.py"
    path.write_text(text.lstrip())
    return sorted((f.line, f.code) for f in lint_paths([str(path)]).findings)


def test_a_backward_behind_an_accelerator_four_calls_down_is_seen(tmp_path):
    assert _lint(tmp_path, MANUAL_GAN) == [(49, "AGL001")]


def test_the_detached_fakes_behind_the_accelerator_are_not_reported(tmp_path):
    text = MANUAL_GAN.replace("F.softplus(self.discriminator(fake)).mean()",
                              "F.softplus(self.discriminator(fake.detach())).mean()")
    assert _lint(tmp_path, text) == []


def test_a_wrapper_step_is_reported_where_the_wrapper_is_stepped(tmp_path):
    assert _lint(tmp_path, OPTIM_WRAPPERS) == [(35, "AGL004")]


def test_zeroing_every_wrapper_is_not_reported(tmp_path):
    text = OPTIM_WRAPPERS.replace('        self.wrappers["model"].zero_grad()\n',
                                  '        self.wrappers["model"].zero_grad()\n'
                                  '        self.wrappers["weighting"].zero_grad()\n')
    assert _lint(tmp_path, text) == []


DRIVER_METHODS = '''
import torch
import torch.nn as nn


class Instructor:
    def __init__(self):
        self.gen = nn.Linear(4, 8)
        self.dis = nn.Linear(8, 1)
        self.gen_opt = torch.optim.Adam(self.gen.parameters())
        self.dis_opt = torch.optim.Adam(self.dis.parameters())

    @staticmethod
    def optimize(opt, loss):
        opt.zero_grad()
        loss.backward()
        opt.step()

    def train_generator(self, n):
        g_loss = -self.dis(self.gen(torch.randn(n, 4))).mean()
        self.optimize(self.gen_opt, g_loss)

    def train_discriminator(self, real):
        fake = self.gen(torch.randn(real.size(0), 4))
        d_loss = self.dis(fake).mean() - self.dis(real).mean()
        self.optimize(self.dis_opt, d_loss)
'''


def test_methods_that_only_call_a_backpropagating_helper_run_as_entries(tmp_path):
    # (no instance is made in the file: the class is built by name elsewhere)
    assert _lint(tmp_path, DRIVER_METHODS) == [(24, "AGL001")]


def test_their_detached_version_is_not_reported(tmp_path):
    text = DRIVER_METHODS.replace("self.dis(fake).mean()", "self.dis(fake.detach()).mean()")
    assert _lint(tmp_path, text) == []
