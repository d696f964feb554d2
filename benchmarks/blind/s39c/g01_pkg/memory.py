import random
from collections import deque

import numpy as np


class ReplayMemory:
    def __init__(self, capacity=100_000, seed=0):
        self.buffer = deque(maxlen=capacity)
        self.rng = random.Random(seed)

    def push(self, state, action, reward, next_state, done):
        self.buffer.append((state, action, reward, next_state, done))

    def sample(self, batch_size):
        if len(self.buffer) > batch_size:
            batch = self.rng.sample(self.buffer, batch_size)
        else:
            batch = list(self.buffer)
        states, actions, rewards, next_states, dones = zip(*batch)
        return (np.stack(states), np.array(actions), np.array(rewards, dtype=np.float32),
                np.stack(next_states), np.array(dones, dtype=np.float32))

    def __len__(self):
        return len(self.buffer)
