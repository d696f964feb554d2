import math
from functools import partial

import torch
from torch import nn


class QNet(nn.Module):
    def __init__(self, n_states, n_actions, hidden=32):
        super().__init__()
        self.fc1 = nn.Linear(n_states, hidden)
        self.fc2 = nn.Linear(hidden, n_actions)

    def forward(self, s):
        return self.fc2(torch.relu(self.fc1(s)))


def orthogonal_init(m, gain=math.sqrt(2)):
    if isinstance(m, nn.Linear):
        nn.init.orthogonal_(m.weight, gain=gain)
        nn.init.constant_(m.bias, 0.0)


OPTIMIZERS = {
    "adam": partial(torch.optim.Adam, eps=1e-5),
    "rmsprop": partial(torch.optim.RMSprop, alpha=0.95, eps=1e-5),
}
