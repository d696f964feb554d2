"""Soft actor-critic for a kite flyer: reel line in/out so that the line tension stays near a
comfortable pull while gusts come and go. Twin critics, learned temperature, Polyak targets."""
import copy
import math
from dataclasses import dataclass

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


@dataclass
class KiteConfig:
    seed: int = 0
    hidden: int = 64
    lr: float = 1e-3
    alpha_lr: float = 3e-3
    init_alpha: float = 0.2
    gamma: float = 0.95
    tau: float = 0.02
    batch: int = 64
    total_steps: int = 1200
    warmup: int = 200
    episode_len: int = 40


class KiteLineEnv:
    """obs = (tension / 100 N, elevation angle rad, gust speed m/s / 5); action = reel rate."""

    def __init__(self, seed, horizon):
        self.rng, self.horizon = np.random.default_rng(seed), horizon

    def reset(self):
        self.t, self.gust = 0, 0.0
        self.elev = self.rng.uniform(0.5, 1.0)
        return self._obs(0.0)

    def _obs(self, reel):
        wind = 6.0 + 3.0 * self.gust
        self.tension = 0.5 * 1.2 * 1.5 * wind ** 2 * math.sin(self.elev) * (1.0 + 0.6 * reel) / 100.0
        return np.array([self.tension, self.elev, self.gust], dtype=np.float32)

    def step(self, action):
        reel = float(np.clip(action[0], -1.0, 1.0))
        self.gust = 0.8 * self.gust + 0.4 * self.rng.standard_normal()
        self.elev = float(np.clip(self.elev + 0.05 * reel - 0.03 * self.gust, 0.1, 1.45))
        obs = self._obs(reel)
        self.t += 1
        reward = -abs(self.tension - 0.35) - 0.5 * float(self.elev < 0.25)
        return obs, reward, self.t >= self.horizon


