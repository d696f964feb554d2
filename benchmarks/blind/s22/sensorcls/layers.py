import torch
from torch import nn


class Conv1dBlock(nn.Module):
    def __init__(self, c_in, c_out, k=5):
        super().__init__()
        self.conv = nn.Conv1d(c_in, c_out, k, padding=k // 2)
        self.norm = nn.BatchNorm1d(c_out)

    def forward(self, x):
        return torch.relu(self.norm(self.conv(x)))
