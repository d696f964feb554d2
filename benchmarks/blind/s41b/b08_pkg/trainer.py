import torch
import torch.nn.functional as F

from .climate import MONOTONE
from .penalty import input_gradients, monotone_penalty


class Trainer:
    def __init__(self, net, optims, hp, callbacks=()):
        self.net, self.optims, self.hp = net, optims, hp
        self.callbacks = list(callbacks)
        self.history, self.epoch = [], 0

    def fire(self, event):
        for cb in self.callbacks:
            hook = getattr(cb, event, None)
            if hook is not None:
                hook(self)

    def train_batch(self, xb, yb):
        self.fire("on_batch_start")
        xb = xb.clone().requires_grad_(True)
        pred = self.net(xb)
        mse = F.mse_loss(pred, yb)
        pen = monotone_penalty(input_gradients(pred, xb), MONOTONE)
        (mse + self.hp["lam"] * pen).backward()
        for opt in self.optims.values():
            opt.step()
        return mse.item(), pen.item()

    @torch.inference_mode()
    def validate(self, x, y):
        self.net.eval()
        err = F.mse_loss(self.net(x), y).item()
        self.net.train()
        return err

    def fit(self, x, y, xv, yv, gen):
        n = x.shape[0]
        for self.epoch in range(self.hp["epochs"]):
            order = torch.randperm(n, generator=gen)
            m_sum = p_sum = 0.0
            for i in range(0, n, self.hp["batch"]):
                idx = order[i:i + self.hp["batch"]]
                m, p = self.train_batch(x[idx], y[idx])
                m_sum += m * len(idx)
                p_sum += p * len(idx)
            self.history.append({"mse": m_sum / n, "pen": p_sum / n, "val": self.validate(xv, yv)})
            self.fire("on_epoch_end")
