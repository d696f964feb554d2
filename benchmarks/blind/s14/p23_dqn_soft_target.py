"""Double DQN with soft (Polyak) target updates on a toy corridor environment.

    python p23_dqn_soft_target.py --episodes 300
"""
import argparse
import math
import random
from collections import namedtuple, deque

import torch
import torch.nn as nn
import torch.nn.functional as F

Transition = namedtuple("Transition", ("state", "action", "next_state", "reward", "done"))


class Corridor:
    """Agent starts in the middle of a corridor of length L; reward 1 at the right end, 0.1 at the left."""

    def __init__(self, length=12):
        self.length = length

    def encode(self):
        s = torch.zeros(self.length)
        s[self.pos] = 1.0
        return s

    def reset(self):
        self.pos, self.t = self.length // 2, 0
        return self.encode()

    def step(self, action):
        self.pos += 1 if action == 1 else -1
        self.t += 1
        if self.pos <= 0:
            return self.encode(), 0.1, True
        if self.pos >= self.length - 1:
            return self.encode(), 1.0, True
        return self.encode(), -0.01, self.t >= 4 * self.length


class ReplayMemory:
    def __init__(self, capacity):
        self.memory = deque([], maxlen=capacity)

    def push(self, *args):
        self.memory.append(Transition(*args))

    def sample(self, batch_size):
        return random.sample(self.memory, batch_size)

    def __len__(self):
        return len(self.memory)


class DQN(nn.Module):
    def __init__(self, n_observations, n_actions):
        super(DQN, self).__init__()
        self.layer1 = nn.Linear(n_observations, 128)
        self.layer2 = nn.Linear(128, 128)
        self.layer3 = nn.Linear(128, n_actions)

    def forward(self, x):
        x = F.relu(self.layer1(x))
        x = F.relu(self.layer2(x))
        return self.layer3(x)


BATCH_SIZE = 64
GAMMA = 0.97
EPS_START, EPS_END, EPS_DECAY = 0.9, 0.05, 1000
TAU = 0.01
LR = 1e-3

env = Corridor()
n_actions, n_obs = 2, env.length
policy_net = DQN(n_obs, n_actions)
target_net = DQN(n_obs, n_actions)
target_net.load_state_dict(policy_net.state_dict())
optimizer = torch.optim.AdamW(policy_net.parameters(), lr=LR, amsgrad=True)
memory = ReplayMemory(10000)
steps_done = 0


def select_action(state):
    global steps_done
    eps = EPS_END + (EPS_START - EPS_END) * math.exp(-1.0 * steps_done / EPS_DECAY)
    steps_done += 1
    if random.random() > eps:
        with torch.no_grad():
            return policy_net(state.unsqueeze(0)).argmax(1).item()
    return random.randrange(n_actions)


def soft_update(target, source, tau):
    for target_param, param in zip(target.parameters(), source.parameters()):
        target_param.data.copy_(tau * param.data + (1.0 - tau) * target_param.data)


def optimize_model():
    if len(memory) < BATCH_SIZE:
        return None
    batch = Transition(*zip(*memory.sample(BATCH_SIZE)))
    state_batch = torch.stack(batch.state)
    next_state_batch = torch.stack(batch.next_state)
    action_batch = torch.tensor(batch.action).unsqueeze(1)
    reward_batch = torch.tensor(batch.reward, dtype=torch.float32)
    done_batch = torch.tensor(batch.done, dtype=torch.float32)

    state_action_values = policy_net(state_batch).gather(1, action_batch).squeeze(1)
    with torch.no_grad():
        next_actions = policy_net(next_state_batch).argmax(1, keepdim=True)
        next_values = target_net(next_state_batch).gather(1, next_actions).squeeze(1)
    expected = reward_batch + GAMMA * next_values * (1.0 - done_batch)

    loss = F.smooth_l1_loss(state_action_values, expected)
    optimizer.zero_grad()
    loss.backward()
    torch.nn.utils.clip_grad_value_(policy_net.parameters(), 100)
    optimizer.step()
    return loss.item()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--episodes", type=int, default=300)
    args = parser.parse_args()
    returns = []
    for i_episode in range(args.episodes):
        state, ep_ret, done = env.reset(), 0.0, False
        while not done:
            action = select_action(state)
            next_state, reward, done = env.step(action)
            memory.push(state, action, next_state, reward, done)
            state = next_state
            ep_ret += reward
            optimize_model()
            soft_update(target_net, policy_net, TAU)
        returns.append(ep_ret)
        if (i_episode + 1) % 25 == 0:
            print(f"episode {i_episode + 1}: mean return (last 25) {sum(returns[-25:]) / 25:.3f}")


if __name__ == "__main__":
    main()
