import torch
import torch.nn.functional as F


class MomentumCenterLoss:
    """Pulls embeddings towards per-class centres kept as a running average."""

    def __init__(self, n_classes, emb_dim, momentum=0.9):
        self.momentum = momentum
        self.n_classes = n_classes
        self.centres = torch.zeros(n_classes, emb_dim)

    def _batch_centres(self, emb, labels):
        onehot = F.one_hot(labels, self.n_classes).float()
        counts = onehot.sum(dim=0).clamp(min=1.0).unsqueeze(1)
        return onehot.t() @ emb / counts, onehot.sum(dim=0) > 0

    def __call__(self, emb, labels):
        batch_c, present = self._batch_centres(emb, labels)
        mixed = self.momentum * self.centres + (1 - self.momentum) * batch_c
        self.centres = torch.where(present.unsqueeze(1), mixed, self.centres)
        return (emb - self.centres[labels]).pow(2).sum(dim=1).mean()
