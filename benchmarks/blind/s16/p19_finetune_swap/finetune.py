import torch
import torch.nn.functional as F

from builders import build_optimizer


class Finetuner:
    def __init__(self, model, **optim_kwargs):
        self.model = model
        self.optimizer = build_optimizer(model, **optim_kwargs)

    def fit(self, x, y, epochs, batch_size=32):
        for epoch in range(epochs):
            self.model.train()
            perm = torch.randperm(len(y))
            total = 0.0
            for i in range(0, len(y), batch_size):
                idx = perm[i:i + batch_size]
                loss = F.cross_entropy(self.model(x[idx]), y[idx])
                self.optimizer.zero_grad()
                loss.backward()
                self.optimizer.step()
                total += loss.item() * len(idx)
            print(f"epoch {epoch}: loss {total / len(y):.4f} val acc {self.accuracy(x, y):.3f}")

    @torch.no_grad()
    def accuracy(self, x, y):
        self.model.eval()
        return (self.model(x).argmax(1) == y).float().mean().item()
