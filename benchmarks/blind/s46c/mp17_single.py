"""Soft actor-critic for timing a sourdough starter: decide each hour how much to feed it and how
close to the radiator to keep the jar, so that it peaks (maximum rise) right at baking time.

Yeast activity follows a Q10-style temperature law; feeding dilutes the culture (the rise falls back)
and then fuels a new rise a few hours later.
"""
import copy
import math

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


class StarterJar:
    obs_dim, act_dim = 4, 2

    def __init__(self, hours=24, bake_hour=20, seed=0):
        self.hours, self.bake_hour = hours, bake_hour
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.h, self.yeast, self.food, self.rise = 0, 0.3, self.rng.uniform(0.2, 0.5), 1.0
        self.temp = 20.0
        return self._obs()

    def _obs(self):
        return torch.tensor([self.rise - 1.0, self.food, (self.temp - 22.0) / 4.0, (self.bake_hour - self.h) / 24.0],
                            dtype=torch.float32)

    def step(self, action):
        feed, warmth = (0.5 * (np.clip(action, -1.0, 1.0) + 1.0)).tolist()
        self.temp = 19.0 + 8.0 * warmth + self.rng.normal(0.0, 0.3)
        if feed > 0.1:
            self.yeast, self.food = self.yeast / (1 + feed), self.food + feed
            self.rise = 1.0 + (self.rise - 1.0) / (1 + 2 * feed)
        rate = 0.35 * 2.0 ** ((self.temp - 24.0) / 10.0)
        growth = rate * self.yeast * self.food / (self.food + 0.3)
        self.yeast, self.food = self.yeast + growth, max(0.0, self.food - growth)
        self.rise = max(1.0, self.rise + 0.8 * growth - 0.05 * (self.rise - 1.0) * (self.food < 0.05))
        self.h += 1
        reward = -0.02 * feed
        if self.h == self.bake_hour:
            reward += 2.0 * (self.rise - 1.0)
        return self._obs(), float(reward), self.h >= self.hours


class Policy(nn.Module):
    def __init__(self, obs_dim, act_dim, hidden=64):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(obs_dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.mean, self.log_std = nn.Linear(hidden, act_dim), nn.Linear(hidden, act_dim)

    def forward(self, obs):
        h = self.trunk(obs)
        mu, std = self.mean(h), self.log_std(h).clamp(-5, 1).exp()
        u = mu + std * torch.randn_like(mu)
        a = torch.tanh(u)
        logp = (-0.5 * ((u - mu) / std) ** 2 - std.log() - 0.5 * math.log(2 * math.pi)).sum(-1)
        return a, logp - torch.log(1 - a.pow(2) + 1e-6).sum(-1)


class Critic(nn.Module):
    def __init__(self, obs_dim, act_dim, hidden=64):
        super().__init__()
        self.q = nn.ModuleList(nn.Sequential(nn.Linear(obs_dim + act_dim, hidden), nn.ReLU(), nn.Linear(hidden, 1))
                               for _ in range(2))

    def forward(self, obs, act):
        x = torch.cat([obs, act], -1)
        return torch.cat([q(x) for q in self.q], -1)


class StarterSAC:
    def __init__(self, obs_dim, act_dim, init_alpha=0.2, gamma=0.97, tau=0.01, lr=1e-3):
        self.actor, self.critic = Policy(obs_dim, act_dim), Critic(obs_dim, act_dim)
        self.critic_targ = copy.deepcopy(self.critic).requires_grad_(False)
        self.log_alpha = torch.zeros(1, requires_grad=True) + math.log(init_alpha)
        self.actor_opt = torch.optim.Adam(self.actor.parameters(), lr=lr)
        self.critic_opt = torch.optim.Adam(self.critic.parameters(), lr=lr)
        self.alpha_opt = torch.optim.Adam([self.log_alpha], lr=lr)
        self.gamma, self.tau, self.target_entropy = gamma, tau, -float(act_dim)

    @torch.no_grad()
    def select_action(self, obs):
        return self.actor(obs.unsqueeze(0))[0][0]

    def update(self, s, a, r, s2, d):
        alpha = self.log_alpha.exp().detach()
        with torch.no_grad():
            a2, logp2 = self.actor(s2)
            y = r + self.gamma * (1 - d) * (self.critic_targ(s2, a2).min(-1).values - alpha * logp2)
        critic_loss = F.mse_loss(self.critic(s, a), y.unsqueeze(-1).expand(-1, 2))
        self.critic_opt.zero_grad()
        critic_loss.backward()
        self.critic_opt.step()

        a_pi, logp = self.actor(s)
        actor_loss = (alpha * logp - self.critic(s, a_pi).min(-1).values).mean()
        self.actor_opt.zero_grad()
        actor_loss.backward()
        nn.utils.clip_grad_norm_(self.actor.parameters(), 2.0)
        self.actor_opt.step()

        alpha_loss = -(self.log_alpha * (logp.detach() + self.target_entropy)).mean()
        self.alpha_opt.zero_grad()
        alpha_loss.backward()
        self.alpha_opt.step()
        with torch.no_grad():
            for p, tp in zip(self.critic.parameters(), self.critic_targ.parameters()):
                tp.lerp_(p, self.tau)
        return critic_loss.item(), alpha.item()


class Worker:
    def __init__(self, env, agent, batch=64, warmup=96, capacity=3000):
        self.env, self.agent, self.batch, self.warmup = env, agent, batch, warmup
        self.cols = [torch.zeros(capacity, env.obs_dim), torch.zeros(capacity, env.act_dim), torch.zeros(capacity),
                     torch.zeros(capacity, env.obs_dim), torch.zeros(capacity)]
        self.n = 0

    def day(self):
        obs, done, ret = self.env.reset(), False, 0.0
        while not done:
            act = self.agent.select_action(obs)
            nxt, rew, done = self.env.step(act.numpy())
            for c, v in zip(self.cols, (obs, act, rew, nxt, float(done))):
                c[self.n % c.shape[0]] = v
            self.n, obs, ret = self.n + 1, nxt, ret + rew
            if self.n >= self.warmup:
                idx = torch.randint(0, min(self.n, self.cols[0].shape[0]), (self.batch,))
                q_loss, alpha = self.agent.update(*(c[idx] for c in self.cols))
        return ret, self.env.rise


def sanity_check(agent, env):
    a = agent.select_action(env.reset())
    assert a.shape == (env.act_dim,) and bool((a.abs() <= 1).all())


if __name__ == "__main__":
    torch.manual_seed(59)
    np.random.seed(59)
    torch.set_num_threads(1)
    env = StarterJar(seed=59)
    agent = StarterSAC(env.obs_dim, env.act_dim)
    sanity_check(agent, env)
    worker, rets = Worker(env, agent), []
    for d in range(24):
        ret, rise = worker.day()
        rets.append(ret)
        if (d + 1) % 8 == 0:
            print(f"day {d + 1:2d}  mean return {np.mean(rets[-8:]):6.3f}  alpha {agent.log_alpha.exp().item():.3f}")
