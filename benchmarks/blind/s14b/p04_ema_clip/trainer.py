import torch
import torch.nn.functional as F

from param_utils import apply_max_norm, ema_update, make_ema, zero_small_


class Trainer:
    def __init__(self, cfg, model):
        self.cfg = cfg
        self.model = model
        self.ema = make_ema(model)
        self.opt = torch.optim.SGD(model.parameters(), lr=cfg.lr, momentum=cfg.momentum)

    def step(self, x, y):
        self.model.train()
        logits = self.model(x)
        loss = F.cross_entropy(logits, y)
        self.opt.zero_grad()
        loss.backward()
        self.opt.step()
        apply_max_norm(self.model, self.cfg.max_norm)
        ema_update(self.ema, self.model, self.cfg.ema_decay)
        return loss.item()

    def fit(self, data_fn):
        for s in range(self.cfg.steps):
            x, y = data_fn(self.cfg.batch_size)
            loss = self.step(x, y)
            if s % 10 == 0:
                print(f"step {s} loss {loss:.4f}")
        zero_small_(self.model)
