"""Snow output and snow density of a fan snow gun, with a wet-bulb monotonicity prior."""
import torch
import torch.nn.functional as F
from torch import nn

INPUTS = ("wet_bulb_c", "water_lpm", "water_c", "wind_ms", "stages", "altitude_m")
WET_BULB = INPUTS.index("wet_bulb_c")


def gun_log(n, seed):
    g = torch.Generator().manual_seed(seed)
    wb = -12 + 10 * torch.rand(n, generator=g)
    water = 100 + 500 * torch.rand(n, generator=g)
    water_t = 1 + 4 * torch.rand(n, generator=g)
    wind = 6 * torch.rand(n, generator=g)
    stages = torch.randint(1, 5, (n,), generator=g).float()
    alt = 1200 + 1200 * torch.rand(n, generator=g)
    freeze = torch.sigmoid(-(wb + 3.0 + 0.2 * water_t - 0.0004 * (alt - 1800)) / 1.5)
    output = water * 60 / 1000 * 2.2 * freeze * (0.8 + 0.05 * stages) * (1 - 0.03 * wind)
    density = 380 + 25 * (wb + 7) + 0.05 * water - 6 * wind
    y = torch.stack([output / 50, density / 100], dim=1)
    noise = torch.randn(n, 2, generator=g) * torch.tensor([0.04, 0.15])
    y = y + noise
    return torch.stack([wb, water, water_t, wind, stages, alt], dim=1), y


class SnowGunNet(nn.Module):
    def __init__(self, mean, std, hidden=64):
        super().__init__()
        self.register_buffer("mean", mean)
        self.register_buffer("std", std)
        self.net = nn.Sequential(nn.Linear(len(INPUTS), hidden), nn.SiLU(),
                                 nn.Linear(hidden, hidden), nn.SiLU(), nn.Linear(hidden, 2))

    def standardise(self, raw):
        return (raw - self.mean) / self.std

    def forward(self, z):
        return self.net(z)


def monotone_penalty(model, raw):
    """Output may not rise and density may not fall with a warmer wet-bulb temperature."""
    z = model.standardise(raw).requires_grad_()
    pred = model(z)
    d_out, = torch.autograd.grad(pred[:, 0].sum(), z, create_graph=True)
    d_dens, = torch.autograd.grad(pred[:, 1].sum(), z, create_graph=True)
    return F.relu(d_out[:, WET_BULB]).pow(2).mean() + F.relu(-d_dens[:, WET_BULB]).pow(2).mean()


@torch.no_grad()
def report(model, x, y):
    model.eval()
    err = (model(model.standardise(x)) - y).abs().mean(0)
    probe = x[:1].repeat(11, 1)
    probe[:, WET_BULB] = torch.linspace(-12, -2, 11)
    curve = model(model.standardise(probe))[:, 0] * 50
    rises = (curve[1:] > curve[:-1] + 1e-3).sum().item()
    return 50 * err[0].item(), 100 * err[1].item(), rises


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_tr, y_tr = gun_log(2000, seed=1)
    x_te, y_te = gun_log(600, seed=2)
    model = SnowGunNet(x_tr.mean(0), x_tr.std(0))
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    scheduler = torch.optim.lr_scheduler.OneCycleLR(optimizer, max_lr=3e-3, total_steps=12 * 32)
    for epoch in range(1, 13):
        model.train()
        for idx in torch.randperm(len(x_tr)).split(64):
            fit = F.mse_loss(model(model.standardise(x_tr[idx])), y_tr[idx])
            loss = fit + 0.5 * monotone_penalty(model, x_tr[idx])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            scheduler.step()
        if epoch % 4 == 0:
            out_mae, dens_mae, rises = report(model, x_te, y_te)
            print(f"epoch {epoch:2d}  fit {fit.item():.4f}  test mae output {out_mae:.1f} m3/h, "
                  f"density {dens_mae:.1f} kg/m3, rises in the wet-bulb sweep {rises}")


if __name__ == "__main__":
    main()
