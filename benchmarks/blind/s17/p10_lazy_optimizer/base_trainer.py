import torch
import torch.nn.functional as F


class BaseTrainer:
    def __init__(self, model, cfg):
        self.model = model
        self.cfg = cfg
        self._optimizer = None

    def build_optimizer(self):
        trainable = [p for p in self.model.parameters() if p.requires_grad]
        return torch.optim.SGD(trainable, lr=self.cfg.lr, momentum=self.cfg.momentum)

    @property
    def optimizer(self):
        if self._optimizer is None:
            self._optimizer = self.build_optimizer()
        return self._optimizer

    def compute_objective(self, x, y):
        return F.cross_entropy(self.model(x), y)

    def fit(self, batches_for_epoch):
        for epoch in range(self.cfg.epochs):
            total, n = 0.0, 0
            for x, y in batches_for_epoch(epoch):
                self.optimizer.zero_grad()
                value = self.compute_objective(x, y)
                value.backward()
                self.optimizer.step()
                total, n = total + value.item(), n + 1
            print(f"epoch {epoch}: ce {total / n:.4f}")
