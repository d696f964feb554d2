from torch import nn


def conv_block(c_in, c_out, k=5):
    return nn.Sequential(nn.Conv1d(c_in, c_out, k, padding=k // 2), nn.GELU())


class Denoiser(nn.Module):
    def __init__(self, width=24):
        super().__init__()
        self.net = nn.Sequential(
            conv_block(1, width), conv_block(width, width), conv_block(width, width),
            nn.Conv1d(width, 1, 1),
        )

    def forward(self, noisy):
        return noisy - self.net(noisy)


class WaveClassifier(nn.Module):
    """Small classifier whose early layers serve as the feature extractor."""

    def __init__(self, n_classes, width=16):
        super().__init__()
        self.features = nn.Sequential(
            conv_block(1, width, 7), nn.MaxPool1d(2),
            conv_block(width, width, 5), nn.MaxPool1d(2),
        )
        self.classify = nn.Sequential(nn.AdaptiveAvgPool1d(1), nn.Flatten(),
                                      nn.Linear(width, n_classes))

    def forward(self, x):
        return self.classify(self.features(x))


def freeze(module):
    for param in module.parameters():
        param.requires_grad_(False)
    return module.eval()
