"""DDPG on a synthetic 1-step continuous-control task, replay buffer filled by a noisy policy."""
import copy
from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F


@dataclass
class DDPGConfig:
    obs_dim: int = 3
    act_dim: int = 1
    hidden: int = 64
    gamma: float = 0.9
    tau: float = 0.05
    actor_lr: float = 1e-3
    critic_lr: float = 2e-3
    buffer_size: int = 2048
    batch_size: int = 64
    updates: int = 200


class Actor(nn.Module):
    def __init__(self, obs_dim, act_dim, hidden):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(obs_dim, hidden), nn.ReLU(), nn.Linear(hidden, act_dim), nn.Tanh())

    def forward(self, obs):
        return self.net(obs)


class Critic(nn.Module):
    def __init__(self, obs_dim, act_dim, hidden):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(obs_dim + act_dim, hidden), nn.ReLU(), nn.Linear(hidden, 1))

    def forward(self, obs, act):
        return self.net(torch.cat([obs, act], dim=-1)).squeeze(-1)


class ReplayBuffer:
    def __init__(self, cfg, g):
        n = cfg.buffer_size
        self.obs = torch.randn(n, cfg.obs_dim, generator=g)
        self.act = torch.rand(n, cfg.act_dim, generator=g) * 2 - 1
        best = torch.tanh(self.obs[:, :1])
        self.rew = -(self.act - best).pow(2).sum(-1)
        self.next_obs = torch.randn(n, cfg.obs_dim, generator=g)
        self.done = (torch.rand(n, generator=g) < 0.5).float()
        self.g = g

    def sample(self, batch_size):
        idx = torch.randint(0, len(self.obs), (batch_size,), generator=self.g)
        return self.obs[idx], self.act[idx], self.rew[idx], self.next_obs[idx], self.done[idx]


class DDPGAgent:
    def __init__(self, cfg):
        self.cfg = cfg
        self.actor = Actor(cfg.obs_dim, cfg.act_dim, cfg.hidden)
        self.critic = Critic(cfg.obs_dim, cfg.act_dim, cfg.hidden)
        self.actor_targ = copy.deepcopy(self.actor).requires_grad_(False)
        self.critic_targ = copy.deepcopy(self.critic).requires_grad_(False)
        self.actor_opt = torch.optim.Adam(self.actor.parameters(), lr=cfg.actor_lr)
        self.critic_opt = torch.optim.Adam(self.critic.parameters(), lr=cfg.critic_lr)

    def compute_losses(self, batch):
        obs, act, rew, next_obs, done = batch
        with torch.no_grad():
            target = rew + self.cfg.gamma * (1 - done) * self.critic_targ(next_obs, self.actor_targ(next_obs))
        critic_loss = F.mse_loss(self.critic(obs, act), target)
        actor_loss = -self.critic(obs, self.actor(obs)).mean()
        return {"critic": critic_loss, "actor": actor_loss}

    @torch.no_grad()
    def soft_update(self):
        for net, targ in ((self.actor, self.actor_targ), (self.critic, self.critic_targ)):
            for p, tp in zip(net.parameters(), targ.parameters()):
                tp.lerp_(p, self.cfg.tau)

    def update(self, batch):
        losses = self.compute_losses(batch)
        self.critic_opt.zero_grad()
        losses["critic"].backward()
        self.critic_opt.step()
        self.actor_opt.zero_grad()
        losses["actor"].backward()
        self.actor_opt.step()
        self.soft_update()
        return {k: v.item() for k, v in losses.items()}


def main(cfg=DDPGConfig()):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    buffer = ReplayBuffer(cfg, torch.Generator().manual_seed(1))
    agent = DDPGAgent(cfg)
    for it in range(cfg.updates):
        stats = agent.update(buffer.sample(cfg.batch_size))
        if (it + 1) % 50 == 0:
            print(f"update {it + 1}: critic={stats['critic']:.4f} actor={stats['actor']:.4f}")


if __name__ == "__main__":
    main()
