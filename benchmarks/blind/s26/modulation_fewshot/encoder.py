from torch import nn


def conv_block(cin, cout):
    return nn.Sequential(nn.Conv1d(cin, cout, 5, padding=2), nn.BatchNorm1d(cout), nn.ReLU(), nn.MaxPool1d(2))


class BurstEncoder(nn.Module):
    def __init__(self, channels=(32, 32, 64), embedding=32):
        super().__init__()
        blocks, last = [], 2
        for width in channels:
            blocks.append(conv_block(last, width))
            last = width
        self.features = nn.Sequential(*blocks, nn.AdaptiveAvgPool1d(1), nn.Flatten())
        self.project = nn.Linear(last, embedding)

    def forward(self, iq):
        return self.project(self.features(iq))
