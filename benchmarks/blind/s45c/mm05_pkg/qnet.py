import copy

import torch
from torch import nn

from .machine import OBS_DIM, N_ACTIONS


class HeaterQ(nn.Module):
    def __init__(self, width=64):
        super().__init__()
        self.f = nn.Sequential(nn.Linear(OBS_DIM, width), nn.ReLU(),
                               nn.Linear(width, width), nn.ReLU(),
                               nn.Linear(width, N_ACTIONS))

    def forward(self, obs):
        return self.f(obs)


def frozen_copy(net):
    tgt = copy.deepcopy(net)
    for p in tgt.parameters():
        p.requires_grad_(False)
    return tgt


def sync(target, online):
    target.load_state_dict(online.state_dict())
