"""PPO for a motorised venetian blind: pick a slat angle every 15 minutes to keep a desk lit
without glare or afternoon overheating.

Sun elevation and azimuth follow the day; passing clouds are an AR(1) process.
"""
import math

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.distributions import Categorical


class VenetianBlind:
    obs_dim = 4
    SLATS = (0.0, 0.25, 0.5, 0.75, 1.0)          # fraction open
    n_actions = len(SLATS)

    def __init__(self, steps_per_day=36, seed=0):
        self.T = steps_per_day
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.t, self.cloud, self.room = 0, self.rng.uniform(0, 1), 21.0
        return self._obs()

    def _sun(self):
        return max(0.0, math.sin(math.pi * self.t / self.T))

    def _obs(self):
        return torch.tensor([self._sun(), self.cloud, (self.room - 22.0) / 3.0, self.t / self.T], dtype=torch.float32)

    def step(self, action):
        open_frac = self.SLATS[int(action)]
        self.cloud = float(np.clip(0.9 * self.cloud + 0.1 * self.rng.uniform(0, 1), 0, 1))
        light = open_frac * self._sun() * (1.0 - 0.7 * self.cloud)
        self.room += 0.6 * light - 0.1 * (self.room - 21.0)
        glare = max(0.0, light - 0.6)
        self.t += 1
        reward = 1.0 - 4.0 * (light + 0.15 - 0.5) ** 2 - 3.0 * glare - 0.3 * max(0.0, self.room - 24.0)
        return self._obs(), reward, self.t >= self.T


class BlindPolicy(nn.Module):
    def __init__(self, obs_dim, n_actions, hidden=64):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(obs_dim, hidden), nn.Tanh(), nn.Linear(hidden, hidden), nn.Tanh())
        self.head = nn.Linear(hidden, n_actions)
        self.value = nn.Sequential(nn.Linear(obs_dim, hidden), nn.Tanh(), nn.Linear(hidden, 1))

    def forward(self, obs):
        return Categorical(logits=self.head(self.body(obs))), self.value(obs).squeeze(-1)

    def evaluate(self, states, actions):
        dist, values = self(states)
        return dist.log_prob(actions), values, dist.entropy()


class PPOAgent:
    def __init__(self, obs_dim, n_actions=3, lr=1e-3, clip=0.2, epochs=4):
        self.policy = BlindPolicy(obs_dim, n_actions)
        self.optimizer = torch.optim.Adam(self.policy.parameters(), lr=lr)
        self.clip, self.epochs = clip, epochs

    @torch.no_grad()
    def select_action(self, obs):
        dist, value = self.policy(obs)
        action = dist.sample()
        return action, dist.log_prob(action), value

    def update(self, states, actions, old_logp, returns, advantages):
        advantages = (advantages - advantages.mean()) / (advantages.std() + 1e-8)
        for _ in range(self.epochs):
            logp, values, entropy = self.policy.evaluate(states, actions)
            ratio = torch.exp(logp - old_logp)
            pg = -torch.min(ratio * advantages, ratio.clamp(1 - self.clip, 1 + self.clip) * advantages).mean()
            loss = pg + 0.5 * F.mse_loss(values, returns) - 0.01 * entropy.mean()
            self.optimizer.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(self.policy.parameters(), 0.5)
            self.optimizer.step()
        return loss.item()


def adapt_to_env(agent, env):
    hidden = agent.policy.head.in_features
    if agent.policy.head.out_features != env.n_actions:
        agent.policy.head = nn.Linear(hidden, env.n_actions)
    return agent


class Worker:
    def __init__(self, env, agent, gamma=0.97):
        self.env, self.agent, self.gamma = env, agent, gamma

    def rollout(self, days=4):
        S, A, L, V, R, D = [], [], [], [], [], []
        for _ in range(days):
            obs, done = self.env.reset(), False
            while not done:
                a, logp, v = self.agent.select_action(obs)
                nxt, r, done = self.env.step(a)
                for lst, x in zip((S, A, L, V, R, D), (obs, a, logp, v, r, done)):
                    lst.append(x)
                obs = nxt
        returns, ret = [], 0.0
        for r, d in zip(reversed(R), reversed(D)):
            ret = r + self.gamma * ret * (0.0 if d else 1.0)
            returns.append(ret)
        returns = torch.tensor(returns[::-1])
        values = torch.stack(V)
        return torch.stack(S), torch.stack(A), torch.stack(L), returns, returns - values, sum(R) / days


def sanity_check(agent, env):
    a, logp, v = agent.select_action(env.reset())
    assert 0 <= int(a) < env.n_actions and logp.item() <= 0.0
    with torch.no_grad():
        dist, _ = agent.policy(env.reset())
    print(f"sanity: {env.n_actions} slat settings, initial p = {dist.probs.numpy().round(2)}")


if __name__ == "__main__":
    torch.manual_seed(41)
    np.random.seed(41)
    torch.set_num_threads(1)
    env = VenetianBlind(seed=41)
    agent = adapt_to_env(PPOAgent(env.obs_dim), env)
    sanity_check(agent, env)
    worker = Worker(env, agent)
    for it in range(40):
        states, actions, old_logp, returns, adv, day_return = worker.rollout()
        loss = agent.update(states, actions, old_logp, returns, adv)
        if (it + 1) % 10 == 0:
            print(f"iter {it + 1:2d}  daily return {day_return:6.2f}  loss {loss:+.4f}")
