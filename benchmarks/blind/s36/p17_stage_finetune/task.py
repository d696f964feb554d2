import torch
import torch.nn.functional as F
from torch import nn


class GestureTask(nn.Module):
    """Wraps the network with its loss and its optimiser settings."""

    def __init__(self, net, lr=3e-3, encoder_lr=None, weight_decay=1e-4):
        super().__init__()
        self.net = net
        self.lr = lr
        self.encoder_lr = encoder_lr
        self.weight_decay = weight_decay

    def forward(self, x):
        return self.net(x)

    def training_step(self, batch):
        x, y = batch
        return F.cross_entropy(self(x), y, label_smoothing=0.05)

    def replace_head(self, n_classes):
        self.net.head = nn.Linear(self.net.width, n_classes)

    def configure_optimizers(self):
        encoder_lr = self.encoder_lr if self.encoder_lr is not None else self.lr
        return torch.optim.AdamW([
            {"params": self.net.encoder.parameters(), "lr": encoder_lr},
            {"params": self.net.head.parameters(), "lr": self.lr},
        ], weight_decay=self.weight_decay)
