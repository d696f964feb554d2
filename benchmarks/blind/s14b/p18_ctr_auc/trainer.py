import torch
import torch.nn.functional as F

from .metrics import roc_auc, weight_stats


class CTRTrainer:
    def __init__(self, model, cfg):
        self.model = model
        self.cfg = cfg
        self.optimizer = torch.optim.Adagrad([p for p in model.parameters() if p.requires_grad], lr=cfg.lr)
        self.hooks = []

    def register_hook(self, fn):
        self.hooks.append(fn)

    def _call_hooks(self, **state):
        for fn in self.hooks:
            fn(self, **state)

    def training_step(self, x, y):
        logits = self.model(x)
        loss = F.binary_cross_entropy_with_logits(logits, y.float())
        loss.backward()
        self.optimizer.step()
        self.optimizer.zero_grad()
        return logits, loss

    def fit(self, batches):
        for epoch in range(self.cfg.epochs):
            self.model.train()
            aucs = []
            for x, y in batches:
                logits, loss = self.training_step(x, y)
                aucs.append(roc_auc(logits, y))
                self._call_hooks(loss=loss.item())
            print(f"epoch {epoch} train auc {sum(aucs) / len(aucs):.3f}")
        return weight_stats(self.model)
