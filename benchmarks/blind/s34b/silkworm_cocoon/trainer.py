import torch
import torch.nn.functional as F

from silkworm_cocoon.ema import WeightEMA
from silkworm_cocoon.maintenance import dead_units, hold_rows, revive
from silkworm_cocoon.model import REFERENCE_BREEDS


class CocoonTrainer:
    def __init__(self, model, cfg):
        self.model = model
        self.cfg = cfg
        self.opt = torch.optim.Adam(model.parameters(), lr=cfg["lr"])
        self.sched = torch.optim.lr_scheduler.MultiStepLR(self.opt, cfg["milestones"], 0.3)
        self.ema = WeightEMA(model, cfg["ema_decay"])
        self.gen = torch.Generator().manual_seed(cfg["seed"])
        self.revived = 0

    def step(self, rearing, breed, target):
        self.opt.zero_grad()
        loss = F.smooth_l1_loss(self.model(rearing, breed), target)
        loss.backward()
        hold_rows(self.model.breed, REFERENCE_BREEDS)
        self.opt.step()
        self.ema.update(self.model)
        return loss.item()

    def end_epoch(self, rearing, breed):
        dead = dead_units(self.model, rearing, breed)
        self.revived += revive(self.model.hidden2, self.model.out, dead, self.gen)
        self.sched.step()

    def epoch(self, data):
        rearing, breed, target = data
        perm = torch.randperm(len(rearing), generator=self.gen)
        losses = []
        for i in range(0, len(perm), self.cfg["batch_size"]):
            idx = perm[i:i + self.cfg["batch_size"]]
            losses.append(self.step(rearing[idx], breed[idx], target[idx]))
        self.end_epoch(rearing[:512], breed[:512])
        return sum(losses) / len(losses)

    @torch.no_grad()
    def evaluate(self, data, use_ema=True):
        rearing, breed, target = data
        net = self.ema.module if use_ema else self.model
        return (net(rearing, breed) - target).abs().mean(0).tolist()
