"""DDPG with critic gradient accumulation for a marble run: tilt the last adjustable ramp so the
marble drops into the cup slowly enough not to bounce back out.

The critic accumulates gradients over two replay minibatches before each step (on purpose: it
halves optimizer overhead and smooths the TD targets); the actor is updated right after each
critic step, against the freshly updated critic.
"""
import copy

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


class MarbleRun:
    obs_dim, act_dim = 3, 1
    TRACK, CUP_SPEED = 1.5, 0.6

    def __init__(self, dt=0.05, seed=0):
        self.dt = dt
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.x, self.v, self.tilt, self.t = 0.0, self.rng.uniform(0.8, 1.4), 0.1, 0
        return self._obs()

    def _obs(self):
        return torch.tensor([self.x / self.TRACK, self.v - self.CUP_SPEED, self.tilt], dtype=torch.float32)

    def step(self, action):
        new_tilt = 0.25 * np.clip(action, -1.0, 1.0).item()
        effort = abs(new_tilt - self.tilt)
        self.tilt = new_tilt
        self.v = max(0.05, self.v + self.dt * (5.0 * self.tilt - 0.3 * self.v))
        self.x += self.dt * self.v
        self.t += 1
        done = self.x >= self.TRACK or self.t >= 60
        reward = -0.1 * effort
        if done:
            reward += 1.0 - 2.0 * abs(self.v - self.CUP_SPEED)
        return self._obs(), float(reward), done


class RampActor(nn.Module):
    def __init__(self, obs_dim, act_dim, hidden=48):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(obs_dim, hidden), nn.ReLU(), nn.Linear(hidden, act_dim), nn.Tanh())

    def forward(self, obs):
        return self.net(obs)


class RampCritic(nn.Module):
    def __init__(self, obs_dim, act_dim, hidden=48):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(obs_dim + act_dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden),
                                 nn.ReLU(), nn.Linear(hidden, 1))

    def forward(self, obs, act):
        return self.net(torch.cat([obs, act], -1)).squeeze(-1)


class AccumDDPG:
    def __init__(self, obs_dim, act_dim, gamma=0.98, tau=0.02, accum=2):
        self.actor, self.critic = RampActor(obs_dim, act_dim), RampCritic(obs_dim, act_dim)
        self.actor_targ, self.critic_targ = copy.deepcopy(self.actor), copy.deepcopy(self.critic)
        self.actor_opt = torch.optim.Adam(self.actor.parameters(), lr=1e-3)
        self.critic_opt = torch.optim.Adam(self.critic.parameters(), lr=2e-3)
        self.gamma, self.tau, self.accum, self.micro = gamma, tau, accum, 0

    @torch.no_grad()
    def select_action(self, obs, noise=0.0):
        a = self.actor(obs)
        return (a + noise * torch.randn_like(a)).clamp(-1.0, 1.0)

    def update(self, s, a, r, s2, d):
        self.micro += 1
        with torch.no_grad():
            y = r + self.gamma * (1 - d) * self.critic_targ(s2, self.actor_targ(s2))
        critic_loss = F.mse_loss(self.critic(s, a), y) / self.accum
        critic_loss.backward()
        if self.micro % self.accum != 0:
            return None
        nn.utils.clip_grad_norm_(self.critic.parameters(), 1.0)
        self.critic_opt.step()
        self.critic_opt.zero_grad()

        self.critic.requires_grad_(False)
        actor_loss = -self.critic(s, self.actor(s)).mean()
        actor_loss.backward()
        self.actor_opt.step()
        self.actor_opt.zero_grad(set_to_none=True)
        self.critic.requires_grad_(True)

        with torch.no_grad():
            for net, targ in ((self.actor, self.actor_targ), (self.critic, self.critic_targ)):
                for p, tp in zip(net.parameters(), targ.parameters()):
                    tp.mul_(1.0 - self.tau).add_(self.tau * p)
        return critic_loss.item() * self.accum, actor_loss.item()


class Runner:
    def __init__(self, env, agent, batch=64, warmup=128, capacity=5000):
        self.env, self.agent, self.batch, self.warmup = env, agent, batch, warmup
        self.data = [torch.zeros(capacity, env.obs_dim), torch.zeros(capacity, env.act_dim),
                     torch.zeros(capacity), torch.zeros(capacity, env.obs_dim), torch.zeros(capacity)]
        self.n, self.log = 0, []

    def episode(self):
        obs, done, ret = self.env.reset(), False, 0.0
        while not done:
            act = self.agent.select_action(obs, noise=0.3)
            nxt, rew, done = self.env.step(act.numpy())
            for col, v in zip(self.data, (obs, act, rew, nxt, float(done))):
                col[self.n % col.shape[0]] = v
            self.n += 1
            obs, ret = nxt, ret + rew
            if self.n >= self.warmup:
                idx = torch.randint(0, min(self.n, self.data[0].shape[0]), (self.batch,))
                out = self.agent.update(*(col[idx] for col in self.data))
                if out is not None:
                    self.log.append(out)
        return ret, self.env.v


def sanity_check(agent, env):
    a = agent.select_action(env.reset())
    assert a.shape == (env.act_dim,) and not a.requires_grad
    assert all(p.requires_grad for p in agent.critic.parameters())


if __name__ == "__main__":
    torch.manual_seed(47)
    np.random.seed(47)
    torch.set_num_threads(1)
    env = MarbleRun(seed=47)
    agent = AccumDDPG(env.obs_dim, env.act_dim)
    sanity_check(agent, env)
    runner, rets = Runner(env, agent), []
    for ep in range(40):
        ret, cup_speed = runner.episode()
        rets.append(ret)
        if (ep + 1) % 10 == 0:
            q, pi = np.mean(runner.log[-50:], axis=0)
            print(f"episode {ep + 1:2d}  return {np.mean(rets[-10:]):6.3f}  cup speed {cup_speed:.2f}  critic {q:.4f}  actor {pi:+.3f}")
