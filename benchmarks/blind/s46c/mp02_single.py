"""DDPG for centering a lump of clay on a pottery wheel.

The potter braces both hands against the spinning clay; the agent chooses hand pressure and a
nudge to the wheel speed.  Off-centre clay wobbles once per revolution; pressing at the right
speed pulls the lump onto the axis, pressing too hard at low speed tears it.
"""
import copy
import math

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


class ClayWheelEnv:
    obs_dim, act_dim = 4, 2

    def __init__(self, horizon=40, seed=0):
        self.horizon = horizon
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.t = 0
        self.offset = self.rng.uniform(0.5, 1.0)
        self.phase = self.rng.uniform(0, 2 * math.pi)
        self.speed = 0.5
        return self._obs()

    def _obs(self):
        return torch.tensor([self.offset, math.cos(self.phase), math.sin(self.phase), self.speed],
                            dtype=torch.float32)

    def step(self, action):
        press, dspeed = np.clip(np.asarray(action, dtype=np.float64), -1.0, 1.0)
        press = 0.5 * (press + 1.0)
        self.speed = float(np.clip(self.speed + 0.1 * dspeed, 0.1, 1.0))
        self.phase += 2 * math.pi * self.speed * 0.2
        pull = 0.25 * press * self.speed
        tear = 0.15 * press ** 2 * (1.0 - self.speed)
        self.offset = max(0.0, self.offset * (1.0 - pull) + tear + 0.01 * self.rng.normal())
        self.t += 1
        reward = -self.offset ** 2 - 0.02 * press ** 2
        return self._obs(), float(reward), self.t >= self.horizon


class Actor(nn.Module):
    def __init__(self, obs_dim, act_dim, hidden=48):
        super().__init__()
        self.l1, self.l2, self.out = nn.Linear(obs_dim, hidden), nn.Linear(hidden, hidden), nn.Linear(hidden, act_dim)

    def forward(self, obs):
        return torch.tanh(self.out(F.relu(self.l2(F.relu(self.l1(obs))))))


class Critic(nn.Module):
    def __init__(self, obs_dim, act_dim, hidden=48):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(obs_dim + act_dim, hidden), nn.ReLU(),
                                 nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, 1))

    def forward(self, obs, act):
        return self.net(torch.cat([obs, act], -1)).squeeze(-1)


class Replay:
    def __init__(self, size, obs_dim, act_dim):
        self.s, self.a = torch.zeros(size, obs_dim), torch.zeros(size, act_dim)
        self.r, self.s2, self.d = torch.zeros(size), torch.zeros(size, obs_dim), torch.zeros(size)
        self.size, self.n, self.i = size, 0, 0

    def push(self, s, a, r, s2, d):
        self.s[self.i], self.a[self.i], self.r[self.i], self.s2[self.i], self.d[self.i] = s, a, r, s2, d
        self.i, self.n = (self.i + 1) % self.size, min(self.n + 1, self.size)

    def sample(self, k):
        j = torch.randint(0, self.n, (k,))
        return self.s[j], self.a[j], self.r[j], self.s2[j], self.d[j]


def soft_update(target, source, tau):
    for tp, sp in zip(target.parameters(), source.parameters()):
        tp.mul_(1.0 - tau).add_(sp.detach(), alpha=tau)


class DDPG:
    def __init__(self, obs_dim, act_dim, gamma=0.95, tau=0.02, noise=0.2):
        self.actor, self.critic = Actor(obs_dim, act_dim), Critic(obs_dim, act_dim)
        self.actor_targ, self.critic_targ = copy.deepcopy(self.actor), copy.deepcopy(self.critic)
        self.actor_opt = torch.optim.Adam(self.actor.parameters(), lr=1e-3)
        self.critic_opt = torch.optim.Adam(self.critic.parameters(), lr=1e-3)
        self.gamma, self.tau, self.noise, self.act_dim = gamma, tau, noise, act_dim

    @torch.no_grad()
    def select_action(self, obs, explore=True):
        a = self.actor(obs.unsqueeze(0))[0]
        if explore:
            a = (a + self.noise * torch.randn_like(a)).clamp(-1.0, 1.0)
        return a

    def train_step(self, batch):
        s, a, r, s2, d = batch
        with torch.no_grad():
            y = r + self.gamma * (1 - d) * self.critic_targ(s2, self.actor_targ(s2))
        q_loss = F.mse_loss(self.critic(s, a), y)
        self.critic_opt.zero_grad()
        q_loss.backward()
        nn.utils.clip_grad_norm_(self.critic.parameters(), 1.0)
        self.critic_opt.step()

        pi_loss = -self.critic(s, self.actor(s)).mean()
        self.actor_opt.zero_grad()
        pi_loss.backward()
        nn.utils.clip_grad_norm_(self.actor.parameters(), 1.0)
        self.actor_opt.step()

        soft_update(self.critic_targ, self.critic, self.tau)
        soft_update(self.actor_targ, self.actor, self.tau)
        return q_loss.item(), pi_loss.item()


class Worker:
    def __init__(self, env, agent, replay, batch=64, start=100):
        self.env, self.agent, self.replay, self.batch, self.start = env, agent, replay, batch, start

    def run(self, episodes):
        steps, history = 0, []
        for ep in range(episodes):
            obs, done, ret = self.env.reset(), False, 0.0
            while not done:
                if steps < self.start:
                    act = torch.rand(self.env.act_dim) * 2 - 1
                else:
                    act = self.agent.select_action(obs)
                nxt, rew, done = self.env.step(act.numpy())
                self.replay.push(obs, act, rew, nxt, float(done))
                obs, ret, steps = nxt, ret + rew, steps + 1
                if steps >= self.start:
                    q_loss, pi_loss = self.agent.train_step(self.replay.sample(self.batch))
            history.append(ret)
            if (ep + 1) % 5 == 0:
                print(f"episode {ep + 1:3d}  return {np.mean(history[-5:]):7.3f}  "
                      f"critic {q_loss:.4f}  actor {pi_loss:.4f}")
        return history


def sanity_check(agent, env):
    a = agent.select_action(env.reset(), explore=False)
    assert a.shape == (env.act_dim,) and bool((a.abs() <= 1).all())


if __name__ == "__main__":
    torch.manual_seed(3)
    np.random.seed(3)
    torch.set_num_threads(1)
    env = ClayWheelEnv(seed=3)
    agent = DDPG(env.obs_dim, env.act_dim)
    sanity_check(agent, env)
    history = Worker(env, agent, Replay(4000, env.obs_dim, env.act_dim)).run(20)
    print(f"final mean return {np.mean(history[-5:]):.3f}")
