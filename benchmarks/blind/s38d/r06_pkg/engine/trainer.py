import torch

from ..optim import build_optimizer
from ..utils.misc import is_main_process
from .evaluate import evaluate
from .loop import train_one_epoch


class Trainer:
    def __init__(self, cfg, model, train_loader, val_loader):
        self.cfg = cfg
        self.device = torch.device(cfg["device"])
        self.model = model.to(self.device)
        self.train_loader, self.val_loader = train_loader, val_loader
        self.optimizer = build_optimizer(cfg["optim"], self.model)
        self.use_amp = cfg["amp"] and self.device.type == "cuda"
        self.scaler = torch.cuda.amp.GradScaler(enabled=self.use_amp)

    def fit(self):
        for epoch in range(self.cfg["epochs"]):
            stats = train_one_epoch(self.model, self.train_loader, self.optimizer, self.scaler,
                                    self.device, self.use_amp, epoch, self.cfg["print_freq"])
            if (epoch + 1) % self.cfg["eval_period"] == 0:
                stats.update(evaluate(self.model, self.val_loader, self.device, self.use_amp))
            if is_main_process():
                print(f"epoch {epoch}: {stats}")
