from ..optim import build_optimizer, build_scheduler
from .loop import evaluate, train_one_epoch


class Trainer:
    def __init__(self, cfg, model, train_loader, val_loader, hooks=()):
        self.cfg, self.model = cfg, model
        self.train_loader, self.val_loader = train_loader, val_loader
        self.optimizer = build_optimizer(cfg["optim"], model)
        self.scheduler = build_scheduler(cfg["optim"], self.optimizer, cfg["epochs"] * len(train_loader))
        self.hooks = list(hooks)

    def fit(self):
        stats = {}
        for epoch in range(self.cfg["epochs"]):
            stats = train_one_epoch(self.model, self.train_loader, self.optimizer,
                                    self.scheduler, self.cfg, epoch)
            stats.update(evaluate(self.model, self.val_loader, self.cfg))
            for h in self.hooks:
                h.after_epoch(self, stats)
            print(f"epoch {epoch}: {stats}")
        return stats
