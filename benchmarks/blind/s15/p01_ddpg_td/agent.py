import copy

import torch
import torch.nn.functional as F

from .networks import build


class DDPGAgent:
    def __init__(self, cfg):
        self.cfg = cfg
        self.pi = build("actor", cfg)
        self.qf = build("critic", cfg)
        self.qf_targ = copy.deepcopy(self.qf)
        for p in self.qf_targ.parameters():
            p.requires_grad_(False)
        make = getattr(torch.optim, cfg.optim)
        self.pi_optim = make(self.pi.parameters(), lr=cfg.actor_lr)
        self.q_optim = make(self.qf.parameters(), lr=cfg.critic_lr)

    def act(self, obs, noise=0.1):
        with torch.no_grad():
            a = self.pi(obs)
        return (a + noise * torch.randn_like(a)).clamp(-1.0, 1.0)

    def bootstrap(self, rew, next_obs, done):
        next_act = self.pi(next_obs)
        return rew + self.cfg.gamma * (1.0 - done) * self.qf_targ(next_obs, next_act)

    def critic_update(self, b):
        y = self.bootstrap(b["rew"], b["next_obs"], b["done"])
        td = F.mse_loss(self.qf(b["obs"], b["act"]), y)
        self.q_optim.zero_grad()
        td.backward()
        self.q_optim.step()
        return td.item()

    def actor_update(self, b):
        objective = -self.qf(b["obs"], self.pi(b["obs"])).mean()
        objective.backward()
        self.pi_optim.step()
        self.pi_optim.zero_grad()
        self.qf.zero_grad(set_to_none=True)
        return objective.item()

    @torch.no_grad()
    def soft_sync(self):
        for p, pt in zip(self.qf.parameters(), self.qf_targ.parameters()):
            pt.mul_(1 - self.cfg.tau).add_(self.cfg.tau * p)
