"""EmbeddingBag clause classifier and its task wrapper."""
import torch.nn.functional as F
from torch import nn


class ClauseClassifier(nn.Module):
    def __init__(self, vocab, n_classes, dim=64, hidden=64, dropout=0.2):
        super().__init__()
        self.bag = nn.EmbeddingBag(vocab, dim, mode="mean")
        self.mlp = nn.Sequential(nn.Linear(dim, hidden), nn.GELU(), nn.Dropout(dropout),
                                 nn.Linear(hidden, n_classes))

    def forward(self, tokens, offsets):
        return self.mlp(self.bag(tokens, offsets))


class ClauseTask:
    """Holds the network and knows how to turn a batch into a loss or a metric."""

    def __init__(self, net, label_smoothing=0.0):
        self.net = net
        self.label_smoothing = label_smoothing

    def training_step(self, batch):
        tokens, offsets, y = batch
        return F.cross_entropy(self.net(tokens, offsets), y,
                               label_smoothing=self.label_smoothing)

    def validation_step(self, batch):
        tokens, offsets, y = batch
        pred = self.net(tokens, offsets).argmax(-1)
        return (pred == y).sum().item(), y.numel()
