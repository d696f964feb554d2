import torch
import torch.nn.functional as F

from .meters import MeterBank

TASK_LOSSES = {
    "age": lambda out, y: F.mse_loss(out.squeeze(1), y),
    "group": lambda out, y: F.cross_entropy(out, y),
}


class MultiTaskTrainer:
    def __init__(self, model, lr=1e-3, weights=None):
        self.model = model
        self.weights = weights or {name: 1.0 for name in model.heads}
        self.optimizer = torch.optim.Adam(model.parameters(), lr=lr)

    def train_epoch(self, x, targets, batch=64):
        self.model.train()
        bank = MeterBank()
        perm = torch.randperm(x.size(0))
        for s in range(0, x.size(0), batch):
            idx = perm[s:s + batch]
            outs = self.model(x[idx])
            parts = {k: TASK_LOSSES[k](outs[k], targets[k][idx]) for k in outs}
            loss = sum(self.weights[k] * v for k, v in parts.items())
            self.optimizer.zero_grad(set_to_none=True)
            loss.backward()
            self.optimizer.step()
            bank.update({"loss": loss.item(), **{k: v.item() for k, v in parts.items()}}, idx.numel())
        return bank.summary()
