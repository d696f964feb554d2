from ..optim import build_optimizer
from ..utils.misc import is_main_process
from .loop import evaluate_auc, train_one_epoch


class Trainer:
    def __init__(self, cfg, model, train_loader, val_loader, hooks=()):
        self.cfg, self.model = cfg, model
        self.train_loader, self.val_loader = train_loader, val_loader
        self.optimizer = build_optimizer(cfg["optim"], model)
        self.hooks = list(hooks)
        self.state = {"loss_ema": 0.0}

    def call_hooks(self, name, *args):
        for h in self.hooks:
            getattr(h, name)(self, *args)

    def fit(self):
        for epoch in range(self.cfg["epochs"]):
            stats = train_one_epoch(self, self.train_loader, epoch)
            stats.update(evaluate_auc(self.model, self.val_loader))
            if is_main_process():
                print(f"epoch {epoch}: {stats}")
