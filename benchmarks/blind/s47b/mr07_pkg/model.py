import torch
from torch import nn

from .backbone import FrostCNN
from .losses import LOSSES


class FrostTagger(nn.Module):
    def __init__(self, cfg, logger):
        super().__init__()
        self.backbone = FrostCNN(cfg["width"])
        self.classifier = nn.Linear(self.backbone.out_dim, cfg["n_tags"])
        self.criterion = LOSSES[cfg["loss"]]
        self.optim = torch.optim.Adam(self.parameters(), lr=cfg["lr"])
        self.logger = logger

    def forward(self, x):
        return torch.sigmoid(self.classifier(self.backbone(x)))

    def event(self, name, payload):
        return getattr(self, f"on_{name}")(payload)

    def on_batch(self, batch):
        x, captioned = batch
        loss = self.criterion(self(x), captioned)
        self.optim.zero_grad()
        loss.backward()
        self.optim.step()
        self.logger.push("loss", loss)
        return loss.item()

    @torch.no_grad()
    def on_validation(self, batch):
        x, truth = batch
        pred = self(x) > 0.5
        return (pred == truth.bool()).float().mean(0)
