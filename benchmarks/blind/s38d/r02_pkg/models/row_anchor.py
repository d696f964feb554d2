import torch.nn as nn


def conv_bn(cin, cout, stride=1):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, stride, 1, bias=False),
                         nn.BatchNorm2d(cout), nn.ReLU(inplace=True))


class RowAnchorLaneNet(nn.Module):
    """Ultra-fast-lane style head: for every lane and row anchor, classify the column (+1 = absent)."""

    def __init__(self, num_lanes, num_rows, num_cols, width=16):
        super().__init__()
        self.num_lanes, self.num_rows, self.num_cols = num_lanes, num_rows, num_cols
        self.backbone = nn.Sequential(conv_bn(3, width, 2), conv_bn(width, width * 2, 2),
                                      conv_bn(width * 2, width * 2, 2), nn.AdaptiveAvgPool2d((4, 8)))
        self.cls = nn.Sequential(nn.Flatten(), nn.Linear(width * 2 * 32, 128), nn.ReLU(),
                                 nn.Linear(128, num_lanes * num_rows * (num_cols + 1)))

    def forward(self, x):
        out = self.cls(self.backbone(x))
        return out.view(-1, self.num_cols + 1, self.num_rows, self.num_lanes)
