"""Least squares on all three breakthrough curves with L-BFGS."""
import torch

from .field import INJECTED_KG
from .transport import slug_concentration


class SlugFit:
    def __init__(self, t, curves, params):
        self.t = t
        self.curves = curves
        self.params = params
        self.lbfgs = torch.optim.LBFGS(list(params.values()), lr=1.0, max_iter=60,
                                       history_size=20, line_search_fn="strong_wolfe")
        self.evals = []

    def physical(self):
        return {k[4:]: v.exp() for k, v in self.params.items()}

    def sse(self):
        p = self.physical()
        total = torch.zeros((), dtype=torch.float64)
        for x, obs in self.curves.items():
            model = slug_concentration(torch.tensor(x, dtype=torch.float64), self.t, INJECTED_KG,
                                       p["u"], p["D"], p["k"])
            total = total + ((model - obs) ** 2).sum()
        return total

    def closure(self):
        self.lbfgs.zero_grad()
        j = self.sse()
        j.backward()
        self.evals.append(j.item())
        return j

    def run(self, n_outer=5):
        for _ in range(n_outer):
            self.lbfgs.step(self.closure)
        with torch.no_grad():
            return {k: v.item() for k, v in self.physical().items()}, self.sse().item()
