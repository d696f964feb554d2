import torch
import torch.nn.functional as F

from .data import batches


class Finetuner:
    def __init__(self, model, lr=3e-3, weight_decay=1e-2, batch_size=64):
        self.model = model
        self.batch_size = batch_size
        params = [p for p in model.parameters() if p.requires_grad]
        self.optimizer = torch.optim.AdamW(params, lr=lr, weight_decay=weight_decay)

    def fit(self, x, y, epochs):
        for _ in range(epochs):
            self.model.train()
            for xb, yb in batches(x, y, self.batch_size):
                self.optimizer.zero_grad()
                loss = F.cross_entropy(self.model(xb), yb)
                loss.backward()
                self.optimizer.step()
        return loss.item()

    @torch.no_grad()
    def accuracy(self, x, y):
        self.model.eval()
        return (self.model(x).argmax(1) == y).float().mean().item()
