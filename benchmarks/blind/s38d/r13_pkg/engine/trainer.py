from ..hooks import ModelEMA
from ..optim import build_optimizer
from ..utils.misc import is_main_process
from .loop import train_one_epoch, validate


class EnhancementGANTrainer:
    def __init__(self, cfg, G, critic, train_loader, val_loader):
        self.cfg, self.G, self.critic = cfg, G, critic
        self.train_loader, self.val_loader = train_loader, val_loader
        self.opt_g = build_optimizer(cfg["optim_g"], G)
        self.opt_c = build_optimizer(cfg["optim_c"], critic)
        self.ema = ModelEMA(G, cfg["ema_decay"])

    def train(self):
        for epoch in range(self.cfg["epochs"]):
            stats = train_one_epoch(self, self.train_loader, epoch)
            stats.update(validate(self.ema.module, self.val_loader))
            if is_main_process():
                print(f"epoch {epoch}: {stats}")
