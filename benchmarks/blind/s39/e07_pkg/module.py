"""BiGRU encoder with a categorical head and an arousal/valence head."""
import torch
import torch.nn.functional as F
from torch import nn


class EmotionModule(nn.Module):
    def __init__(self, mels=24, hidden=48, n_classes=4, ccc_weight=0.5, lr=2e-3):
        super().__init__()
        self.encoder = nn.GRU(mels, hidden, batch_first=True, bidirectional=True)
        self.attn = nn.Linear(2 * hidden, 1)
        self.cls_head = nn.Linear(2 * hidden, n_classes)
        self.dim_head = nn.Sequential(nn.Linear(2 * hidden, 32), nn.Tanh(), nn.Linear(32, 2))
        self.ccc_weight, self.lr = ccc_weight, lr
        self.task_losses = {}

    @property
    def shared(self):
        return self.encoder

    def pool(self, spec):
        h, _ = self.encoder(spec)
        w = torch.softmax(self.attn(h), dim=1)
        return (w * h).sum(1)

    def forward(self, spec):
        z = self.pool(spec)
        return self.cls_head(z), self.dim_head(z)

    @staticmethod
    def ccc_loss(pred, gold):
        pm, gm = pred.mean(0), gold.mean(0)
        cov = ((pred - pm) * (gold - gm)).mean(0)
        ccc = 2 * cov / (pred.var(0, unbiased=False) + gold.var(0, unbiased=False)
                         + (pm - gm) ** 2 + 1e-8)
        return (1 - ccc).mean()

    def training_step(self, batch):
        spec, label, affect = batch
        logits, dims = self(spec)
        self.task_losses = {"category": F.cross_entropy(logits, label),
                            "affect": self.ccc_loss(dims, affect)}
        return self.task_losses["category"] + self.ccc_weight * self.task_losses["affect"]

    def validation_step(self, batch):
        spec, label, affect = batch
        logits, dims = self(spec)
        return {"acc": (logits.argmax(-1) == label).float().mean().item(),
                "ccc": 1 - self.ccc_loss(dims, affect).item()}

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.lr)
