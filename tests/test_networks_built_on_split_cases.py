"""Networks built on both cases of a split on a flag (`if self.isTrain:` tested several times in
`__init__`, run once with it true, once false), the optimizers only on the true case: on the
false case no optimizer was built before them (junyanz's CycleGAN and pix2pix models, a false
AGL019 x3 at session 44's last look). A network built after the optimizer on the same case is
still reported."""
import textwrap

from autograd_lint import lint_source

MODEL = '''
import itertools
import torch
from torch import nn


def define_G(nc):
    return nn.Sequential(nn.Conv2d(nc, nc, 3, padding=1), nn.Tanh())


def define_D(nc):
    return nn.Sequential(nn.Conv2d(nc, 1, 3, padding=1))


class TranslationModel:
    def __init__(self, opt):
        self.is_train = opt.is_train
        self.optimizers = []
        if self.is_train:
            self.model_names = ["a", "b", "disc"]
        else:
            self.model_names = ["a", "b"]
        self.net_a = define_G(opt.nc)
        self.net_b = define_G(opt.nc)
        if self.is_train:
            self.disc = define_D(opt.nc)
        if self.is_train:
            self.opt_g = torch.optim.Adam(itertools.chain(self.net_a.parameters(),
                                                          self.net_b.parameters()), lr=2e-4)
            self.opt_d = torch.optim.Adam(self.disc.parameters(), lr=2e-4)
            self.optimizers += [self.opt_g, self.opt_d]
            LATE

    def optimize_parameters(self, real):
        fake = self.net_b(self.net_a(real))
        self.opt_g.zero_grad()
        loss_g = (fake - real).abs().mean() - self.disc(fake).mean()
        loss_g.backward()
        self.opt_g.step()
        self.opt_d.zero_grad()
        loss_d = self.disc(fake.detach()).mean() - self.disc(real).mean()
        loss_d.backward()
        self.opt_d.step()
'''


def test_networks_built_on_the_case_without_optimizers():
    source = textwrap.dedent(MODEL).replace("            LATE\n", "")
    assert [f.code for f in lint_source(source, "translation.py")] == []


def test_a_network_built_after_the_optimizer_on_the_same_case():
    source = textwrap.dedent(MODEL).replace("            LATE", "            self.net_b = define_G(opt.nc)")
    found = [(f.code, f.line) for f in lint_source(source, "translation.py")]
    assert found == [("AGL019", source.splitlines().index(
        "            self.net_b = define_G(opt.nc)") + 1)]
