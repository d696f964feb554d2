import copy

import torch
import torch.nn.functional as F

from .networks import TwinCritic, WristActor
from .optim import apply_gradients, make_optimizer, soft_update


class TD3Agent:
    def __init__(self, cfg, obs_dim, act_dim):
        self.cfg = cfg
        self.actor = WristActor(obs_dim, act_dim, cfg.hidden)
        self.critic = TwinCritic(obs_dim, act_dim, cfg.hidden)
        self.actor_target = copy.deepcopy(self.actor)
        self.critic_target = copy.deepcopy(self.critic)
        self.actor_opt = make_optimizer(self.actor, cfg.actor_lr)
        self.critic_opt = make_optimizer(self.critic, cfg.critic_lr)
        self.act_dim, self.updates = act_dim, 0

    def act(self, obs, noise=0.0):
        with torch.no_grad():
            a = self.actor(torch.as_tensor(obs).unsqueeze(0)).squeeze(0)
        if noise > 0:
            a = (a + noise * torch.randn_like(a)).clamp(-1.0, 1.0)
        return a.numpy()

    def update(self, batch):
        self.updates += 1
        info = self._critic_update(batch)
        if self.updates % self.cfg.policy_delay == 0:
            info.update(self._actor_update(batch))
            soft_update(self.actor_target, self.actor, self.cfg.tau)
            soft_update(self.critic_target, self.critic, self.cfg.tau)
        return info

    def _bootstrap_target(self, next_obs, reward, done):
        eps = (torch.randn(next_obs.shape[0], self.act_dim) * self.cfg.target_noise).clamp(-self.cfg.noise_clip, self.cfg.noise_clip)
        next_act = (self.actor_target(next_obs) + eps).clamp(-1.0, 1.0)
        q1_next, q2_next = self.critic_target(next_obs, next_act)
        return reward + self.cfg.gamma * (1.0 - done) * torch.min(q1_next, q2_next)

    def _critic_update(self, batch):
        target = self._bootstrap_target(batch["next_obs"], batch["reward"], batch["done"])
        q1, q2 = self.critic(batch["obs"], batch["act"])
        loss = F.mse_loss(q1, target) + F.mse_loss(q2, target)
        apply_gradients(self.critic_opt, loss, clip=self.cfg.grad_clip)
        return {"critic_loss": loss.item()}

    def _actor_update(self, batch):
        q1, _ = self.critic(batch["obs"], self.actor(batch["obs"]))
        loss = -q1.mean()
        apply_gradients(self.actor_opt, loss)
        return {"actor_loss": loss.item()}
