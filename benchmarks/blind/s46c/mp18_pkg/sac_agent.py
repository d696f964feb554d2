import copy

import torch
import torch.nn as nn
import torch.nn.functional as F

from .nets import HeapActor, HeapCritic
from .temperature import EntropyTemperature


class HeapSAC:
    def __init__(self, obs_dim, act_dim, gamma=0.95, tau=0.01, lr=1e-3):
        self.actor, self.critic = HeapActor(obs_dim, act_dim), HeapCritic(obs_dim, act_dim)
        self.critic_targ = copy.deepcopy(self.critic)
        for p in self.critic_targ.parameters():
            p.requires_grad = False
        self.temperature = EntropyTemperature(act_dim)
        self.actor_opt = torch.optim.Adam(self.actor.parameters(), lr=lr)
        self.critic_opt = torch.optim.Adam(self.critic.parameters(), lr=lr)
        self.gamma, self.tau = gamma, tau

    @torch.no_grad()
    def select_action(self, obs):
        return self.actor(obs.unsqueeze(0))[0][0]

    def update(self, obs, act, rew, nxt, done):
        alpha = self.temperature.alpha
        with torch.no_grad():
            a2, logp2 = self.actor(nxt)
            y = rew + self.gamma * (1 - done) * (torch.min(*self.critic_targ(nxt, a2)) - alpha * logp2)
        q1, q2 = self.critic(obs, act)
        critic_loss = F.mse_loss(q1, y) + F.mse_loss(q2, y)
        self.critic_opt.zero_grad()
        critic_loss.backward()
        self.critic_opt.step()

        self.critic.requires_grad_(False)
        a_new, logp = self.actor(obs)
        actor_loss = (alpha * logp - torch.min(*self.critic(obs, a_new))).mean()
        self.actor_opt.zero_grad()
        actor_loss.backward()
        nn.utils.clip_grad_norm_(self.actor.parameters(), 2.0)
        self.actor_opt.step()
        self.critic.requires_grad_(True)

        self.temperature.update(logp)
        with torch.no_grad():
            for p, tp in zip(self.critic.parameters(), self.critic_targ.parameters()):
                tp.lerp_(p, self.tau)
        return critic_loss.item(), q1.detach().cpu().numpy().mean()
