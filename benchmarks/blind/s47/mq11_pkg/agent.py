import copy

import torch

from .critics import EnsembleCritic, TiltActor
from .opt import fit_step, make_optimizers, polyak_


class REDQAgent:
    def __init__(self, cfg, obs_dim, act_dim):
        self.cfg = cfg
        self.actor = TiltActor(obs_dim, act_dim)
        self.critic = EnsembleCritic(obs_dim, act_dim, n_members=cfg["n_members"])
        self.critic_targ = copy.deepcopy(self.critic)
        self.opts = make_optimizers(self.actor, self.critic, cfg)
        self.gen = torch.Generator().manual_seed(cfg["seed"])

    def act(self, obs, noise):
        with torch.no_grad():
            a = self.actor(torch.as_tensor(obs)[None])[0]
        return (a + noise * torch.randn(a.shape, generator=self.gen)).clamp(-1, 1).numpy()

    def update(self, batch, it):
        info = {"q_loss": self._critic_update(batch)}
        if it % self.cfg["actor_every"] == 0:
            info["pi_loss"] = self._actor_update(batch["o"])
        polyak_(self.critic_targ, self.critic, self.cfg["tau"])
        return info

    def _target(self, b):
        subset = torch.randperm(self.cfg["n_members"], generator=self.gen)[:2].tolist()
        with torch.no_grad():
            a2 = self.actor(b["o2"])
            q_next = self.critic_targ(b["o2"], a2, subset).min(dim=0).values
            return b["r"] + self.cfg["gamma"] * (1 - b["d"]) * q_next

    def _critic_update(self, b):
        y = self._target(b)
        q_all = self.critic(b["o"], b["a"])
        loss = ((q_all - y.unsqueeze(0)) ** 2).mean()
        fit_step(self.opts["critic"], loss)
        return loss.item()

    def _actor_update(self, obs):
        loss = -self.critic(obs, self.actor(obs)).mean()
        fit_step(self.opts["actor"], loss)
        return loss.item()
