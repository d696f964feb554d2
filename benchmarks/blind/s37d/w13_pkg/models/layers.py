import torch
import torch.nn as nn
import torch.nn.functional as F


class CausalConv1d(nn.Conv1d):
    def __init__(self, cin, cout, kernel_size, dilation=1):
        super().__init__(cin, cout, kernel_size, dilation=dilation)
        self.left_pad = (kernel_size - 1) * dilation

    def forward(self, x):
        return super().forward(F.pad(x, (self.left_pad, 0)))


class ResidualBlock(nn.Module):
    """Gated activation unit with residual and skip 1x1 convolutions."""

    def __init__(self, res_ch, skip_ch, dilation):
        super().__init__()
        self.filter = CausalConv1d(res_ch, res_ch, 2, dilation)
        self.gate = CausalConv1d(res_ch, res_ch, 2, dilation)
        self.res = nn.Conv1d(res_ch, res_ch, 1)
        self.skip = nn.Conv1d(res_ch, skip_ch, 1)

    def forward(self, x):
        z = torch.tanh(self.filter(x)) * torch.sigmoid(self.gate(x))
        return x + self.res(z), self.skip(z)
