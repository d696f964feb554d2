import copy
from dataclasses import dataclass

import torch
import torch.nn.functional as F

from .nets import Actor, Critic


@dataclass
class DDPGConfig:
    gamma: float = 0.95
    tau: float = 0.01
    actor_lr: float = 1e-3
    critic_lr: float = 2e-3
    noise: float = 0.2


class DDPGAgent:
    def __init__(self, obs_dim, act_dim, cfg):
        self.cfg = cfg
        self.actor, self.critic = Actor(obs_dim, act_dim), Critic(obs_dim, act_dim)
        self.actor_targ = copy.deepcopy(self.actor).requires_grad_(False)
        self.critic_targ = copy.deepcopy(self.critic).requires_grad_(False)
        self.actor_opt = torch.optim.Adam(self.actor.parameters(), lr=cfg.actor_lr)
        self.critic_opt = torch.optim.Adam(self.critic.parameters(), lr=cfg.critic_lr)

    @torch.no_grad()
    def act(self, obs, explore=True):
        a = self.actor(obs)
        if explore:
            a = a + self.cfg.noise * torch.randn_like(a)
        return a.clamp(-1.0, 1.0)

    @torch.no_grad()
    def td_target(self, rew, next_obs, done):
        q_next = self.critic_targ(next_obs, self.actor_targ(next_obs))
        return rew + self.cfg.gamma * (1.0 - done) * q_next

    def update(self, batch):
        obs, act, rew, next_obs, done = batch
        target = self.td_target(rew, next_obs, done)
        policy_act = self.actor(obs)

        critic_loss = F.mse_loss(self.critic(obs, act), target)
        self.critic_opt.zero_grad()
        critic_loss.backward()
        self.critic_opt.step()

        actor_loss = -self.critic(obs, policy_act).mean()
        self.actor_opt.zero_grad()
        actor_loss.backward()
        self.actor_opt.step()

        self.soft_update()
        return critic_loss.item(), actor_loss.item()

    @torch.no_grad()
    def soft_update(self):
        for net, targ in ((self.actor, self.actor_targ), (self.critic, self.critic_targ)):
            for p, tp in zip(net.parameters(), targ.parameters()):
                tp.lerp_(p, self.cfg.tau)
