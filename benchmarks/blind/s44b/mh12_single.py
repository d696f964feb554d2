"""Delivery-drone battery drain per flight (% of capacity) from payload, route and weather.
A sparse MLP trained RigL-style: masked weights, gradient accumulation over micro-batches,
and periodic drop/grow of connections using the gradient of the masked weights."""
import math

import torch
import torch.nn.functional as F

HP = {"flights": 3000, "hidden": 64, "density": 0.3, "micro": 32, "accum": 4, "epochs": 10,
      "lr": 3e-3, "rewire_every": 20, "rewire_frac": 0.2, "seed": 0}


def flight_log(n, gen):
    payload = 2.5 * torch.rand(n, generator=gen)
    dist_km = 1 + 11 * torch.rand(n, generator=gen)
    climb_m = 120 * torch.rand(n, generator=gen)
    wind = 12 * torch.rand(n, generator=gen)
    headwind = torch.cos(2 * math.pi * torch.rand(n, generator=gen)) * wind
    temp = -5 + 35 * torch.rand(n, generator=gen)
    hover_s = 30 + 90 * torch.rand(n, generator=gen)
    cold_penalty = torch.relu(10 - temp) * 0.35
    drain = (2.2 * dist_km * (1 + 0.28 * payload) * (1 + 0.03 * headwind) + 0.05 * climb_m
             + 0.04 * hover_s * (1 + 0.3 * payload) + cold_penalty + 1.5 * torch.randn(n, generator=gen))
    x = torch.stack([payload, dist_km, climb_m, wind, headwind, temp, hover_s], 1)
    noise_cols = torch.randn(n, 9, generator=gen)
    return torch.cat([x, noise_cols], 1), drain


def init(sizes, gen):
    params, masks = {}, {}
    for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
        params[f"w{i}"] = (torch.randn(a, b, generator=gen) * math.sqrt(2 / a)).requires_grad_()
        params[f"b{i}"] = torch.zeros(b, requires_grad=True)
        masks[f"w{i}"] = torch.ones(a, b)
    return params, masks


def sparsify(params, masks, density, gen):
    with torch.no_grad():
        for k, m in masks.items():
            if k == "w0" or k == f"w{len(masks) - 1}":
                continue
            keep = torch.rand(m.shape, generator=gen) < density
            m.copy_(keep.float())
            params[k].mul_(m)


def masked(params, masks, track=True):
    effective = dict(params)
    for k, m in masks.items():
        effective[k] = params[k] * m
        if track:
            effective[k].retain_grad()
    return effective


def forward(effective, x):
    n_layers = sum(k.startswith("w") for k in effective)
    for i in range(n_layers):
        x = x @ effective[f"w{i}"] + effective[f"b{i}"]
        if i < n_layers - 1:
            x = F.silu(x)
    return x.squeeze(-1)


@torch.no_grad()
def rewire(params, masks, saliency, frac):
    moved = 0
    for k, m in masks.items():
        n_active = int(m.sum())
        if n_active == m.numel():
            continue
        n_swap = int(frac * n_active)
        magnitude = torch.where(m.bool(), params[k].abs(), torch.full_like(m, float("inf")))
        drop = magnitude.flatten().topk(n_swap, largest=False).indices
        growth = torch.where(m.bool(), torch.full_like(m, -1.0), saliency[k])
        grow = growth.flatten().topk(n_swap).indices
        m.view(-1)[drop] = 0.0
        m.view(-1)[grow] = 1.0
        params[k].mul_(m)
        moved += n_swap
    return moved


def main(hp=HP):
    torch.manual_seed(hp["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(hp["seed"])
    x, y = flight_log(hp["flights"], gen)
    n_tr = int(0.8 * len(y))
    mu, sd = x[:n_tr].mean(0), x[:n_tr].std(0)
    x = (x - mu) / sd
    y_mu, y_sd = y[:n_tr].mean(), y[:n_tr].std()
    target = (y - y_mu) / y_sd

    params, masks = init([x.shape[1], hp["hidden"], hp["hidden"], 1], gen)
    sparsify(params, masks, hp["density"], gen)
    opt = torch.optim.Adam(params.values(), lr=hp["lr"])
    saliency = {k: torch.zeros_like(m) for k, m in masks.items()}
    updates, rewired = 0, 0

    for epoch in range(hp["epochs"]):
        perm = torch.randperm(n_tr, generator=gen)
        chunks = perm.split(hp["micro"])
        total = 0.0
        opt.zero_grad()
        for i, idx in enumerate(chunks):
            effective = masked(params, masks)
            err = F.mse_loss(forward(effective, x[idx]), target[idx]) / hp["accum"]
            err.backward()
            for k in masks:
                saliency[k] += effective[k].grad.abs()
            total += err.item() * hp["accum"] * len(idx)
            if (i + 1) % hp["accum"] == 0 or i + 1 == len(chunks):
                opt.step()
                opt.zero_grad()
                with torch.no_grad():
                    for k, m in masks.items():
                        params[k].mul_(m)
                updates += 1
                if updates % hp["rewire_every"] == 0:
                    rewired += rewire(params, masks, saliency, hp["rewire_frac"])
                    for s in saliency.values():
                        s.zero_()
        with torch.no_grad():
            pred = forward(masked(params, masks, track=False), x[n_tr:]) * y_sd + y_mu
            mae = (pred - y[n_tr:]).abs().mean().item()
        density = {k: round(m.mean().item(), 2) for k, m in masks.items()}
        print(f"epoch {epoch}: train mse {total / n_tr:.4f}  test MAE {mae:.2f} %  density {density}")
    print(f"optimizer updates {updates}, connections rewired {rewired}")


if __name__ == "__main__":
    main()
