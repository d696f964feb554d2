import torch

from ..optim import build_optimizer, build_scheduler
from ..utils.misc import is_main_process
from .evaluate import evaluate
from .loop import train_one_epoch


class Trainer:
    def __init__(self, cfg, model, train_loader, val_loader, hooks=()):
        self.cfg = cfg
        self.device = torch.device(cfg["device"])
        self.model = model.to(self.device)
        self.train_loader, self.val_loader = train_loader, val_loader
        self.optimizer = build_optimizer(cfg["optim"], self.model)
        steps = cfg["epochs"] * -(-len(train_loader) // cfg["accum_steps"])
        self.scheduler = build_scheduler(cfg["optim"], self.optimizer, steps)
        self.use_amp = cfg["amp"] and self.device.type == "cuda"
        self.scaler = torch.cuda.amp.GradScaler(enabled=self.use_amp)
        self.hooks = list(hooks)

    def call_hooks(self, name):
        for h in self.hooks:
            getattr(h, name)(self)

    def fit(self):
        self.call_hooks("before_train")
        for epoch in range(self.cfg["epochs"]):
            stats = train_one_epoch(self, self.train_loader, epoch)
            with torch.inference_mode():
                stats.update({f"val_{k}": v for k, v in evaluate(self.model, self.val_loader).items()})
                ema = self.hooks[0].shadow if self.hooks else None
                if ema is not None:
                    stats.update({f"ema_{k}": v for k, v in evaluate(ema, self.val_loader).items()})
            if is_main_process():
                print(f"epoch {epoch}: " + ", ".join(f"{k}={v:.3f}" for k, v in stats.items()))
