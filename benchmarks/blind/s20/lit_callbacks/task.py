import torch
import torch.nn.functional as F
from torch import nn

from .lit import LitModule


class SeriesClassifier(LitModule):
    def __init__(self, n_classes, channels=3, width=32, lr=2e-3):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Conv1d(channels, width, 5, padding=2), nn.GELU(),
            nn.Conv1d(width, width, 5, padding=2, dilation=1), nn.GELU(),
        )
        self.head = nn.Sequential(nn.LayerNorm(width), nn.Linear(width, n_classes))
        self.lr = lr
        self.encoder.requires_grad_(False)

    def forward(self, x):
        return self.head(self.encoder(x).mean(-1))

    @torch.no_grad()
    def accuracy(self, logits, y):
        return (logits.argmax(-1) == y).float().mean()

    def training_step(self, batch, batch_idx):
        x, y = batch
        logits = self(x)
        loss = F.cross_entropy(logits, y)
        self.log("loss", loss.item())
        self.log("acc", self.accuracy(logits, y))
        return loss

    def configure_optimizers(self):
        params = [p for p in self.parameters() if p.requires_grad]
        opt = torch.optim.AdamW(params, lr=self.lr, weight_decay=0.01)
        return {"optimizer": opt, "lr_scheduler": torch.optim.lr_scheduler.ExponentialLR(opt, 0.9)}


class SeriesData:
    def __init__(self, n=512, length=48, n_classes=3, batch_size=64):
        t = torch.linspace(0, 1, length)
        self.y = torch.randint(0, n_classes, (n,))
        freq = (self.y.float() + 1.0).view(-1, 1, 1) * 3
        base = torch.sin(2 * torch.pi * freq * t) * torch.tensor([1.0, 0.5, -0.7]).view(1, 3, 1)
        self.x = base + 0.4 * torch.randn(n, 3, length)
        self.batch_size = batch_size

    def train_batches(self):
        perm = torch.randperm(self.x.size(0))
        for i in range(0, len(perm), self.batch_size):
            idx = perm[i:i + self.batch_size]
            yield self.x[idx], self.y[idx]
