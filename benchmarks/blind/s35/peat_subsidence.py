"""Drained peatland: yearly surface subsidence (cm/yr) at monitoring poles, from water
table, peat properties, climate and land use. The update uses gradient centralisation
(Yong et al. 2020): each weight matrix's gradient has its per-output mean removed."""
import torch
from torch import nn

LAND_USE = ("grassland", "arable", "forestry", "rewetted")
NUMERIC = ("water_table_cm", "peat_depth_m", "bulk_density", "ash_pct", "mean_temp_c",
           "ditch_spacing_m")
CFG = {"hidden": 48, "lr": 2e-2, "momentum": 0.9, "epochs": 30, "batch": 40, "clip": 2.0}


def pole_years(n, generator):
    g = generator
    wt = 10.0 + 80.0 * torch.rand(n, generator=g)
    depth = 0.5 + 4.5 * torch.rand(n, generator=g)
    bd = 0.08 + 0.17 * torch.rand(n, generator=g)
    ash = 2.0 + 18.0 * torch.rand(n, generator=g)
    temp = 6.0 + 6.0 * torch.rand(n, generator=g)
    spacing = 10.0 + 90.0 * torch.rand(n, generator=g)
    use = torch.randint(0, len(LAND_USE), (n,), generator=g)
    tillage = torch.tensor([1.0, 1.6, 0.8, 0.2])[use]

    oxidation = 0.025 * wt * 1.08 ** (temp - 9.0) * (1.0 - ash / 40.0) * tillage
    shrinkage = 0.4 * torch.clamp(depth - 0.3, min=0.0) * (0.25 - bd) * 10.0 * (wt / 60.0)
    subsidence = (oxidation + shrinkage) * (1.0 + 10.0 / spacing)
    subsidence = subsidence + 0.15 * torch.randn(n, generator=g)
    x = torch.stack([wt / 90.0, depth / 5.0, bd / 0.25, ash / 20.0, (temp - 9.0) / 3.0,
                     spacing / 100.0], 1)
    return torch.cat([x, nn.functional.one_hot(use, len(LAND_USE)).float()], 1), subsidence


def build_model(n_in, hidden):
    return nn.Sequential(nn.Linear(n_in, hidden), nn.SiLU(),
                         nn.Linear(hidden, hidden), nn.SiLU(),
                         nn.Linear(hidden, 1), nn.Flatten(0))


def centralised(grad):
    if grad.dim() > 1:
        return grad - grad.mean(dim=tuple(range(1, grad.dim())), keepdim=True)
    return grad


@torch.no_grad()
def mae(model, x, y):
    model.eval()
    err = (model(x) - y).abs().mean().item()
    model.train()
    return err


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(23)
    x, y = pole_years(1000, gen)
    xv, yv = pole_years(300, gen)

    model = build_model(x.shape[1], CFG["hidden"])
    params = [p for p in model.parameters() if p.requires_grad]
    optimizer = torch.optim.SGD(params, lr=CFG["lr"], momentum=CFG["momentum"], nesterov=True)
    scheduler = torch.optim.lr_scheduler.MultiStepLR(optimizer, milestones=[20, 26], gamma=0.3)
    loss_fn = nn.SmoothL1Loss(beta=0.5)
    print(f"untrained: subsidence mae {mae(model, xv, yv):.3f} cm/yr")

    for epoch in range(CFG["epochs"]):
        order = torch.randperm(len(x), generator=gen)
        for idx in order.split(CFG["batch"]):
            loss = loss_fn(model(x[idx]), y[idx])
            grads = torch.autograd.grad(loss, params)
            for p, g in zip(params, grads):
                p.grad = centralised(g)
            nn.utils.clip_grad_norm_(params, CFG["clip"])
            optimizer.step()
        scheduler.step()
        if epoch % 10 == 9:
            print(f"epoch {epoch + 1}: subsidence mae {mae(model, xv, yv):.3f} cm/yr")


if __name__ == "__main__":
    main()
