from ..optim import build_optimizer
from ..utils.misc import is_main_process
from .loop import train_one_epoch


class GANTrainer:
    def __init__(self, cfg, G, D, loader):
        self.cfg, self.G, self.D, self.loader = cfg, G, D, loader
        self.opt_g = build_optimizer(cfg["optim_g"], G)
        self.opt_d = build_optimizer(cfg["optim_d"], D)

    def train(self):
        for epoch in range(self.cfg["epochs"]):
            stats = train_one_epoch(self, self.loader, epoch)
            if is_main_process():
                print(f"epoch {epoch}: {stats}")
