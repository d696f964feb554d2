import torch
import torch.nn as nn
import torch.nn.functional as F

from .films import spectral_views
from .objectives import fgsm


class BYOLRunner:
    def __init__(self, online, target, optimizers, criterion):
        self.online, self.target = online, target
        self.optimizers, self.criterion = optimizers, criterion

    def _zero_grads(self):
        for opt in self.optimizers.values():
            opt.zero_grad(set_to_none=True)

    def train_epoch(self, x, bs=64):
        self.online.train()
        total, steps = 0.0, 0
        perm = torch.randperm(x.size(0))
        for i in range(0, x.size(0) - bs + 1, bs):
            v1, v2 = spectral_views(x[perm[i:i + bs]])
            p1, p2 = self.online(v1), self.online(v2)
            with torch.no_grad():
                z1, z2 = self.target(v1), self.target(v2)
            loss = self.criterion(p1, z2) + self.criterion(p2, z1)
            self._zero_grads()
            loss.backward()
            for opt in self.optimizers.values():
                opt.step()
            self.target.update(self.online)
            total += loss.item()
            steps += 1
        return total / steps

    def test(self, x_tr, y_tr, x_te, y_te, eps=0.05, probe_steps=150):
        """Linear probe on frozen features, then clean and FGSM accuracy of encoder+probe."""
        self.online.eval()
        encoder = self.online.encoder
        with torch.no_grad():
            f_tr = encoder(x_tr)
        probe = nn.Linear(encoder.dim, int(y_tr.max()) + 1)
        opt = torch.optim.Adam(probe.parameters(), lr=1e-2)
        for _ in range(probe_steps):
            opt.zero_grad()
            F.cross_entropy(probe(f_tr), y_tr).backward()
            opt.step()

        def classify(inp):
            return probe(encoder(inp))

        x_adv = fgsm(classify, x_te, y_te, eps)
        with torch.no_grad():
            clean = (classify(x_te).argmax(1) == y_te).float().mean().item()
            robust = (classify(x_adv).argmax(1) == y_te).float().mean().item()
        return clean, robust
