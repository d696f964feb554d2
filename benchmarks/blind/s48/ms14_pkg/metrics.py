import torch.nn.functional as F

from .data import batch_iter


class SplitScorer:
    def __init__(self, model, splits, *, batch=256):
        self.model = model
        self.splits = splits
        self.batch = batch

    def score_split(self, name):
        x, y = self.splits[name]
        self.model.eval()
        nll, hits = 0.0, 0
        for xb, yb in batch_iter(x, y, self.batch):
            logits = self.model(xb)
            nll += F.cross_entropy(logits, yb, reduction="sum").item()
            hits += (logits.argmax(dim=1) == yb).sum().item()
        self.model.train()
        return {"nll": nll / x.shape[0], "acc": hits / x.shape[0]}
