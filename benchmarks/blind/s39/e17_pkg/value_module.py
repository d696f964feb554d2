"""The value-regression module."""
import torch

from .base import SupervisedModule
from .metrics import ValueObjective
from .net import ValueNet


class PositionValueModule(SupervisedModule):
    def __init__(self, lr=3e-3, huber_delta=0.25):
        super().__init__()
        self.net = ValueNet()
        self.objective = ValueObjective(huber_delta)
        self.lr = lr

    def forward(self, planes):
        return self.net(planes)

    def augment(self, planes):
        # mirror files a<->h: evaluation is invariant under this flip
        flip = torch.rand(planes.size(0), 1, 1, 1) < 0.5
        return torch.where(flip, planes.flip(-1), planes)

    def training_step(self, batch, batch_idx):
        planes, score = batch
        pred = self(self.augment(planes))
        out = self.objective(pred, score)
        return out["loss"]

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.lr)
