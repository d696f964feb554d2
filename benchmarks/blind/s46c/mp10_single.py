"""Soft actor-critic holding a gooseneck kettle at green-tea temperature (80 C) while leaves steep.

The heater element has thermal lag: power applied now shows up in the water a few steps later,
and opening the lid to pour dumps heat.  Learnt entropy temperature (log_alpha) with its own optimizer.
"""
import copy
import math

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


class GooseneckKettle:
    obs_dim, act_dim = 4, 1

    def __init__(self, horizon=40, seed=0):
        self.horizon = horizon
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.t, self.water, self.element = 0, self.rng.uniform(60.0, 75.0), 20.0
        self.pour_at = int(self.rng.integers(15, 30))
        return self._obs()

    def _obs(self):
        return torch.tensor([(self.water - 80.0) / 10.0, (self.element - 80.0) / 40.0,
                             float(self.t >= self.pour_at), self.t / self.horizon], dtype=torch.float32)

    def step(self, action):
        power = 0.5 * (float(np.clip(action, -1.0, 1.0)) + 1.0)
        self.element += 0.5 * (20.0 + 120.0 * power - self.element)
        self.water += 0.08 * (self.element - self.water) - 0.03 * (self.water - 22.0)
        if self.t == self.pour_at:
            self.water -= 4.0
        self.t += 1
        reward = -((self.water - 80.0) / 5.0) ** 2 - 0.05 * power
        return self._obs(), float(reward), self.t >= self.horizon


def mlp(i, o, h=64):
    return nn.Sequential(nn.Linear(i, h), nn.ReLU(), nn.Linear(h, h), nn.ReLU(), nn.Linear(h, o))


class Actor(nn.Module):
    def __init__(self, obs_dim, act_dim):
        super().__init__()
        self.net = mlp(obs_dim, 2 * act_dim)

    def forward(self, obs):
        mu, log_std = self.net(obs).chunk(2, -1)
        std = log_std.clamp(-5, 2).exp()
        u = mu + std * torch.randn_like(mu)
        a = torch.tanh(u)
        logp = (-0.5 * ((u - mu) / std) ** 2 - std.log() - 0.5 * math.log(2 * math.pi)).sum(-1)
        logp = logp - torch.log(1 - a.pow(2) + 1e-6).sum(-1)
        return a, logp, torch.tanh(mu)


class QPair(nn.Module):
    def __init__(self, obs_dim, act_dim):
        super().__init__()
        self.qa, self.qb = mlp(obs_dim + act_dim, 1), mlp(obs_dim + act_dim, 1)

    def forward(self, obs, act):
        x = torch.cat([obs, act], -1)
        return self.qa(x).squeeze(-1), self.qb(x).squeeze(-1)


class SAC:
    def __init__(self, obs_dim, act_dim, gamma=0.95, tau=0.01, lr=1e-3):
        self.actor, self.q = Actor(obs_dim, act_dim), QPair(obs_dim, act_dim)
        self.q_targ = copy.deepcopy(self.q).requires_grad_(False)
        self.log_alpha = torch.zeros(1, requires_grad=True)
        self.pi_opt = torch.optim.Adam(self.actor.parameters(), lr=lr)
        self.q_opt = torch.optim.Adam(self.q.parameters(), lr=lr)
        self.alpha_opt = torch.optim.Adam([self.log_alpha], lr=lr)
        self.gamma, self.tau, self.target_entropy = gamma, tau, -float(act_dim)

    @torch.no_grad()
    def select_action(self, obs, greedy=False):
        a, _, mean_a = self.actor(obs.unsqueeze(0))
        return (mean_a if greedy else a)[0]

    def update(self, s, a, r, s2, d):
        alpha = self.log_alpha.exp().item()
        with torch.no_grad():
            a2, logp2, _ = self.actor(s2)
            y = r + self.gamma * (1 - d) * (torch.min(*self.q_targ(s2, a2)) - alpha * logp2)
        qa, qb = self.q(s, a)
        q_loss = F.mse_loss(qa, y) + F.mse_loss(qb, y)
        self.q_opt.zero_grad()
        q_loss.backward()
        self.q_opt.step()

        a_new, logp, _ = self.actor(s)
        pi_loss = (alpha * logp - torch.min(*self.q(s, a_new))).mean()
        self.pi_opt.zero_grad()
        pi_loss.backward()
        nn.utils.clip_grad_norm_(self.actor.parameters(), 1.0)
        self.pi_opt.step()

        alpha_loss = -(self.log_alpha * (logp.detach() + self.target_entropy)).mean()
        self.alpha_opt.zero_grad()
        alpha_loss.backward()
        self.alpha_opt.step()

        with torch.no_grad():
            for p, tp in zip(self.q.parameters(), self.q_targ.parameters()):
                tp.mul_(1 - self.tau).add_(self.tau * p)
        return q_loss, pi_loss


class Runner:
    def __init__(self, env, agent, batch=64, warmup=120, capacity=4000):
        self.env, self.agent, self.batch, self.warmup = env, agent, batch, warmup
        self.buf = [torch.zeros(capacity, env.obs_dim), torch.zeros(capacity, env.act_dim), torch.zeros(capacity),
                    torch.zeros(capacity, env.obs_dim), torch.zeros(capacity)]
        self.n = 0
        self.q_loss_sum, self.pi_loss_sum, self.updates = 0.0, 0.0, 0

    def episode(self):
        obs, done, ret = self.env.reset(), False, 0.0
        while not done:
            act = torch.rand(1) * 2 - 1 if self.n < self.warmup else self.agent.select_action(obs)
            nxt, rew, done = self.env.step(act)
            for store, v in zip(self.buf, (obs, act, rew, nxt, float(done))):
                store[self.n % store.shape[0]] = v
            self.n += 1
            obs, ret = nxt, ret + rew
            if self.n >= self.warmup:
                idx = torch.randint(0, min(self.n, self.buf[0].shape[0]), (self.batch,))
                q_loss, pi_loss = self.agent.update(*(b[idx] for b in self.buf))
                self.q_loss_sum += q_loss
                self.pi_loss_sum += pi_loss.item()
                self.updates += 1
        return ret


def sanity_check(agent, env):
    a = agent.select_action(env.reset(), greedy=True)
    assert a.shape == (1,) and abs(a.item()) <= 1.0 and not a.requires_grad


if __name__ == "__main__":
    torch.manual_seed(4)
    np.random.seed(4)
    torch.set_num_threads(1)
    env = GooseneckKettle(seed=4)
    agent = SAC(env.obs_dim, env.act_dim)
    sanity_check(agent, env)
    runner = Runner(env, agent)
    for ep in range(18):
        ret = runner.episode()
        if (ep + 1) % 6 == 0 and runner.updates:
            print(f"episode {ep + 1:2d}  return {ret:8.2f}  mean q loss {runner.q_loss_sum.item() / runner.updates:.4f}  "
                  f"mean pi loss {runner.pi_loss_sum / runner.updates:+.4f}  alpha {agent.log_alpha.exp().item():.3f}")
