import copy

import torch
import torch.nn as nn
import torch.nn.functional as F

from .networks import CO2Critic, ValveActor


class DDPGAgent:
    def __init__(self, obs_dim, act_dim, gamma=0.95, tau=0.01, expl_noise=0.3):
        self.actor, self.critic = ValveActor(obs_dim, act_dim), CO2Critic(obs_dim, act_dim)
        self.actor_target = copy.deepcopy(self.actor).requires_grad_(False)
        self.critic_target = copy.deepcopy(self.critic).requires_grad_(False)
        self.actor_opt = torch.optim.Adam(self.actor.parameters(), lr=1e-3)
        self.critic_opt = torch.optim.Adam(self.critic.parameters(), lr=1e-3)
        self.gamma, self.tau, self.expl_noise = gamma, tau, expl_noise

    def act(self, obs, explore=False):
        action = self.actor(obs)
        if explore:
            action = (action + self.expl_noise * torch.randn_like(action)).clamp(-1.0, 1.0)
        return action

    def update(self, batch):
        obs, act, rew, done, next_obs = batch
        with torch.no_grad():
            y = rew + self.gamma * (1.0 - done) * self.critic_target(next_obs, self.actor_target(next_obs))
        critic_loss = F.mse_loss(self.critic(obs, act), y)
        self.critic_opt.zero_grad()
        critic_loss.backward()
        nn.utils.clip_grad_norm_(self.critic.parameters(), 1.0)
        self.critic_opt.step()

        actor_loss = -self.critic(obs, self.actor(obs)).mean()
        self.actor_opt.zero_grad()
        actor_loss.backward()
        self.actor_opt.step()

        with torch.no_grad():
            for net, targ in ((self.actor, self.actor_target), (self.critic, self.critic_target)):
                for p, tp in zip(net.parameters(), targ.parameters()):
                    tp.lerp_(p, self.tau)
        return critic_loss.item(), actor_loss.item()
