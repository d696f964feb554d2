import math

import torch


class SineTasks:
    """Regression tasks y = A sin(x + phi), sampled with support/query splits."""

    def __init__(self, k_support=10, k_query=10):
        self.k_support, self.k_query = k_support, k_query

    def sample(self):
        amp = torch.empty(1).uniform_(0.5, 3.0)
        phase = torch.empty(1).uniform_(0, math.pi)
        x = torch.empty(self.k_support + self.k_query, 1).uniform_(-5, 5)
        y = amp * torch.sin(x + phase)
        return (x[:self.k_support], y[:self.k_support]), (x[self.k_support:], y[self.k_support:])

    def batch(self, n):
        return [self.sample() for _ in range(n)]
