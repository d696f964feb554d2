import torch

from ..optim import build_optimizer, build_scheduler
from .loop import train_one_epoch


class Trainer:
    def __init__(self, cfg, model, loader):
        self.cfg, self.loader = cfg, loader
        self.device = torch.device(cfg["device"])
        self.model = model.to(self.device)
        self.optimizer = build_optimizer(cfg["optim"], self.model)
        self.scheduler = build_scheduler(cfg["optim"], self.optimizer, cfg["epochs"] * len(loader))
        self.use_amp = cfg["amp"] and self.device.type == "cuda"
        self.scaler = torch.cuda.amp.GradScaler(enabled=self.use_amp)

    def train(self):
        return [train_one_epoch(self, e) for e in range(self.cfg["epochs"])]
