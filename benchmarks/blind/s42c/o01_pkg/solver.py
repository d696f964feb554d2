"""Window-by-window fit of suspension stiffness and damping."""
import math

import torch

from .physics import rest_state, simulate


class WindowedFit:
    def __init__(self, cfg, road, acc_meas):
        self.cfg = cfg
        self.road = road
        self.acc_meas = acc_meas
        # log-parameters so that k_s and c_s stay positive
        self.log_k = torch.tensor(math.log(cfg.GUESS["k_s"]), dtype=torch.float64, requires_grad=True)
        self.log_c = torch.tensor(math.log(cfg.GUESS["c_s"]), dtype=torch.float64, requires_grad=True)
        self.opt = torch.optim.Adam([self.log_k, self.log_c], lr=cfg.LR)
        self.history = {"pass": [], "window": [], "rms": [], "k_s": [], "c_s": []}

    def physical(self):
        with torch.no_grad():
            return self.log_k.exp().item(), self.log_c.exp().item()

    def run_pass(self, n_pass):
        cfg = self.cfg
        # start from rest and continue each window from where the last one
        # ended, so the initial conditions never have to be re-estimated
        state = rest_state()
        for w0 in range(0, cfg.N_STEPS, cfg.WINDOW):
            seg = slice(w0, w0 + cfg.WINDOW)
            self.opt.zero_grad()
            acc, state = simulate(state, self.road[seg], self.log_k.exp(), self.log_c.exp(), cfg)
            mse = ((acc - self.acc_meas[seg]) ** 2).mean()
            mse.backward()
            self.opt.step()

            k_s, c_s = self.physical()
            self.history["pass"].append(n_pass)
            self.history["window"].append(w0 // cfg.WINDOW)
            self.history["rms"].append(math.sqrt(mse.item()))
            self.history["k_s"].append(k_s)
            self.history["c_s"].append(c_s)
        return self.history["rms"][-(cfg.N_STEPS // cfg.WINDOW):]
