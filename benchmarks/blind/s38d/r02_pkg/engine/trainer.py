import torch

from ..optim import build_optimizer, build_scheduler
from .loop import train_one_epoch


class Trainer:
    def __init__(self, cfg, model, loader, hooks=()):
        self.cfg = cfg
        self.device = torch.device(cfg["device"])
        self.model = model.to(self.device)
        self.loader = loader
        self.optimizer = build_optimizer(cfg["optim"], self.model)
        self.scheduler = build_scheduler(cfg["optim"], self.optimizer, cfg["epochs"] * len(loader))
        self.use_amp = cfg["amp"] and self.device.type == "cuda"
        self.scaler = torch.cuda.amp.GradScaler(enabled=self.use_amp)
        self.hooks = list(hooks)

    def train(self):
        for h in self.hooks:
            h.before_train(self)
        history = []
        for epoch in range(self.cfg["epochs"]):
            self.optimizer.zero_grad(set_to_none=True)
            stats = train_one_epoch(self.model, self.loader, self.optimizer, self.scaler,
                                    self.scheduler, self.cfg, self.hooks, self, epoch)
            history.append(stats)
        return history
