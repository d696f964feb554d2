"""Neural ODE for dough rise curves from a bakery's proofing logs.

Each log gives the dough height (relative to the starting height) every 20 minutes over 8 hours,
together with the proofing temperature, hydration and starter percentage.
"""
import torch
import torch.nn.functional as F
from torch import nn

STEPS = 24
DT = 1.0 / 3.0  # hours


def proofing_logs(n, seed):
    gen = torch.Generator().manual_seed(seed)
    temp = 20.0 + 10.0 * torch.rand(n, generator=gen)
    hydration = 0.65 + 0.2 * torch.rand(n, generator=gen)
    starter = 0.1 + 0.2 * torch.rand(n, generator=gen)
    rate = 0.25 * torch.exp(0.07 * (temp - 24.0)) * (starter / 0.2) ** 0.5
    cap = 1.6 + 1.5 * (hydration - 0.65)
    h = torch.ones(n)
    heights = [h]
    for _ in range(STEPS):
        h = h + DT * rate * (h - 0.9) * (1 - h / cap)
        heights.append(h)
    heights = torch.stack(heights, dim=1)
    heights = heights + 0.01 * torch.randn(heights.shape, generator=gen)
    cond = torch.stack([(temp - 25.0) / 5.0, (hydration - 0.75) / 0.1, (starter - 0.2) / 0.1], dim=1)
    return cond, heights


class RiseField(nn.Module):
    def __init__(self, hidden=32):
        super().__init__()
        self.rate_net = nn.Sequential(nn.Linear(3, hidden), nn.Tanh(), nn.Linear(hidden, 1))
        self.cap_net = nn.Sequential(nn.Linear(3, hidden), nn.Tanh(), nn.Linear(hidden, 1))
        self.correction = nn.Sequential(nn.Linear(4, hidden), nn.Tanh(), nn.Linear(hidden, 1))

    def forward(self, h, cond):
        rate = F.softplus(self.rate_net(cond))
        cap = 1.0 + F.softplus(self.cap_net(cond))
        logistic = rate * (h - 0.9) * (1 - h / cap)
        return logistic + 0.05 * self.correction(torch.cat([h, cond], dim=1))


def heun(field, h0, cond, steps=STEPS, dt=DT):
    h = h0.clone()
    path = [h0]
    for _ in range(steps):
        k1 = field(h, cond)
        k2 = field(h + dt * k1, cond)
        h += 0.5 * dt * (k1 + k2)
        path.append(h.clone())
    return torch.cat(path, dim=1)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    cond, heights = proofing_logs(256, seed=3)
    test_cond, test_heights = proofing_logs(64, seed=4)
    field = RiseField()
    opt = torch.optim.AdamW(field.parameters(), lr=1e-2, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.ReduceLROnPlateau(opt, factor=0.5, patience=10)

    for it in range(150):
        idx = torch.randint(len(cond), (64,))
        pred = heun(field, heights[idx, :1], cond[idx])
        mse = F.mse_loss(pred, heights[idx])
        opt.zero_grad()
        mse.backward()
        opt.step()
        sched.step(mse.item())
        if it % 50 == 0:
            with torch.no_grad():
                test_mse = F.mse_loss(heun(field, test_heights[:, :1], test_cond), test_heights).item()
            print(f"iter {it:3d}  train {mse.item():.5f}  test {test_mse:.5f}")

    with torch.no_grad():
        final = heun(field, test_heights[:, :1], test_cond)
    print(f"peak height error {(final.max(1).values - test_heights.max(1).values).abs().mean().item():.4f}")


if __name__ == "__main__":
    main()
