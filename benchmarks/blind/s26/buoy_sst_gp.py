"""Gaussian-process interpolation of sea-surface temperature from a moored buoy."""
import math

import torch


def buoy_record(days, seed):
    g = torch.Generator().manual_seed(seed)
    t = torch.sort(torch.rand(days, generator=g, dtype=torch.float64) * 365).values
    seasonal = 15.0 + 5.0 * torch.sin(2 * math.pi * (t - 100) / 365)
    eddies = 0.9 * torch.sin(2 * math.pi * t / 23)
    noise = 0.15 * torch.randn(days, generator=g, dtype=torch.float64)
    return t, seasonal + eddies + noise


class ExactGP:
    """RBF-kernel GP with a constant mean; hyperparameters kept on the log scale."""

    def __init__(self, t, y):
        self.t, self.y = t, y
        self.mean = y.mean()
        # log lengthscale, log signal variance, log noise variance
        self.log_params = torch.zeros(3, dtype=torch.float64, requires_grad=True)

    def hyperparameters(self):
        return [self.log_params]

    def calibrate(self):
        variance = self.y.var().log()
        offset = torch.stack([torch.log(torch.tensor(3.0, dtype=torch.float64)),
                              variance, variance - math.log(10.0)])
        self.log_params = self.log_params + offset

    def kernel(self, a, b):
        lengthscale, signal, _ = self.log_params.exp()
        sq = (a[:, None] - b[None, :]) ** 2
        return signal * torch.exp(-0.5 * sq / lengthscale ** 2)

    def _factor(self):
        noise = self.log_params[2].exp()
        k = self.kernel(self.t, self.t) + (noise + 1e-6) * torch.eye(self.t.numel(), dtype=torch.float64)
        return torch.linalg.cholesky(k)

    def negative_log_marginal(self):
        chol = self._factor()
        centred = (self.y - self.mean)[:, None]
        alpha = torch.cholesky_solve(centred, chol)
        fit = 0.5 * (centred * alpha).sum()
        complexity = chol.diagonal().log().sum()
        return (fit + complexity) / self.t.numel() + 0.5 * math.log(2 * math.pi)

    @torch.no_grad()
    def predict(self, t_new):
        chol = self._factor()
        alpha = torch.cholesky_solve((self.y - self.mean)[:, None], chol)
        return self.mean + (self.kernel(t_new, self.t) @ alpha).squeeze(-1)

    def describe(self):
        lengthscale, signal, noise = self.log_params.detach().exp().tolist()
        return f"lengthscale {lengthscale:.2f} d, signal sd {signal ** 0.5:.2f}, noise sd {noise ** 0.5:.3f}"


class Fitter:
    def __init__(self, gp, lr, iterations):
        self.gp = gp
        self.optimizer = torch.optim.Adam(gp.hyperparameters(), lr=lr)
        self.scheduler = torch.optim.lr_scheduler.StepLR(self.optimizer, step_size=100, gamma=0.5)
        self.iterations = iterations

    def run(self, report_every):
        for it in range(self.iterations):
            self.optimizer.zero_grad()
            loss = self.gp.negative_log_marginal()
            loss.backward()
            self.optimizer.step()
            self.scheduler.step()
            if it % report_every == 0 or it == self.iterations - 1:
                print(f"iter {it}: nlml/pt {loss.item():.4f}  {self.gp.describe()}")


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    t, sst = buoy_record(420, seed=0)
    held_out = torch.zeros(t.numel(), dtype=torch.bool)
    held_out[torch.randperm(t.numel())[:70]] = True

    gp = ExactGP(t[~held_out], sst[~held_out])
    fitter = Fitter(gp, lr=0.05, iterations=200)
    gp.calibrate()
    rmse = lambda: (gp.predict(t[held_out]) - sst[held_out]).pow(2).mean().sqrt().item()
    print(f"held-out rmse at start {rmse():.3f} degC ({held_out.sum().item()} readings)")
    fitter.run(report_every=50)
    print(f"held-out rmse after fitting {rmse():.3f} degC")


if __name__ == "__main__":
    main()
