import copy

import torch
import torch.nn as nn
import torch.nn.functional as F

from .models import TechniqueActor, TwinCritic


class TD3Coach:
    def __init__(self, obs_dim, act_dim, gamma=0.9, tau=0.01, policy_noise=0.2, delay=2):
        self.actor, self.critic = TechniqueActor(obs_dim, act_dim), TwinCritic(obs_dim, act_dim)
        self.actor_targ, self.critic_targ = copy.deepcopy(self.actor), copy.deepcopy(self.critic)
        self.actor_opt = torch.optim.Adam(self.actor.parameters(), lr=1e-3)
        self.critic_opt = torch.optim.Adam(self.critic.parameters(), lr=1e-3)
        self.gamma, self.tau, self.policy_noise, self.delay = gamma, tau, policy_noise, delay
        self.updates = 0

    def act(self, obs, noise=0.2):
        with torch.no_grad():
            a = self.actor(obs)
        return (a + noise * torch.randn_like(a)).clamp(-1, 1)

    def train_step(self, s, a, r, s2, d):
        self.updates += 1
        with torch.no_grad():
            a2 = (self.actor_targ(s2) + self.policy_noise * torch.randn_like(a)).clamp(-1, 1)
            y = r + self.gamma * (1 - d) * self.critic_targ.min_q(s2, a2)
        q1, q2 = self.critic(s, a)
        critic_loss = F.mse_loss(q1, y) + F.mse_loss(q2, y)
        self.critic_opt.zero_grad()
        critic_loss.backward()
        nn.utils.clip_grad_norm_(self.critic.parameters(), 5.0)
        self.critic_opt.step()

        if self.updates % self.delay:
            return critic_loss.item(), None
        actor_loss = -self.critic.min_q(s, self.actor(s)).mean()
        self.actor_opt.zero_grad()
        actor_loss.backward()
        self.actor_opt.step()
        with torch.no_grad():
            for net, targ in ((self.actor, self.actor_targ), (self.critic, self.critic_targ)):
                for p, tp in zip(net.parameters(), targ.parameters()):
                    tp.lerp_(p, self.tau)
        return critic_loss.item(), actor_loss.item()
