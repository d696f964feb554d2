"""Least-squares dipole fit: position (3) and moment vector (3)."""
import torch

from .physics import total_field_anomaly


class DipoleInversion:
    def __init__(self, stations, observed, f_hat, guess, moment_guess, lbfgs_kw):
        self.stations = stations
        self.observed = observed
        self.f_hat = f_hat
        self.position = torch.tensor([guess["x"], guess["y"], guess["depth"]], requires_grad=True)
        self.moment = torch.tensor(moment_guess, dtype=torch.float64, requires_grad=True)
        self.optim = torch.optim.LBFGS([self.position, self.moment], **lbfgs_kw)
        self.trace = {"rms_nT": [], "x": [], "y": [], "depth": []}

    def predicted(self):
        return total_field_anomaly(self.stations, self.position, self.moment, self.f_hat)

    def misfit(self):
        return ((self.predicted() - self.observed) ** 2).mean()

    def _closure(self):
        self.optim.zero_grad()
        j = self.misfit()
        j.backward()
        return j

    def iterate(self):
        j = self.optim.step(self._closure)
        with torch.no_grad():
            x, y, d = self.position.tolist()
        self.trace["rms_nT"].append(j.item() ** 0.5)
        self.trace["x"].append(x)
        self.trace["y"].append(y)
        self.trace["depth"].append(d)
        return self.trace["rms_nT"][-1]
