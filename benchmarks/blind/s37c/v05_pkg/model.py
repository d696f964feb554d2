import torch.nn as nn


class PatchNet(nn.Module):
    def __init__(self, mcfg):
        super().__init__()
        w = mcfg.width
        self.body = nn.Sequential(
            nn.Conv2d(mcfg.in_ch, w, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(w, 2 * w, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d(2),
        )
        self.head = nn.Linear(2 * w * 4, mcfg.num_classes)

    def forward(self, x):
        return self.head(self.body(x).flatten(1))


def build_model(cfg):
    return PatchNet(cfg.model)
