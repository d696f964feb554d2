from dataclasses import dataclass

import torch

from losses import clipped_surrogate, value_loss
from policies import Actor, Critic


@dataclass
class PPOConfig:
    obs_dim: int = 8
    n_actions: int = 4
    actor_lr: float = 3e-3
    critic_lr: float = 1e-2
    update_epochs: int = 4
    minibatch_size: int = 64
    vf_coef: float = 0.5
    ent_coef: float = 0.01


class PPOAgent:
    def __init__(self, cfg: PPOConfig):
        self.cfg = cfg
        self.actor = Actor(cfg.obs_dim, cfg.n_actions)
        self.critic = Critic(cfg.obs_dim)
        self.actor_opt = torch.optim.Adam(self.actor.parameters(), lr=cfg.actor_lr)
        self.critic_opt = torch.optim.Adam(self.critic.parameters(), lr=cfg.critic_lr)

    def zero_grad(self):
        self.actor_opt.zero_grad(set_to_none=True)
        self.critic_opt.zero_grad(set_to_none=True)

    def losses(self, obs, actions, old_log_probs, returns):
        log_probs, entropy = self.actor.evaluate(obs, actions)
        values = self.critic(obs)
        advantages = (returns - values).detach()
        advantages = (advantages - advantages.mean()) / (advantages.std() + 1e-8)
        pi_loss = clipped_surrogate(log_probs, old_log_probs, advantages) - self.cfg.ent_coef * entropy.mean()
        return pi_loss, value_loss(values, returns)

    def update(self, rollout):
        stats = []
        self.zero_grad()
        for _ in range(self.cfg.update_epochs):
            for batch in rollout.minibatches(self.cfg.minibatch_size):
                pi_loss, v_loss = self.losses(*batch)
                (pi_loss + self.cfg.vf_coef * v_loss).backward()
                self.actor_opt.step()
                self.critic_opt.step()
                stats.append((pi_loss.item(), v_loss.item()))
        n = len(stats)
        return sum(s[0] for s in stats) / n, sum(s[1] for s in stats) / n
