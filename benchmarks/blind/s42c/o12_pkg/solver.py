"""Truncated-window fit of log(EA) and log(c)."""
import math

import torch

from . import physics


class LineFit:
    def __init__(self, start_state, observed, ea0, c0, window=100, lr=0.02):
        self.start_state = start_state
        self.observed = observed
        self.window = window
        self.log_ea = torch.tensor(math.log(ea0), dtype=torch.float64, requires_grad=True)
        self.log_c = torch.tensor(math.log(c0), dtype=torch.float64, requires_grad=True)
        self.opt = torch.optim.Adam([self.log_ea, self.log_c], lr=lr)
        self.log = {"pass": [], "window": [], "rmse_m": [], "EA": [], "c": []}

    def values(self):
        return math.exp(self.log_ea.item()), math.exp(self.log_c.item())

    def sweep(self, n_pass):
        state = self.start_state
        n_total = self.observed.shape[0]
        dt = physics.LINE["dt"]
        for k, s0 in enumerate(range(0, n_total, self.window)):
            self.opt.zero_grad()
            state, pos, _ = physics.rollout(state, s0 * dt, self.window,
                                            self.log_ea.exp(), self.log_c.exp())
            err = ((pos - self.observed[s0:s0 + self.window]) ** 2).sum(dim=-1).mean()
            err.backward()
            self.opt.step()
            state = physics.cut(state)

            ea, c = self.values()
            self.log["pass"].append(n_pass)
            self.log["window"].append(k)
            self.log["rmse_m"].append(err.item() ** 0.5)
            self.log["EA"].append(ea)
            self.log["c"].append(c)
