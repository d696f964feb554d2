import abc
import contextlib
import functools
from collections import defaultdict

import torch

from .utils import gradient_penalty, stop_gradient

make_adam = functools.partial(torch.optim.Adam, lr=2e-4, betas=(0.0, 0.9))


class TrainerBase(abc.ABC):
    def __init__(self, **modules):
        self.modules = modules
        self.optims = {name: make_adam(m.parameters()) for name, m in modules.items()}
        self.log = defaultdict(list)

    def __getattr__(self, name):
        mods = self.__dict__.get("modules", {})
        if name in mods:
            return mods[name]
        raise AttributeError(name)

    @contextlib.contextmanager
    def optim_step(self, name):
        opt = self.optims[name]
        opt.zero_grad(set_to_none=True)
        yield opt
        opt.step()

    @abc.abstractmethod
    def train_iteration(self, real_batches):
        ...


class WGANGPTrainer(TrainerBase):
    n_critic = 4
    gp_weight = 10.0

    def critic_update(self, real):
        fake = stop_gradient(self.generator(self.generator.noise(real.size(0))))
        with self.optim_step("critic"):
            wdist = self.critic(real).mean() - self.critic(fake).mean()
            loss = -wdist + self.gp_weight * gradient_penalty(self.critic, real, fake)
            loss.backward()
        return wdist.item()

    def generator_update(self, n):
        with self.optim_step("generator"):
            fake = self.generator(self.generator.noise(n))
            loss = -self.critic(fake).mean()
            loss.backward()
        return loss.item()

    def train_iteration(self, real_batches):
        w = [self.critic_update(real) for real in real_batches]
        g = self.generator_update(real_batches[0].size(0))
        self.log["wdist"].append(sum(w) / len(w))
        self.log["g_loss"].append(g)

    def epochs(self, data, n_epochs, batch_size=64):
        per_iter = self.n_critic * batch_size
        for epoch in range(n_epochs):
            order = torch.randperm(len(data))
            for s in range(0, len(data) - per_iter + 1, per_iter):
                chunk = data[order[s:s + per_iter]]
                self.train_iteration(list(chunk.split(batch_size)))
            yield epoch, {k: sum(v[-10:]) / len(v[-10:]) for k, v in self.log.items()}

    @torch.no_grad()
    def sample(self, n):
        return self.generator(self.generator.noise(n))
