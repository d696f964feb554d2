import torch
import torch.nn.functional as F

from .optim import build_optimizer


class Finetuner:
    def __init__(self, model, train_xy, val_xy, cfg):
        self.model = model
        self.train_x, self.train_y = train_xy
        self.val_x, self.val_y = val_xy
        self.cfg = cfg
        self.opt = None

    def setup(self):
        self.model.freeze_backbone()
        self.opt = build_optimizer(self.model, self.cfg)
        n_train = sum(p.numel() for g in self.opt.param_groups for p in g["params"])
        print(f"optimizer tracks {n_train} parameters")

    def step(self, idx):
        self.model.train()
        xb, yb = self.train_x[idx], self.train_y[idx]
        self.opt.zero_grad(set_to_none=True)
        loss = F.mse_loss(self.model(xb), yb)
        loss.backward()
        self.opt.step()
        return loss.item()

    @torch.no_grad()
    def validate(self):
        self.model.eval()
        pred = self.model(self.val_x)
        return F.mse_loss(pred, self.val_y).item()
