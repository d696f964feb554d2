"""CNN for galaxy cutouts and its LitModule."""
import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

from .base import LitModule


class GalaxyCNN(nn.Module):
    def __init__(self, n_classes=4, width=16):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, width, 5, padding=2), nn.BatchNorm2d(width),
                                  nn.ReLU(inplace=True), nn.MaxPool2d(2))
        self.stage = nn.Sequential(nn.Conv2d(width, 2 * width, 3, padding=1),
                                   nn.BatchNorm2d(2 * width), nn.ReLU(inplace=True),
                                   nn.MaxPool2d(2))
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(2 * width, n_classes)

    def forward(self, x):
        return self.fc(self.pool(self.stage(self.stem(x))).flatten(1))


class GalaxyModule(LitModule):
    def __init__(self, lr=2e-3):
        super().__init__()
        self.model = GalaxyCNN()
        self.lr = lr

    def forward(self, x):
        return self.model(x)

    def training_step(self, batch, batch_idx):
        x, y = batch
        x = torch.where(torch.rand(x.size(0), 1, 1, 1) < 0.5, x, x.flip(-1))
        logits = self(x)
        loss = F.cross_entropy(logits, y)
        return {"loss": loss, "correct": (logits.argmax(1) == y).sum(), "n": len(y)}

    def on_train_epoch_end(self, outputs):
        losses = torch.stack([o["loss"] for o in outputs])
        acc = sum(o["correct"] for o in outputs) / sum(o["n"] for o in outputs)
        print(f"train loss {losses.mean():.3f} acc {float(acc):.3f}", end=" | ")

    def validation_step(self, batch, batch_idx):
        x, y = batch
        logits = self(x)
        return {"val_loss": F.cross_entropy(logits, y, reduction="sum"),
                "correct": (logits.argmax(1) == y).sum(), "n": len(y)}

    def on_validation_epoch_end(self, outputs):
        n = sum(o["n"] for o in outputs)
        loss = sum(o["val_loss"] for o in outputs) / n
        acc = sum(o["correct"] for o in outputs) / n
        print(f"val loss {float(loss):.3f} acc {float(acc):.3f}")

    def predict_step(self, batch, batch_idx):
        probs = torch.softmax(self(batch[0]), dim=1)
        return probs.numpy().astype(np.float32)

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.lr)
