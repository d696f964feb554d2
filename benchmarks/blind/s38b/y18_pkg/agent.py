import copy

import torch
import torch.nn.functional as F

from .networks import build_model
from .utils import polyak


def get_optimizer(name, params, lr):
    return getattr(torch.optim, name)(params, lr=lr)


class TD3Agent:
    def __init__(self, obs_dim, act_dim, cfg):
        self.pi = build_model("policy", obs_dim, act_dim)
        self.q = build_model("twin_q", obs_dim, act_dim)
        self.pi_targ = copy.deepcopy(self.pi).requires_grad_(False)
        self.q_targ = copy.deepcopy(self.q).requires_grad_(False)
        self.pi_opt = get_optimizer(cfg["optim"], self.pi.parameters(), cfg["pi_lr"])
        self.q_opt = get_optimizer(cfg["optim"], self.q.parameters(), cfg["q_lr"])
        self.cfg = cfg
        self.updates = 0

    @torch.no_grad()
    def act(self, obs, noise=0.2):
        return (self.pi(obs) + noise * torch.randn(len(obs), 1)).clamp(-1, 1)

    @torch.no_grad()
    def target(self, rew, nxt):
        a2 = (self.pi_targ(nxt) + (0.2 * torch.randn(len(nxt), 1)).clamp(-0.5, 0.5)).clamp(-1, 1)
        q1, q2 = self.q_targ(nxt, a2)
        return rew + self.cfg["gamma"] * torch.min(q1, q2)

    def critic_update(self, obs, act, rew, nxt):
        y = self.target(rew, nxt)
        q1, q2 = self.q(obs, act)
        loss = F.mse_loss(q1, y) + F.mse_loss(q2, y)
        self.q_opt.zero_grad()
        loss.backward()
        self.q_opt.step()
        return loss.item()

    def actor_update(self, obs):
        self.q.requires_grad_(False)
        q1, _ = self.q(obs, self.pi(obs))
        loss = -q1.mean()
        self.pi_opt.zero_grad()
        loss.backward()
        self.pi_opt.step()
        self.q.requires_grad_(True)
        return loss.item()

    def update(self, batch):
        obs, act, rew, nxt = batch
        stats = {"q": self.critic_update(obs, act, rew, nxt)}
        self.updates += 1
        if self.updates % self.cfg["policy_delay"] == 0:
            stats["pi"] = self.actor_update(obs)
            getattr(self, "after_step")()
        return stats

    def after_step(self):
        polyak(self.pi, self.pi_targ, self.cfg["tau"])
        polyak(self.q, self.q_targ, self.cfg["tau"])
