import torch
from torch import nn

from .engine import Engine


class SqueakNet(Engine):
    def build(self, cfg):
        w = cfg["width"]
        self.features = nn.Sequential(
            nn.Conv1d(1, w, 9, stride=2, padding=4), nn.ReLU(),
            nn.Conv1d(w, w, 9, stride=2, padding=4), nn.ReLU(),
            nn.AdaptiveMaxPool1d(1), nn.Flatten(),
        )
        self.classifier = nn.Linear(w, 2)

    def forward(self, x):
        return self.classifier(self.features(x.unsqueeze(1)))

    def compute_loss(self, batch):
        x, y = batch
        return self.criterion(self(x), y)

    @torch.no_grad()
    def accuracy(self, x, y):
        self.eval()
        return (self(x).argmax(1) == y).float().mean().item()


MODELS = {"squeaknet": SqueakNet}
