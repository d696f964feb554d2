import torch.nn as nn


def conv_block(cin, cout):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, padding=1), nn.BatchNorm2d(cout), nn.ELU(), nn.MaxPool2d(2))


class GenreCNN(nn.Module):
    def __init__(self, n_classes, width=16):
        super().__init__()
        self.body = nn.Sequential(conv_block(1, width), conv_block(width, width * 2), conv_block(width * 2, width * 4))
        self.pool = nn.AdaptiveMaxPool2d(1)
        self.fc = nn.Sequential(nn.Flatten(), nn.Dropout(0.3), nn.Linear(width * 4, n_classes))

    def forward(self, x):
        return self.fc(self.pool(self.body(x)))
