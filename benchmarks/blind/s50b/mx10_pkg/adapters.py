import torch.nn as nn


class Bottleneck(nn.Module):
    """Houlsby-style residual adapter, initialised to the identity."""

    def __init__(self, width, squeeze=8):
        super().__init__()
        self.down = nn.Linear(width, squeeze)
        self.up = nn.Linear(squeeze, width)
        nn.init.zeros_(self.up.weight)
        nn.init.zeros_(self.up.bias)
        self.act = nn.ReLU()

    def forward(self, h):
        return h + self.up(self.act(self.down(h)))


def insert_adapters(model, squeeze=8):
    model.requires_grad_(False)
    width = model.stem.out_features
    for _ in model.blocks:
        model.adapters.append(Bottleneck(width, squeeze))
    model.readout.requires_grad_(True)
    return model
