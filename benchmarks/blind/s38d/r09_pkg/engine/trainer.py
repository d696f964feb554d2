from ..optim import build_optimizer, build_scheduler
from ..utils.misc import is_main_process
from .loop import train_one_epoch


class LiftingTrainer:
    def __init__(self, cfg, lifter, critic, loader):
        self.cfg, self.lifter, self.critic, self.loader = cfg, lifter, critic, loader
        self.opt_l = build_optimizer(cfg["optim_lifter"], lifter)
        self.opt_c = build_optimizer(cfg["optim_critic"], critic)
        self.sched_l = build_scheduler(cfg["optim_lifter"], self.opt_l, cfg["epochs"] * len(loader))

    def train(self):
        for epoch in range(self.cfg["epochs"]):
            stats = train_one_epoch(self, self.loader, epoch)
            if is_main_process():
                print(f"epoch {epoch}: {stats}")
