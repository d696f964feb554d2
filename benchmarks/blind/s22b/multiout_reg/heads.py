from torch import nn


def build_heads(hidden, n_outputs):
    return [nn.Sequential(nn.Linear(hidden, hidden // 2), nn.Tanh(), nn.Linear(hidden // 2, 1))
            for _ in range(n_outputs)]
