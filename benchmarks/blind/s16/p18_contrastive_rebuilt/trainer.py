import torch

from .augment import RandomJitter, TwoViews
from .losses import NTXent


class ContrastiveTrainer:
    def __init__(self, encoder, *, lr=1e-3, temperature=0.2, optim="Adam", **optim_kwargs):
        self.encoder = encoder
        self.views = TwoViews(RandomJitter())
        self.criterion = NTXent(temperature)
        self.optimizer = getattr(torch.optim, optim)(encoder.parameters(), lr=lr, **optim_kwargs)

    def step(self, x):
        v1, v2 = self.views(x)
        per_anchor = self.criterion(self.encoder(v1), self.encoder(v2))
        n = x.size(0)
        terms = {"a2b": per_anchor[:n].mean().item(), "b2a": per_anchor[n:].mean().item()}
        loss = torch.tensor(0.5 * (terms["a2b"] + terms["b2a"]), requires_grad=True)
        self.optimizer.zero_grad()
        loss.backward()
        self.optimizer.step()
        return terms

    def fit(self, data, epochs, batch_size=64):
        for epoch in range(epochs):
            perm = torch.randperm(len(data))
            log = {"a2b": 0.0, "b2a": 0.0}
            batches = 0
            for i in range(0, len(data), batch_size):
                for k, v in self.step(data[perm[i:i + batch_size]]).items():
                    log[k] += v
                batches += 1
            print(f"epoch {epoch}: " + " ".join(f"{k}={v / batches:.4f}" for k, v in log.items()))
