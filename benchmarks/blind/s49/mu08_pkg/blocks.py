from torch import nn


class DilatedBlock(nn.Module):
    """Residual depthwise-separable TCN block (Conv-TasNet flavour)."""

    def __init__(self, channels, hidden, dilation):
        super().__init__()
        self.inp = nn.Conv1d(channels, hidden, 1)
        self.act1 = nn.PReLU()
        self.norm = nn.GroupNorm(1, hidden)
        self.depthwise = nn.Conv1d(hidden, hidden, 3, padding=dilation, dilation=dilation, groups=hidden)
        self.act2 = nn.PReLU()
        self.out = nn.Conv1d(hidden, channels, 1)

    def forward(self, x):
        h = self.norm(self.act1(self.inp(x)))
        return x + self.out(self.act2(self.depthwise(h)))
