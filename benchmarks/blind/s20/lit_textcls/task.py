import torch
import torch.nn.functional as F
from torch import nn

from .lit import LitModule


class TopicClassifier(LitModule):
    def __init__(self, vocab, n_classes, dim=32, lr=0.05, total_steps=100):
        super().__init__()
        self.bag = nn.EmbeddingBag(vocab, dim, mode="mean")
        self.mlp = nn.Sequential(nn.Linear(dim, dim), nn.ReLU(), nn.Dropout(0.1), nn.Linear(dim, n_classes))
        self.lr, self.total_steps = lr, total_steps

    def forward(self, tokens, offsets):
        return self.mlp(self.bag(tokens, offsets))

    def training_step(self, batch, batch_idx):
        tokens, offsets, labels = batch
        return F.cross_entropy(self(tokens, offsets), labels)

    def configure_optimizers(self):
        opt = torch.optim.SGD(self.parameters(), lr=self.lr, momentum=0.9)
        sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=self.lr, total_steps=self.total_steps)
        return opt, sched
