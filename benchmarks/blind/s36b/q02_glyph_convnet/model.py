from torch import nn


def conv_block(c_in, c_out):
    return nn.Sequential(
        nn.Conv2d(c_in, c_out, 3, padding=1, bias=False),
        nn.BatchNorm2d(c_out),
        nn.ReLU(inplace=True),
        nn.MaxPool2d(2),
    )


class GlyphNet(nn.Module):
    def __init__(self, num_classes, width=16):
        super().__init__()
        self.features = nn.Sequential(conv_block(1, width), conv_block(width, 2 * width))
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.classifier = nn.Linear(2 * width, num_classes)

    def forward(self, x):
        h = self.pool(self.features(x)).flatten(1)
        return self.classifier(h)
