import torch.nn as nn


class ConvBlock(nn.Module):
    def __init__(self, c_in, c_out, k=5, dilation=1):
        super().__init__()
        self.conv = nn.Conv1d(c_in, c_out, k, padding=dilation * (k - 1) // 2, dilation=dilation)
        self.bn = nn.BatchNorm1d(c_out)
        self.act = nn.ReLU()

    def forward(self, x):
        return self.act(self.bn(self.conv(x)))
