import copy

import numpy as np
import torch
import torch.nn.functional as F

from networks import Actor, Critic
from utils import soft_update


class DDPGAgent:
    def __init__(self, obs_dim, act_dim, act_limit, cfg):
        self.cfg = cfg
        self.act_dim = act_dim
        self.act_limit = act_limit
        self.actor = Actor(obs_dim, act_dim, cfg["hidden"], act_limit)
        self.critic = Critic(obs_dim, act_dim, cfg["hidden"])
        self.actor_targ = copy.deepcopy(self.actor)
        self.critic_targ = copy.deepcopy(self.critic)
        self.actor_opt = torch.optim.Adam(self.actor.parameters(), lr=cfg["pi_lr"])
        self.critic_opt = torch.optim.Adam(self.critic.parameters(), lr=cfg["q_lr"])

    def act(self, obs, noise_scale):
        with torch.no_grad():
            a = self.actor(torch.as_tensor(obs, dtype=torch.float32)).numpy()
        a += noise_scale * np.random.randn(self.act_dim)
        return np.clip(a, -self.act_limit, self.act_limit)

    def update(self, batch):
        o, a, r, o2, d = batch["obs"], batch["act"], batch["rew"], batch["obs2"], batch["done"]

        q = self.critic(o, a)
        with torch.no_grad():
            q_pi_targ = self.critic_targ(o2, self.actor_targ(o2))
            backup = r + self.cfg["gamma"] * (1 - d) * q_pi_targ
        loss_q = F.mse_loss(q, backup)
        self.critic_opt.zero_grad()
        loss_q.backward()
        self.critic_opt.step()

        for p in self.critic.parameters():
            p.requires_grad = False
        loss_pi = -self.critic(o, self.actor(o)).mean()
        self.actor_opt.zero_grad()
        loss_pi.backward()
        self.actor_opt.step()
        for p in self.critic.parameters():
            p.requires_grad = True

        soft_update(self.critic_targ, self.critic, self.cfg["tau"])
        soft_update(self.actor_targ, self.actor, self.cfg["tau"])
        return loss_q.item(), loss_pi.item()