class SquashedGaussianActor(nn.Module):
    def __init__(self, obs_dim, act_dim, hidden):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(obs_dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.mu = nn.Linear(hidden, act_dim)
        self.log_std = nn.Linear(hidden, act_dim)

    def forward(self, obs, deterministic=False):
        h = self.body(obs)
        mu, log_std = self.mu(h), self.log_std(h).clamp(-5.0, 2.0)
        u = mu if deterministic else mu + log_std.exp() * torch.randn_like(mu)
        a = torch.tanh(u)
        logp = (-0.5 * ((u - mu) / log_std.exp()) ** 2 - log_std - 0.5 * math.log(2 * math.pi)).sum(-1)
        logp = logp - torch.log(1 - a.pow(2) + 1e-6).sum(-1)
        return a, logp


class TwinQ(nn.Module):
    def __init__(self, obs_dim, act_dim, hidden):
        super().__init__()
        self.heads = nn.ModuleList(nn.Sequential(nn.Linear(obs_dim + act_dim, hidden), nn.ReLU(),
                                                 nn.Linear(hidden, 1)) for _ in range(2))

    def forward(self, obs, act):
        x = torch.cat([obs, act], -1)
        return tuple(h(x).squeeze(-1) for h in self.heads)


def step(optimizer, loss):
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()


@torch.no_grad()
def polyak(target, source, tau):
    for t, s in zip(target.parameters(), source.parameters()):
        t.mul_(1.0 - tau).add_(s, alpha=tau)


class SACAgent:
    def __init__(self, cfg, obs_dim=3, act_dim=1):
        self.cfg = cfg
        self.actor = SquashedGaussianActor(obs_dim, act_dim, cfg.hidden)
        self.critic = TwinQ(obs_dim, act_dim, cfg.hidden)
        self.critic_targ = copy.deepcopy(self.critic)
        self.log_alpha = torch.full((1,), math.log(cfg.init_alpha), requires_grad=True)
        self.target_entropy = -float(act_dim)
        self.actor_opt = torch.optim.Adam(self.actor.parameters(), lr=cfg.lr)
        self.critic_opt = torch.optim.Adam(self.critic.parameters(), lr=cfg.lr)
        self.alpha_opt = torch.optim.Adam([self.log_alpha], lr=cfg.alpha_lr)

    def act(self, obs, deterministic=False):
        with torch.no_grad():
            a, _ = self.actor(torch.as_tensor(obs).unsqueeze(0), deterministic)
        return a[0].numpy()

    def update(self, batch):
        info = self._critic_update(batch)
        info.update(self._actor_and_alpha_update(batch["obs"]))
        polyak(self.critic_targ, self.critic, self.cfg.tau)
        return info

    def _critic_update(self, b):
        alpha = self.log_alpha.exp().item()
        with torch.no_grad():
            a2, logp2 = self.actor(b["obs2"])
            q_next = torch.min(*self.critic_targ(b["obs2"], a2)) - alpha * logp2
            y = b["rew"] + self.cfg.gamma * (1.0 - b["done"]) * q_next
        q1, q2 = self.critic(b["obs"], b["act"])
        loss = F.mse_loss(q1, y) + F.mse_loss(q2, y)
        step(self.critic_opt, loss)
        return {"q_loss": loss.item()}

    def _actor_and_alpha_update(self, obs):
        for p in self.critic.parameters():
            p.requires_grad_(False)
        a, logp = self.actor(obs)
        q = torch.min(*self.critic(obs, a))
        actor_loss = (self.log_alpha.exp().detach() * logp - q).mean()
        step(self.actor_opt, actor_loss)
        for p in self.critic.parameters():
            p.requires_grad_(True)
        alpha_loss = -(self.log_alpha * (logp.detach() + self.target_entropy)).mean()
        step(self.alpha_opt, alpha_loss)
        return {"pi_loss": actor_loss.item(), "alpha": self.log_alpha.exp().item()}


class Trainer:
    def __init__(self, env, agent, cfg):
        self.env, self.agent, self.cfg = env, agent, cfg
        n = cfg.total_steps
        self.buf = {"obs": torch.zeros(n, 3), "act": torch.zeros(n, 1), "rew": torch.zeros(n),
                    "obs2": torch.zeros(n, 3), "done": torch.zeros(n)}
        self.size = 0

    def fit(self):
        obs, ep_ret, returns, info = self.env.reset(), 0.0, [], {}
        for t in range(self.cfg.total_steps):
            act = np.random.uniform(-1, 1, 1).astype(np.float32) if t < self.cfg.warmup else self.agent.act(obs)
            obs2, r, done = self.env.step(act)
            self._store(obs, act, r, obs2, done)
            obs, ep_ret = obs2, ep_ret + r
            if done:
                returns.append(ep_ret)
                obs, ep_ret = self.env.reset(), 0.0
            if t >= self.cfg.warmup:
                info = self._train_step()
            if (t + 1) % 200 == 0:
                print(f"step {t + 1} last return {returns[-1]:.2f} " + " ".join(f"{k}={v:.3f}" for k, v in info.items()))
        return returns

    def _store(self, o, a, r, o2, d):
        i = self.size
        self.buf["obs"][i] = torch.as_tensor(o)
        self.buf["act"][i] = torch.as_tensor(a)
        self.buf["rew"][i], self.buf["done"][i] = r, float(d)
        self.buf["obs2"][i] = torch.as_tensor(o2)
        self.size += 1

    def _train_step(self):
        idx = torch.randint(0, self.size, (self.cfg.batch,))
        return self.agent.update({k: v[idx] for k, v in self.buf.items()})

    def evaluate(self, episodes=3):
        scores = []
        with torch.inference_mode():
            for _ in range(episodes):
                obs, done, total = self.env.reset(), False, 0.0
                while not done:
                    a, _ = self.agent.actor(torch.as_tensor(obs).unsqueeze(0), deterministic=True)
                    obs, r, done = self.env.step(a[0].numpy())
                    total += r
                scores.append(total)
        return float(np.mean(scores))


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    cfg = KiteConfig()
    trainer = Trainer(KiteLineEnv(cfg.seed, cfg.episode_len), SACAgent(cfg), cfg)
    trainer.fit()
    print(f"deterministic eval return {trainer.evaluate():.2f}")


if __name__ == "__main__":
    main()
