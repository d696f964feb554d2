from torch import nn

from ichnite_shapes.footprints import GROUPS


def conv_block(c_in, c_out):
    return nn.Sequential(nn.Conv2d(c_in, c_out, 3, padding=1, bias=False), nn.BatchNorm2d(c_out),
                         nn.ReLU(), nn.MaxPool2d(2))


class TrackNet(nn.Module):
    def __init__(self, width=16):
        super().__init__()
        self.features = nn.Sequential(conv_block(1, width), conv_block(width, 2 * width),
                                      conv_block(2 * width, 2 * width))
        self.classifier = nn.Sequential(nn.Flatten(), nn.Dropout(0.2),
                                        nn.Linear(2 * width * 16, len(GROUPS)))

    def forward(self, x):
        return self.classifier(self.features(x))
