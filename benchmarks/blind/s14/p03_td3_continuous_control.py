"""TD3 (Fujimoto et al. 2018) on a toy 1-D double-integrator task.

Everything lives in one file: the replay memory, the actor/critic networks and
the agent.  Usage: python p03_td3_continuous_control.py --total-steps 5000
"""
import argparse
import copy
import random
from collections import deque

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class DoubleIntegrator:
    """State (x, v); action is a force in [-1, 1]; reward penalises distance to 0."""

    state_dim, action_dim, max_action = 2, 1, 1.0

    def reset(self):
        self.s = np.random.uniform(-1, 1, size=2).astype(np.float32)
        self.t = 0
        return self.s.copy()

    def step(self, a):
        x, v = self.s
        v = np.clip(v + 0.1 * float(a[0]), -2, 2)
        x = np.clip(x + 0.1 * v, -3, 3)
        self.s = np.array([x, v], dtype=np.float32)
        self.t += 1
        r = -(x ** 2) - 0.1 * v ** 2 - 0.01 * float(a[0]) ** 2
        return self.s.copy(), r, self.t >= 200


class Memory:
    def __init__(self, capacity=int(1e6)):
        self.buffer = deque(maxlen=capacity)

    def push(self, *transition):
        self.buffer.append(transition)

    def sample(self, n):
        s, a, r, s2, d = map(np.stack, zip(*random.sample(self.buffer, n)))
        as_t = lambda z: torch.as_tensor(z, dtype=torch.float32, device=device)
        return as_t(s), as_t(a), as_t(r).unsqueeze(1), as_t(s2), as_t(d).unsqueeze(1)

    def __len__(self):
        return len(self.buffer)


class Actor(nn.Module):
    def __init__(self, state_dim, action_dim, max_action):
        super().__init__()
        self.l1 = nn.Linear(state_dim, 256)
        self.l2 = nn.Linear(256, 256)
        self.l3 = nn.Linear(256, action_dim)
        self.max_action = max_action

    def forward(self, state):
        a = F.relu(self.l1(state))
        a = F.relu(self.l2(a))
        return self.max_action * torch.tanh(self.l3(a))


class TwinCritic(nn.Module):
    def __init__(self, state_dim, action_dim):
        super().__init__()
        self.q1 = nn.Sequential(nn.Linear(state_dim + action_dim, 256), nn.ReLU(),
                                nn.Linear(256, 256), nn.ReLU(), nn.Linear(256, 1))
        self.q2 = nn.Sequential(nn.Linear(state_dim + action_dim, 256), nn.ReLU(),
                                nn.Linear(256, 256), nn.ReLU(), nn.Linear(256, 1))

    def forward(self, state, action):
        sa = torch.cat([state, action], 1)
        return self.q1(sa), self.q2(sa)

    def Q1(self, state, action):
        return self.q1(torch.cat([state, action], 1))


class TD3:
    def __init__(self, state_dim, action_dim, max_action, discount=0.99, tau=0.005,
                 policy_noise=0.2, noise_clip=0.5, policy_freq=2):
        self.actor = Actor(state_dim, action_dim, max_action).to(device)
        self.actor_target = copy.deepcopy(self.actor)
        self.actor_optimizer = torch.optim.Adam(self.actor.parameters(), lr=3e-4)

        self.critic = TwinCritic(state_dim, action_dim).to(device)
        self.critic_target = copy.deepcopy(self.critic)
        self.critic_optimizer = torch.optim.Adam(self.critic.parameters(), lr=3e-4)

        self.max_action = max_action
        self.discount, self.tau = discount, tau
        self.policy_noise, self.noise_clip = policy_noise, noise_clip
        self.policy_freq = policy_freq
        self.total_it = 0

    def select_action(self, state):
        state = torch.as_tensor(state.reshape(1, -1), dtype=torch.float32, device=device)
        with torch.no_grad():
            return self.actor(state).cpu().numpy().flatten()

    @torch.no_grad()
    def _polyak(self, net, target_net):
        for param, target_param in zip(net.parameters(), target_net.parameters()):
            target_param.lerp_(param, self.tau)

    def train(self, memory, batch_size=256):
        self.total_it += 1
        state, action, reward, next_state, done = memory.sample(batch_size)

        with torch.no_grad():
            noise = (torch.randn_like(action) * self.policy_noise).clamp(-self.noise_clip, self.noise_clip)
            next_action = (self.actor_target(next_state) + noise).clamp(-self.max_action, self.max_action)
            target_q1, target_q2 = self.critic_target(next_state, next_action)
            target_q = reward + (1 - done) * self.discount * torch.min(target_q1, target_q2)

        current_q1, current_q2 = self.critic(state, action)
        critic_loss = F.mse_loss(current_q1, target_q) + F.mse_loss(current_q2, target_q)
        self.critic_optimizer.zero_grad()
        critic_loss.backward()
        self.critic_optimizer.step()

        info = {"critic_loss": critic_loss.item()}
        if self.total_it % self.policy_freq == 0:
            actor_loss = -self.critic.Q1(state, self.actor(state)).mean()
            self.actor_optimizer.zero_grad()
            actor_loss.backward()
            self.actor_optimizer.step()
            self._polyak(self.critic, self.critic_target)
            self._polyak(self.actor, self.actor_target)
            info["actor_loss"] = actor_loss.item()
        return info


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--total-steps", type=int, default=5000)
    parser.add_argument("--start-steps", type=int, default=1000)
    parser.add_argument("--expl-noise", type=float, default=0.1)
    parser.add_argument("--batch-size", type=int, default=128)
    args = parser.parse_args()

    env = DoubleIntegrator()
    agent = TD3(env.state_dim, env.action_dim, env.max_action)
    memory = Memory()
    state, episode_reward, episode = env.reset(), 0.0, 0
    for t in range(args.total_steps):
        if t < args.start_steps:
            action = np.random.uniform(-1, 1, size=env.action_dim)
        else:
            action = agent.select_action(state)
            action = (action + np.random.normal(0, args.expl_noise, size=env.action_dim)).clip(-1, 1)
        next_state, reward, done = env.step(action)
        memory.push(state, action, reward, next_state, float(done))
        state = next_state
        episode_reward += reward
        if t >= args.start_steps:
            info = agent.train(memory, args.batch_size)
        if done:
            print(f"episode {episode} reward {episode_reward:.1f}")
            state, episode_reward, episode = env.reset(), 0.0, episode + 1


if __name__ == "__main__":
    main()
