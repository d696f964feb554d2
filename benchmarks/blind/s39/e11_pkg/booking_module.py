"""Cancellation-prediction module."""
import torch
import torch.nn.functional as F

from .lit_base import EpochModule
from .wide_deep import WideDeep


def rank_auc(scores, labels):
    order = scores.argsort()
    ranks = torch.empty_like(scores)
    ranks[order] = torch.arange(1, len(scores) + 1, dtype=scores.dtype)
    pos = labels.bool()
    n_pos, n_neg = pos.sum(), (~pos).sum()
    return ((ranks[pos].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg)).item()


class CancellationModule(EpochModule):
    def __init__(self, cardinalities, n_numeric, lr=3e-3, weight_decay=1e-5):
        super().__init__()
        self.net = WideDeep(cardinalities, n_numeric)
        self.lr, self.weight_decay = lr, weight_decay
        self.epoch = 0

    def training_step(self, batch, batch_idx):
        cats, num, y = batch
        logits = self.net(cats, num)
        loss = F.binary_cross_entropy_with_logits(logits, y)
        return {"loss": loss, "scores": logits.detach(), "labels": y}

    def training_epoch_end(self, outputs):
        mean_loss = torch.stack([o["loss"] for o in outputs]).mean()
        auc = rank_auc(torch.cat([o["scores"] for o in outputs]),
                       torch.cat([o["labels"] for o in outputs]))
        print(f"epoch {self.epoch}: train loss {mean_loss.item():.4f} train auc {auc:.3f}",
              end="")

    def validation_step(self, batch, batch_idx):
        cats, num, y = batch
        return self.net(cats, num), y

    def validation_epoch_end(self, outputs):
        scores = torch.cat([s for s, _ in outputs])
        labels = torch.cat([y for _, y in outputs])
        print(f" | val auc {rank_auc(scores, labels):.3f}")
        self.epoch += 1

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.lr, weight_decay=self.weight_decay)
