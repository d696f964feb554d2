import torch.nn as nn

from .quant import QuantLinear


class FanNet(nn.Module):
    def __init__(self, n_in=5, width=48):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(n_in, width), nn.ReLU(inplace=True),
                                   nn.Linear(width, width), nn.ReLU(inplace=True))
        self.head = nn.Linear(width, 1)

    def forward(self, x):
        return self.head(self.trunk(x)).squeeze(-1)

    def swap_in_quant_head(self, bits):
        width = self.head.in_features
        self.head = nn.Sequential(QuantLinear(width, width // 2, bits=bits), nn.ReLU(inplace=True),
                                  QuantLinear(width // 2, 1, bits=bits))
        return self.head
