"""Two air-quality tasks on one trunk (PM2.5 level, ozone exceedance) trained with PCGrad
(Yu et al., 2020): per-task gradients are projected to remove conflicts before the step."""
import math

import torch
import torch.nn.functional as F
from torch import nn


def station_hours(count, generator):
    hour = torch.rand(count, generator=generator) * 24
    temp = 10 + 15 * torch.rand(count, generator=generator) + 5 * torch.sin(2 * math.pi * (hour - 9) / 24)
    humidity = torch.rand(count, generator=generator)
    wind = 6 * torch.rand(count, generator=generator).pow(2)
    mixing = 0.3 + 1.7 * torch.rand(count, generator=generator) * (temp / 25)
    traffic = torch.exp(-((hour - 8) / 1.5) ** 2) + torch.exp(-((hour - 18) / 2.0) ** 2)
    sun = torch.clamp(torch.sin(2 * math.pi * (hour - 6) / 24), min=0)
    pm = 12 + 30 * traffic / (mixing * (1 + 0.4 * wind)) + 10 * humidity
    ozone = 30 + 3.2 * (temp - 20) * sun + 8 * wind - 6 * traffic + 5 * torch.randn(count, generator=generator)
    features = torch.stack([(temp - 20) / 6, humidity, wind / 3, mixing, traffic,
                            torch.sin(2 * math.pi * hour / 24), torch.cos(2 * math.pi * hour / 24)], dim=1)
    pm = pm + 3 * torch.randn(count, generator=generator)
    return features, (pm - 30) / 15, (ozone > 55).float()


class SharedTrunk(nn.Module):
    def __init__(self, n_in, width=64):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(n_in, width), nn.GELU(), nn.Linear(width, width), nn.GELU())
        self.pm_head = nn.Linear(width, 1)
        self.ozone_head = nn.Linear(width, 1)

    def forward(self, x):
        h = self.trunk(x)
        return self.pm_head(h).squeeze(1), self.ozone_head(h).squeeze(1)


def flat_grad(params):
    return torch.cat([(p.grad if p.grad is not None else torch.zeros_like(p)).flatten() for p in params])


def per_task_gradients(objectives, params, optimizer):
    grads = []
    for i, objective in enumerate(objectives):
        optimizer.zero_grad(set_to_none=True)
        objective.backward(retain_graph=i < len(objectives) - 1)
        grads.append(flat_grad(params))
    return grads


def project_conflicts(grads, generator):
    projected = [g.clone() for g in grads]
    for i, g_i in enumerate(projected):
        for j in torch.randperm(len(grads), generator=generator).tolist():
            if j == i:
                continue
            dot = torch.dot(g_i, grads[j])
            if dot < 0:
                g_i -= dot / grads[j].pow(2).sum().clamp_min(1e-12) * grads[j]
    return torch.stack(projected).sum(dim=0)


def write_grads(merged, params):
    offset = 0
    for p in params:
        p.grad = merged[offset:offset + p.numel()].view_as(p).clone()
        offset += p.numel()


@torch.no_grad()
def report(model, x, pm, ozone):
    model.eval()
    pm_hat, ozone_logit = model(x)
    return 15 * F.mse_loss(pm_hat, pm).sqrt().item(), ((ozone_logit > 0).float() == ozone).float().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(18)
    x, pm, ozone = station_hours(8000, gen)
    test_x, test_pm, test_ozone = station_hours(2000, gen)
    model = SharedTrunk(x.size(1))
    params = [p for p in model.parameters() if p.requires_grad]
    optimizer = torch.optim.SGD(params, lr=0.05, momentum=0.9, nesterov=True)
    warm = torch.optim.lr_scheduler.ConstantLR(optimizer, factor=0.3, total_iters=2)
    rmse, acc = report(model, test_x, test_pm, test_ozone)
    print(f"ozone exceedance rate {test_ozone.mean():.3f}; before: pm2.5 rmse {rmse:.2f} ug/m3, ozone accuracy {acc:.3f}")
    conflicts = 0
    for epoch in range(10):
        model.train()
        for rows in torch.randperm(len(x), generator=gen).split(128):
            pm_hat, ozone_logit = model(x[rows])
            pm_err = F.mse_loss(pm_hat, pm[rows])
            ozone_bce = F.binary_cross_entropy_with_logits(ozone_logit, ozone[rows])
            grads = per_task_gradients([pm_err, ozone_bce], params, optimizer)
            conflicts += int(torch.dot(grads[0], grads[1]) < 0)
            optimizer.zero_grad(set_to_none=True)
            write_grads(project_conflicts(grads, gen), params)
            optimizer.step()
        warm.step()
        if epoch % 3 == 0 or epoch == 9:
            rmse, acc = report(model, test_x, test_pm, test_ozone)
            print(f"epoch {epoch}: pm2.5 rmse {rmse:.2f} ug/m3, ozone accuracy {acc:.3f}, "
                  f"conflicting steps so far {conflicts}")


if __name__ == "__main__":
    main()
