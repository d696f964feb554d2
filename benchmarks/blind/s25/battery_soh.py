"""State-of-health regression for lithium-ion cells from cycling statistics."""
from contextlib import contextmanager

import torch
import torch.nn.functional as F
from torch import nn

COLUMNS = ("cycles_k", "mean_temp", "depth", "c_rate", "resistance_rise", "rest_hours")


def cycling_log(cells, generator):
    cycles = torch.rand(cells, generator=generator) * 3.0           # thousands of cycles
    temp = 25 + 15 * torch.rand(cells, generator=generator)
    depth = 0.3 + 0.7 * torch.rand(cells, generator=generator)
    rate = 0.5 + 2.5 * torch.rand(cells, generator=generator)
    rest = 10 * torch.rand(cells, generator=generator)
    fade = cycles * (0.04 + 0.05 * depth) * torch.exp((temp - 25) / 20) * (1 + 0.08 * rate)
    calendar = 0.01 * rest * torch.exp((temp - 25) / 30)
    soh = (1.0 - fade - calendar - 0.03 * fade.pow(2)).clamp(min=0.5)
    resistance = 1.8 * (1 - soh) + 0.02 * torch.randn(cells, generator=generator)
    features = torch.stack([cycles, (temp - 32) / 8, depth, rate, resistance, rest / 5], dim=1)
    return features, soh + 0.005 * torch.randn(cells, generator=generator)


class HealthNet(nn.Module):
    def __init__(self, width=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(len(COLUMNS), width), nn.ELU(),
                                 nn.Linear(width, width), nn.ELU(), nn.Linear(width, 1))

    def forward(self, x):
        return 1.0 - self.net(x).squeeze(1).abs()


@contextmanager
def optimizer_step(optimizer, params, max_norm=1.0):
    """Clear the gradients on entry; clip and apply them on exit."""
    params = list(params)
    optimizer.zero_grad(set_to_none=True)
    yield
    nn.utils.clip_grad_norm_(params, max_norm)
    optimizer.step()


@torch.no_grad()
def mae_percent(model, features, soh):
    model.eval()
    return 100 * (model(features) - soh).abs().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(10)
    features, soh = cycling_log(6000, gen)
    test_features, test_soh = cycling_log(1500, gen)
    model = HealthNet()
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    schedule = torch.optim.lr_scheduler.PolynomialLR(optimizer, total_iters=15, power=2.0)
    print(f"test mae before {mae_percent(model, test_features, test_soh):.2f} %SOH")
    for epoch in range(15):
        model.train()
        running, batches = 0.0, 0
        for rows in torch.randperm(len(soh), generator=gen).split(128):
            with optimizer_step(optimizer, model.parameters()):
                predicted = model(features[rows])
                gap = F.huber_loss(predicted, soh[rows], delta=0.02)
            gap.backward()
            running += gap.item()
            batches += 1
        schedule.step()
        if epoch % 5 == 4:
            print(f"epoch {epoch}: train huber {running / batches:.5f}, "
                  f"test mae {mae_percent(model, test_features, test_soh):.2f} %SOH")


if __name__ == "__main__":
    main()
