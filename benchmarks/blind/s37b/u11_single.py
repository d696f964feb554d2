"""PPO with a shared actor-critic trunk on a small batched line-walk task."""
from dataclasses import dataclass

import torch
import torch.nn as nn
from torch.distributions import Categorical


@dataclass
class PPOConfig:
    n_envs: int = 16
    horizon: int = 32
    size: int = 9
    iterations: int = 15
    epochs: int = 4
    minibatch: int = 128
    gamma: float = 0.97
    lam: float = 0.95
    clip: float = 0.2
    vf_coef: float = 0.5
    ent_coef: float = 0.01
    lr: float = 3e-3


class LineWalk:
    """Agent on positions 0..size-1, reward 1 for reaching the right end; actions left/stay/right."""

    def __init__(self, n_envs, size):
        self.n, self.size = n_envs, size
        self.pos = torch.zeros(n_envs, dtype=torch.long)

    def obs(self):
        return nn.functional.one_hot(self.pos, self.size).float()

    def reset(self):
        self.pos = torch.randint(0, self.size // 2, (self.n,))
        return self.obs()

    def step(self, action):
        self.pos = (self.pos + action - 1).clamp(0, self.size - 1)
        done = self.pos == self.size - 1
        reward = done.float() - 0.01
        self.pos = torch.where(done, torch.randint(0, self.size // 2, (self.n,)), self.pos)
        return self.obs(), reward, done.float()


class ActorCritic(nn.Module):
    def __init__(self, obs_dim, n_actions, hidden=64):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(obs_dim, hidden), nn.Tanh(), nn.Linear(hidden, hidden), nn.Tanh())
        self.pi = nn.Linear(hidden, n_actions)
        self.v = nn.Linear(hidden, 1)

    def forward(self, obs):
        h = self.trunk(obs)
        return Categorical(logits=self.pi(h)), self.v(h).squeeze(-1)


@torch.no_grad()
def rollout(env, agent, obs, cfg):
    buf = {k: [] for k in ("obs", "act", "logp", "val", "rew", "done")}
    for _ in range(cfg.horizon):
        dist, value = agent(obs)
        action = dist.sample()
        next_obs, reward, done = env.step(action)
        for k, v in zip(buf, (obs, action, dist.log_prob(action), value, reward, done)):
            buf[k].append(v)
        obs = next_obs
    _, last_val = agent(obs)
    batch = {k: torch.stack(v) for k, v in buf.items()}
    adv = torch.zeros_like(batch["rew"])
    gae = torch.zeros(cfg.n_envs)
    for t in reversed(range(cfg.horizon)):
        nxt = last_val if t == cfg.horizon - 1 else batch["val"][t + 1]
        delta = batch["rew"][t] + cfg.gamma * nxt * (1 - batch["done"][t]) - batch["val"][t]
        gae = delta + cfg.gamma * cfg.lam * (1 - batch["done"][t]) * gae
        adv[t] = gae
    batch["ret"] = adv + batch["val"]
    batch["adv"] = adv
    return {k: v.flatten(0, 1) for k, v in batch.items()}, obs


def ppo_update(agent, optimizer, batch, cfg):
    n = batch["obs"].size(0)
    for _ in range(cfg.epochs):
        for idx in torch.randperm(n).split(cfg.minibatch):
            adv = batch["adv"][idx]
            adv = (adv - adv.mean()) / (adv.std() + 1e-8)
            dist, value = agent(batch["obs"][idx])
            ratio = (dist.log_prob(batch["act"][idx]) - batch["logp"][idx]).exp()
            surr = torch.min(ratio * adv, ratio.clamp(1 - cfg.clip, 1 + cfg.clip) * adv)
            policy_loss = -surr.mean() - cfg.ent_coef * dist.entropy().mean()
            value_loss = cfg.vf_coef * (value - batch["ret"][idx]).pow(2).mean()
            optimizer.zero_grad()
            policy_loss.backward()
            value_loss.backward()
            nn.utils.clip_grad_norm_(agent.parameters(), 0.5)
            optimizer.step()
    return policy_loss.item(), value_loss.item()


def main(cfg=PPOConfig()):
    torch.manual_seed(0)
    env = LineWalk(cfg.n_envs, cfg.size)
    agent = ActorCritic(cfg.size, 3)
    optimizer = torch.optim.Adam(agent.parameters(), lr=cfg.lr)
    obs = env.reset()
    for it in range(cfg.iterations):
        batch, obs = rollout(env, agent, obs, cfg)
        pl, vl = ppo_update(agent, optimizer, batch, cfg)
        print(f"iter {it:2d} reward/step {batch['rew'].mean().item():+.3f} pi {pl:.3f} v {vl:.3f}")


if __name__ == "__main__":
    main()
