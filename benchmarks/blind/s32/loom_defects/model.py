from torch import nn

from loom_defects.signals import CHANNELS, FAULTS


def conv_block(c_in, c_out, dilation):
    return nn.Sequential(
        nn.Conv1d(c_in, c_out, kernel_size=5, padding=2 * dilation, dilation=dilation),
        nn.BatchNorm1d(c_out), nn.GELU())


class PickCNN(nn.Module):
    def __init__(self, width=32, dropout=0.2):
        super().__init__()
        self.features = nn.Sequential(
            conv_block(CHANNELS, width, 1), conv_block(width, width, 2),
            conv_block(width, width, 4), nn.AdaptiveAvgPool1d(1), nn.Flatten())
        self.classifier = nn.Sequential(nn.Dropout(dropout), nn.Linear(width, len(FAULTS)))

    def forward(self, x):
        return self.classifier(self.features(x))
