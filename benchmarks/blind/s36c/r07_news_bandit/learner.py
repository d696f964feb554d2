import numpy as np
import torch
import torch.nn.functional as F


class LoggedFeedback:
    def __init__(self, capacity, n_features, seed=0):
        self.contexts = np.zeros((capacity, n_features), dtype=np.float32)
        self.arms = np.zeros(capacity, dtype=np.int64)
        self.rewards = np.zeros(capacity, dtype=np.float32)
        self.capacity, self.size, self.ptr = capacity, 0, 0
        self.rng = np.random.default_rng(seed)

    def add(self, context, arm, reward):
        self.contexts[self.ptr], self.arms[self.ptr], self.rewards[self.ptr] = (
            context, arm, reward)
        self.ptr = (self.ptr + 1) % self.capacity
        self.size = min(self.size + 1, self.capacity)

    def sample(self, batch_size):
        idx = self.rng.integers(0, self.size, size=batch_size)
        return (torch.from_numpy(self.contexts[idx]), torch.from_numpy(self.arms[idx]),
                torch.from_numpy(self.rewards[idx]))


def update(net, optimizer, batch):
    contexts, arms, rewards = batch
    logits = net(contexts).gather(1, arms[:, None]).squeeze(1)
    loss = F.binary_cross_entropy_with_logits(logits, rewards)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    return loss.item()


def make_optimizer(net, lr=1e-3):
    return torch.optim.Adam(net.parameters(), lr=lr)
