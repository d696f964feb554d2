import torch
import torch.nn.functional as F
from torch import nn

from .base import LitBase


def roc_auc(scores, labels):
    order = torch.argsort(scores)
    ranks = torch.empty_like(scores)
    ranks[order] = torch.arange(1, len(scores) + 1, dtype=scores.dtype)
    n_pos = labels.sum()
    n_neg = len(labels) - n_pos
    return ((ranks[labels == 1].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg)).item()


class DefaultRisk(LitBase):
    def __init__(self, n_features, hidden=32, lr=3e-3, pos_weight=3.0):
        super().__init__()
        self.lr = lr
        self.net = nn.Sequential(nn.Linear(n_features, hidden), nn.SiLU(),
                                 nn.Linear(hidden, hidden), nn.SiLU(), nn.Linear(hidden, 1))
        self.register_buffer("pos_weight", torch.tensor(pos_weight))

    def forward(self, x):
        return self.net(x).squeeze(-1)

    def _shared(self, batch):
        x, y = batch
        logits = self(x)
        loss = F.binary_cross_entropy_with_logits(logits, y, pos_weight=self.pos_weight)
        return {"loss": loss, "scores": torch.sigmoid(logits), "labels": y}

    def training_step(self, batch, batch_idx):
        return self._shared(batch)

    def validation_step(self, batch, batch_idx):
        return self._shared(batch)

    def _epoch_summary(self, outputs, prefix):
        loss = torch.stack([o["loss"] for o in outputs]).mean()
        scores = torch.cat([o["scores"] for o in outputs])
        labels = torch.cat([o["labels"] for o in outputs])
        self.log(f"{prefix}_loss", loss.item())
        self.log(f"{prefix}_auc", roc_auc(scores, labels))

    def training_epoch_end(self, outputs):
        self._epoch_summary(outputs, "train")

    def validation_epoch_end(self, outputs):
        self._epoch_summary(outputs, "val")

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.lr, weight_decay=1e-4)
