import torch
from torch import nn


class StainNet(nn.Module):
    head_names = ["primary", "complement"]

    def __init__(self, width, classes, lr):
        super().__init__()
        self.trunk = nn.Sequential(nn.Conv2d(1, width, 3, padding=1), nn.ReLU(),
                                   nn.Conv2d(width, width, 3, padding=1), nn.ReLU())
        self.heads = nn.ModuleDict({k: nn.Conv2d(width, classes, 1) for k in self.head_names})
        self.hparams = {"lr": lr, "width": width}
        self.configure_optimizers()

    def configure_optimizers(self):
        self.opt = torch.optim.Adam(self.parameters(), lr=self.hparams["lr"])

    def forward(self, x, head="primary", keep=None):
        fmap = self.trunk(x)
        if keep is not None:
            fmap = fmap * keep
        cam = self.heads[head](fmap)
        return cam.mean(dim=(2, 3)), cam
