import torch
import torch.nn.functional as F


class BaseTrainer:
    hooks = ("on_fit_start", "on_epoch_start", "on_epoch_end", "on_fit_end")

    def __init__(self, model, cfg):
        self.model = model
        self.cfg = cfg
        self.optimizer = self.build_optimizer()
        self.epoch = 0

    def build_optimizer(self):
        return torch.optim.SGD(self.model.parameters(), lr=self.cfg["lr"])

    def call_hook(self, name):
        fn = getattr(self, name, None)
        if callable(fn):
            fn()

    def compute_loss(self, batch):
        x, y = batch
        return F.cross_entropy(self.model(x), y)

    def fit(self, loader_fn):
        self.call_hook("on_fit_start")
        for self.epoch in range(self.cfg["epochs"]):
            self.call_hook("on_epoch_start")
            self.model.train()
            for batch in loader_fn():
                loss = self.compute_loss(batch)
                self.optimizer.zero_grad()
                loss.backward()
                self.optimizer.step()
                self.last_loss = loss.item()
            self.call_hook("on_epoch_end")
        self.call_hook("on_fit_end")
