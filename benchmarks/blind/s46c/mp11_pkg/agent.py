import copy

import torch
import torch.nn as nn

from .networks import EnsembleCritic, SweepActor


class REDQAgent:
    def __init__(self, obs_dim, act_dim, gamma=0.98, tau=0.02, lr=1e-3, noise=0.3):
        self.actor, self.critic = SweepActor(obs_dim, act_dim), EnsembleCritic(obs_dim, act_dim)
        self.critic_targ = copy.deepcopy(self.critic).requires_grad_(False)
        self.actor_opt = torch.optim.Adam(self.actor.parameters(), lr=lr)
        self.critic_opt = torch.optim.Adam(self.critic.parameters(), lr=lr)
        self.gamma, self.tau, self.noise = gamma, tau, noise

    @torch.no_grad()
    def select_action(self, obs, explore=True):
        a = self.actor(obs.unsqueeze(0))[0]
        return (a + self.noise * torch.randn_like(a)).clamp(-1, 1) if explore else a

    def update(self, b):
        with torch.no_grad():
            target = b["r"] + self.gamma * (1 - b["d"]) * self.critic_targ.subset_min(b["s2"], self.actor(b["s2"]))
        q_all = self.critic(b["s"], b["a"])
        critic_loss = (q_all - target.unsqueeze(-1)).pow(2).mean()
        self.critic_opt.zero_grad()
        critic_loss.backward()
        nn.utils.clip_grad_norm_(self.critic.parameters(), 5.0)
        self.critic_opt.step()

        actor_loss = -self.critic(b["s"], self.actor(b["s"])).mean()
        self.actor_opt.zero_grad()
        actor_loss.backward()
        self.actor_opt.step()

        with torch.no_grad():
            for p, tp in zip(self.critic.parameters(), self.critic_targ.parameters()):
                tp.lerp_(p, self.tau)
        return critic_loss.item()
