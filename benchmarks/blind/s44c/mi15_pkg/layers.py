import math

import torch
import torch.nn as nn


class DenseLayer(nn.Module):
    """y = x W^T + b, written out like the old nn.Linear (explicit reset_parameters)."""

    def __init__(self, in_features, out_features):
        super(DenseLayer, self).__init__()
        self.in_features = in_features
        self.out_features = out_features
        self.weight = nn.Parameter(torch.FloatTensor(out_features, in_features))
        self.bias = nn.Parameter(torch.FloatTensor(out_features))
        self.reset_parameters()

    def reset_parameters(self):
        stdv = 1.0 / math.sqrt(self.weight.size(1))
        self.weight.data.uniform_(-stdv, stdv)
        self.bias.data.uniform_(-stdv, stdv)

    def forward(self, input):
        return input.matmul(self.weight.t()) + self.bias
