import copy

import torch
import torch.nn.functional as F

from .networks import Actor, TwinCritic
from .polyak import hard_update, soft_update


class TD3Agent:
    def __init__(self, obs_dim, act_dim, cfg):
        self.cfg = cfg
        self.actor = Actor(obs_dim, act_dim)
        self.critic = TwinCritic(obs_dim, act_dim)
        self.actor_target = copy.deepcopy(self.actor)
        self.critic_target = copy.deepcopy(self.critic)
        hard_update(self.actor_target, self.actor)
        self.actor_opt = torch.optim.Adam(self.actor.parameters(), lr=cfg["actor_lr"])
        self.critic_opt = torch.optim.Adam(self.critic.parameters(), lr=cfg["critic_lr"])
        self.total_updates = 0

    def act(self, obs, noise=0.1):
        with torch.no_grad():
            action = self.actor(obs.unsqueeze(0)).squeeze(0)
        action = action + noise * torch.randn_like(action)
        return action.clamp(-1.0, 1.0)

    def update(self, buffer):
        cfg = self.cfg
        obs, act, rew, next_obs, done = buffer.sample(cfg["batch_size"])

        with torch.no_grad():
            noise = (torch.randn_like(act) * cfg["policy_noise"]).clamp(-cfg["noise_clip"], cfg["noise_clip"])
            next_act = (self.actor_target(next_obs) + noise).clamp(-1.0, 1.0)
            tq1, tq2 = self.critic_target(next_obs, next_act)
            target_q = rew + cfg["gamma"] * (1.0 - done) * torch.min(tq1, tq2)

        q1, q2 = self.critic(obs, act)
        critic_loss = F.mse_loss(q1, target_q) + F.mse_loss(q2, target_q)
        self.critic_opt.zero_grad()
        critic_loss.backward()
        self.critic_opt.step()

        info = {"critic_loss": critic_loss.item()}
        self.total_updates += 1
        if self.total_updates % cfg["policy_delay"] == 0:
            actor_loss = -self.critic.q1(obs, self.actor(obs)).mean()
            self.actor_opt.zero_grad()
            actor_loss.backward()
            self.actor_opt.step()
            soft_update(self.critic_target, self.critic, cfg["tau"])
            soft_update(self.actor_target, self.actor, cfg["tau"])
            info["actor_loss"] = actor_loss.item()
        return info
