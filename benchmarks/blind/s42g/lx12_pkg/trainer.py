import torch
import torch.nn.functional as F

from .ddp_utils import WrappedModel


class Trainer:
    def __init__(self, net, dist, lr=2e-3, batch=64):
        self.dist = dist
        self.model = WrappedModel(net, dist["world_size"])
        self.optimizer = torch.optim.Adam(self.model.parameters(), lr=lr)
        self.batch = batch

    def fit(self, x, y, epochs, tag):
        for epoch in range(epochs):
            perm = torch.randperm(x.shape[0])
            for s in range(0, len(perm), self.batch):
                b = perm[s:s + self.batch]
                ce = F.cross_entropy(self.model(x[b]), y[b])
                self.optimizer.zero_grad()
                ce.backward()
                self.model.finish_backward()
                self.optimizer.step()
            if self.dist["rank"] == 0:
                with torch.no_grad():
                    acc = (self.model(x).argmax(1) == y).float().mean().item()
                print(f"[{tag}] epoch {epoch} ce {ce.item():.3f} train-acc {acc:.3f}")
