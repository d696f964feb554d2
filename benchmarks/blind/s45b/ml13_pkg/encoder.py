from torch import nn


def conv_block(c_in, c_out):
    return nn.Sequential(nn.Conv1d(c_in, c_out, 5, padding=2), nn.BatchNorm1d(c_out), nn.ReLU(), nn.MaxPool1d(2))


class ThrowEncoder(nn.Module):
    def __init__(self, channels, width=32, dim=32):
        super().__init__()
        self.features = nn.Sequential(conv_block(channels, width), conv_block(width, width), conv_block(width, width))
        self.proj = nn.Linear(width, dim)

    def forward(self, x):
        return self.proj(self.features(x).mean(-1))
