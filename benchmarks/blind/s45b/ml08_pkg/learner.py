from collections import OrderedDict

import torch.nn.functional as F
from torch import nn


class GripNet(nn.Module):
    def __init__(self, n_in, n_way, hidden=64):
        super().__init__()
        self.fc1 = nn.Linear(n_in, hidden)
        self.ln1 = nn.LayerNorm(hidden)
        self.fc2 = nn.Linear(hidden, hidden)
        self.out = nn.Linear(hidden, n_way)

    def meta_params(self):
        return OrderedDict(self.named_parameters())

    def forward(self, x, params=None):
        p = self.meta_params() if params is None else params
        h = F.relu(F.layer_norm(F.linear(x, p["fc1.weight"], p["fc1.bias"]), (self.fc1.out_features,),
                                p["ln1.weight"], p["ln1.bias"]))
        h = F.relu(F.linear(h, p["fc2.weight"], p["fc2.bias"]))
        return F.linear(h, p["out.weight"], p["out.bias"])
