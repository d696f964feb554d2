"""Advantage actor-critic on a small stochastic gridworld, batched over N envs.

The policy and the value function are two independent MLPs (no shared layers),
each with its own optimizer and learning rate.
"""
import argparse

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.distributions import Categorical

HPARAMS = dict(n_envs=16, n_steps=8, gamma=0.97, lr_actor=7e-4, lr_critic=2e-3,
               entropy_coef=0.01, hidden=64, updates=300)


class GridWorld:
    MOVES = np.array([[0, 1], [1, 0], [0, -1], [-1, 0]])

    def __init__(self, n_envs, size=6, slip=0.1, seed=0):
        self.n, self.size, self.slip = n_envs, size, slip
        self.rng = np.random.default_rng(seed)
        self.goal = np.array([size - 1, size - 1])
        self.pos = np.zeros((n_envs, 2), dtype=np.int64)

    def observe(self):
        obs = np.zeros((self.n, self.size * self.size), dtype=np.float32)
        obs[np.arange(self.n), self.pos[:, 0] * self.size + self.pos[:, 1]] = 1.0
        return obs

    def reset(self):
        self.pos = self.rng.integers(0, self.size, size=(self.n, 2))
        return self.observe()

    def step(self, actions):
        slip = self.rng.random(self.n) < self.slip
        actions = np.where(slip, self.rng.integers(0, 4, self.n), actions)
        self.pos = np.clip(self.pos + self.MOVES[actions], 0, self.size - 1)
        done = (self.pos == self.goal).all(1)
        reward = np.where(done, 1.0, -0.01).astype(np.float32)
        self.pos[done] = self.rng.integers(0, self.size, size=(done.sum(), 2))
        return self.observe(), reward, done.astype(np.float32)


class ActorCritic(nn.Module):
    def __init__(self, obs_dim, n_actions, hidden):
        super().__init__()
        self.actor = nn.Sequential(nn.Linear(obs_dim, hidden), nn.Tanh(),
                                   nn.Linear(hidden, hidden), nn.Tanh(),
                                   nn.Linear(hidden, n_actions))
        self.critic = nn.Sequential(nn.Linear(obs_dim, hidden), nn.Tanh(),
                                    nn.Linear(hidden, hidden), nn.Tanh(),
                                    nn.Linear(hidden, 1))

    def forward(self, obs):
        return self.actor(obs), self.critic(obs).squeeze(-1)


def discounted_returns(rewards, dones, last_value, gamma):
    returns = torch.zeros_like(rewards)
    running = last_value
    for t in reversed(range(rewards.size(0))):
        running = rewards[t] + gamma * running * (1.0 - dones[t])
        returns[t] = running
    return returns


def main():
    parser = argparse.ArgumentParser()
    for k, v in HPARAMS.items():
        parser.add_argument(f"--{k.replace('_', '-')}", type=type(v), default=v)
    hp = parser.parse_args()

    env = GridWorld(hp.n_envs)
    obs_dim, n_actions = env.size * env.size, 4
    net = ActorCritic(obs_dim, n_actions, hp.hidden)
    actor_opt = torch.optim.RMSprop(net.actor.parameters(), lr=hp.lr_actor, alpha=0.99, eps=1e-5)
    critic_opt = torch.optim.RMSprop(net.critic.parameters(), lr=hp.lr_critic, alpha=0.99, eps=1e-5)

    obs = torch.from_numpy(env.reset())
    for update in range(hp.updates):
        obs_buf, act_buf, rew_buf, done_buf = [], [], [], []
        with torch.no_grad():
            for _ in range(hp.n_steps):
                logits, _ = net(obs)
                action = Categorical(logits=logits).sample()
                next_obs, reward, done = env.step(action.numpy())
                obs_buf.append(obs)
                act_buf.append(action)
                rew_buf.append(torch.from_numpy(reward))
                done_buf.append(torch.from_numpy(done))
                obs = torch.from_numpy(next_obs)
            _, last_value = net(obs)

        returns = discounted_returns(torch.stack(rew_buf), torch.stack(done_buf), last_value, hp.gamma)
        b_obs = torch.cat(obs_buf)
        b_act = torch.cat(act_buf)
        b_ret = returns.flatten()

        logits, values = net(b_obs)
        dist = Categorical(logits=logits)
        advantages = (b_ret - values).detach()
        actor_loss = -(dist.log_prob(b_act) * advantages).mean() - hp.entropy_coef * dist.entropy().mean()
        critic_loss = F.mse_loss(values, b_ret)

        actor_opt.zero_grad()
        actor_loss.backward()
        nn.utils.clip_grad_norm_(net.actor.parameters(), 0.5)
        actor_opt.step()

        critic_opt.zero_grad()
        critic_loss.backward()
        nn.utils.clip_grad_norm_(net.critic.parameters(), 0.5)
        critic_opt.step()

        if update % 50 == 0:
            print(f"update {update:4d} actor {actor_loss.item():+.4f} critic {critic_loss.item():.4f} "
                  f"mean reward {torch.stack(rew_buf).mean().item():+.4f}")


if __name__ == "__main__":
    main()
