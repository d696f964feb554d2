import numpy as np
import torch

from .integrate import rk4_rollout
from .thermo import brew_sessions
from .validation import forecast_skill
from .vector_field import MugField


class CoolingExperiment:
    def __init__(self, n_train=48, n_test=64, n_samples=40, t_end=3.0, train_frac=0.4,
                 lr=5e-3, seed=0):
        torch.manual_seed(seed)
        np.random.seed(seed)
        gen = torch.Generator().manual_seed(seed)
        self.lid, self.temps, self.t = brew_sessions(n_train, n_samples, t_end, gen)
        self.lid_test, self.temps_test, _ = brew_sessions(n_test, n_samples, t_end, gen)
        self.n_fit = int(train_frac * n_samples)
        self.field = MugField()
        self.opt = torch.optim.Adam(self.field.parameters(), lr=lr)

    def fit(self, epochs):
        t_fit = self.t[:self.n_fit]
        for epoch in range(epochs):
            self.opt.zero_grad()
            pred = rk4_rollout(self.field, self.temps[:, :1], self.lid, t_fit)
            loss = ((pred - self.temps[:, :self.n_fit]) ** 2).mean()
            loss.backward()
            self.opt.step()
            if epoch % 40 == 0:
                print(f"epoch {epoch:4d} fit mse {loss.item():.3e}")

    def report(self):
        skill = forecast_skill(self.field, self.lid_test, self.temps_test, self.t, self.t.numel())
        print("extrapolation rms:", {k: round(v, 4) for k, v in skill.items()})


if __name__ == "__main__":
    torch.set_num_threads(1)
    exp = CoolingExperiment()
    exp.fit(120)
    exp.report()
