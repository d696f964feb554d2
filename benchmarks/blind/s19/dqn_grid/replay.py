import random
from collections import deque

import torch


class Replay:
    def __init__(self, capacity=5000, seed=0):
        self.buf = deque(maxlen=capacity)
        self.rng = random.Random(seed)

    def push(self, *transition):
        self.buf.append(transition)

    def __len__(self):
        return len(self.buf)

    def sample(self, batch_size):
        batch = self.rng.sample(list(self.buf), batch_size)
        obs, act, rew, nxt, done = zip(*batch)
        return (torch.tensor(obs), torch.tensor(act), torch.tensor(rew),
                torch.tensor(nxt), torch.tensor(done, dtype=torch.float32))
