"""Replay: exact memory buffer and a conditional GAN that generates old species."""
import torch
import torch.nn.functional as F

from .nets import one_hot


class ExactMemory:
    def __init__(self, budget):
        self.budget = budget
        self.x, self.y = [], []

    def add(self, x, y, classes):
        for c in classes:
            keep = (y == c).nonzero().squeeze(1)[:self.budget]
            self.x.append(x[keep])
            self.y.append(y[keep])

    def sample(self, n, gen):
        x, y = torch.cat(self.x), torch.cat(self.y)
        idx = torch.randint(0, len(y), (n,), generator=gen)
        return x[idx], y[idx]


def disc_update(disc, opt_disc, real, fake, cond):
    d_real = disc(torch.cat([real, cond], 1))
    d_fake = disc(torch.cat([fake, cond], 1))
    d_loss = F.binary_cross_entropy_with_logits(d_real, torch.ones_like(d_real)) + \
        F.binary_cross_entropy_with_logits(d_fake, torch.zeros_like(d_fake))
    opt_disc.zero_grad()
    d_loss.backward()
    opt_disc.step()
    return d_loss.item()


def gen_update(disc, opt_gen, fake, cond):
    d_fake = disc(torch.cat([fake, cond], 1))
    g_loss = F.binary_cross_entropy_with_logits(d_fake, torch.ones_like(d_fake))
    opt_gen.zero_grad()
    g_loss.backward()
    opt_gen.step()
    return g_loss.item()


def fit_replay_gan(gen, disc, opts, loader, args, log):
    for it in range(args.g_iters):
        real, y = next(loader)
        cond = one_hot(y, args.classes)
        z = torch.randn(len(y), args.z_dim)
        fake = gen(torch.cat([z, cond], 1))
        dl = disc_update(disc, opts["disc"], real, fake, cond)
        gl = gen_update(disc, opts["gen"], fake, cond)
        if it % 20 == 0:
            log("    [gan] it {:3d}  d {:.3f}  g {:.3f}".format(it, dl, gl))


class GenerativeMemory:
    def __init__(self, gen, args):
        self.gen, self.args, self.seen = gen, args, []

    def sample(self, n, rng):
        y = torch.tensor(self.seen)[torch.randint(0, len(self.seen), (n,), generator=rng)]
        with torch.no_grad():
            z = torch.randn(n, self.args.z_dim)
            x = self.gen(torch.cat([z, one_hot(y, self.args.classes)], 1))
        return x, y
