from functools import partial

import torch

from .steps import optimisation_step


class Engine:
    def __init__(self, net, optimizer, train_cfg):
        self.net, self.optimizer, self.cfg = net, optimizer, train_cfg
        scaler = torch.amp.GradScaler("cuda") if train_cfg.amp else None
        self.step_fn = partial(optimisation_step, optimizer=optimizer, scaler=scaler,
                               clip_norm=train_cfg.clip_norm)

    def run_epoch(self, x, y, gen):
        self.net.train()
        perm = torch.randperm(len(x), generator=gen)
        losses, norms = [], []
        for i in range(0, len(x), self.cfg.batch_size):
            idx = perm[i:i + self.cfg.batch_size]
            loss, gnorm = self.step_fn(self.net, (x[idx], y[idx]))
            losses.append(loss)
            norms.append(gnorm)
        return sum(losses) / len(losses), norms

    @torch.no_grad()
    def accuracy(self, x, y):
        self.net.eval()
        return ((self.net(x).squeeze(-1) > 0).float() == y).float().mean().item()
