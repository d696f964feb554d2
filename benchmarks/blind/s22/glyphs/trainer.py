import torch.nn.functional as F

from .data import minibatches


class GlyphTrainer:
    def __init__(self, model, optimizer, batch_size=32):
        self.model = model
        self.optimizer = optimizer
        self.batch_size = batch_size

    def fit_epoch(self, images, labels):
        self.model.train()
        total = 0.0
        for xb, yb in minibatches(images, labels, self.batch_size):
            loss = F.cross_entropy(self.model(xb), yb)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            total += loss.item() * len(yb)
        return total / len(labels)

    def score_batch(self, xb, yb):
        logits = self.model(xb)
        hits = (logits.argmax(dim=1) == yb).sum().item()
        return hits, len(yb)
