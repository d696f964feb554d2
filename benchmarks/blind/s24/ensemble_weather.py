"""Deep ensemble of Gaussian regressors for next-day station temperature."""
import math

import torch
import torch.nn.functional as F
from torch import nn

CENTER, SCALE = 12.0, 8.0
CFG = {"members": 5, "hidden": 48, "lr": 3e-3, "epochs": 30, "batch": 128, "lag": 7}


def station_series(days=3 * 365):
    t = torch.arange(days).float()
    seasonal = 12.0 + 9.0 * torch.sin(2 * math.pi * (t - 100) / 365.0)
    weather = torch.zeros(days)
    for d in range(1, days):
        weather[d] = 0.75 * weather[d - 1] + (1.0 + 0.8 * (seasonal[d] < 8)) * torch.randn(())
    return seasonal + weather, t


def lagged(series, t, lag):
    rows = torch.stack([series[k:k + lag] for k in range(series.numel() - lag)])
    day = t[lag:]
    season = torch.stack([torch.sin(2 * math.pi * day / 365.0), torch.cos(2 * math.pi * day / 365.0)], 1)
    return torch.cat([(rows - CENTER) / SCALE, season], dim=1), series[lag:]


class GaussianRegressor(nn.Module):
    def __init__(self, n_inputs, hidden):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(n_inputs, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.mean = nn.Linear(hidden, 1)
        self.log_var = nn.Linear(hidden, 1)

    def forward(self, x):
        h = self.body(x)
        return self.mean(h).squeeze(-1), self.log_var(h).squeeze(-1).clamp(-6, 4)


def make_member(n_inputs, cfg, steps):
    model = GaussianRegressor(n_inputs, cfg["hidden"])
    optimizer = torch.optim.Adam(model.parameters(), lr=cfg["lr"])
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=steps)
    return model, optimizer, scheduler


class DeepEnsemble:
    def __init__(self, n_inputs, cfg, steps):
        self.members = [make_member(n_inputs, cfg, steps) for _ in range(cfg["members"])]

    def fit_member(self, index, x, y, cfg):
        model, optimizer, scheduler = self.members[index]
        model.train()
        boot = torch.randint(x.size(0), (x.size(0),))
        xb, yb = x[boot], (y[boot] - CENTER) / SCALE
        for _ in range(cfg["epochs"]):
            order = torch.randperm(xb.size(0))
            for start in range(0, xb.size(0), cfg["batch"]):
                idx = order[start:start + cfg["batch"]]
                mean, log_var = model(xb[idx])
                loss = F.gaussian_nll_loss(mean, yb[idx], log_var.exp())
                optimizer.zero_grad()
                loss.backward()
                optimizer.step()
                scheduler.step()

    @torch.no_grad()
    def predict(self, x):
        means, variances = [], []
        for model, _, _ in self.members:
            model.eval()
            mean, log_var = model(x)
            means.append(mean * SCALE + CENTER)
            variances.append(log_var.exp() * SCALE ** 2)
        means, variances = torch.stack(means), torch.stack(variances)
        mixture_mean = means.mean(0)
        mixture_var = (variances + means.pow(2)).mean(0) - mixture_mean.pow(2)
        return mixture_mean, mixture_var


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    series, t = station_series()
    x, y = lagged(series, t, CFG["lag"])
    split = 2 * 365
    x_train, y_train, x_test, y_test = x[:split], y[:split], x[split:], y[split:]
    steps = CFG["epochs"] * math.ceil(split / CFG["batch"])
    ensemble = DeepEnsemble(x.size(1), CFG, steps)
    mean, var = ensemble.predict(x_test)
    print(f"before training: test rmse {(mean - y_test).pow(2).mean().sqrt():.2f} C")
    for k in range(len(ensemble.members)):
        ensemble.fit_member(k, x_train, y_train, CFG)
    mean, var = ensemble.predict(x_test)
    inside = ((y_test - mean).abs() < 1.96 * var.sqrt()).float().mean()
    persistence = (x_test[:, CFG["lag"] - 1] * SCALE + CENTER - y_test).pow(2).mean().sqrt()
    print(f"after training: test rmse {(mean - y_test).pow(2).mean().sqrt():.2f} C "
          f"(persistence {persistence:.2f} C), 95% interval coverage {inside:.3f}")


if __name__ == "__main__":
    main()
