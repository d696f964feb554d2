import torch
from torch import nn


class BasicBlock1d(nn.Module):
    def __init__(self, c_in, c_out, stride=1):
        super().__init__()
        self.conv1 = nn.Conv1d(c_in, c_out, 5, stride=stride, padding=2, bias=False)
        self.bn1 = nn.BatchNorm1d(c_out)
        self.relu = nn.ReLU(inplace=True)
        self.conv2 = nn.Conv1d(c_out, c_out, 5, padding=2, bias=False)
        self.bn2 = nn.BatchNorm1d(c_out)
        self.downsample = None
        if stride != 1 or c_in != c_out:
            self.downsample = nn.Sequential(nn.Conv1d(c_in, c_out, 1, stride=stride, bias=False),
                                            nn.BatchNorm1d(c_out))

    def forward(self, x):
        identity = x if self.downsample is None else self.downsample(x)
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        out += identity
        return self.relu(out)


class ShrinkageNet(nn.Module):
    def __init__(self, n_settings, n_out, width=24):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv1d(1, width, 7, padding=3, bias=False),
                                  nn.BatchNorm1d(width), nn.ReLU(inplace=True))
        self.layers = nn.Sequential(BasicBlock1d(width, width),
                                    BasicBlock1d(width, 2 * width, stride=2),
                                    BasicBlock1d(2 * width, 2 * width, stride=2))
        self.settings = nn.Linear(n_settings, 2 * width)
        self.head = nn.Linear(4 * width, n_out)

    def forward(self, curve, settings):
        h = self.layers(self.stem(curve)).mean(-1)
        s = self.settings(settings)
        s.relu_()
        return self.head(torch.cat([h, s], 1))
