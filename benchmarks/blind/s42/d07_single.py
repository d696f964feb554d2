"""Velocity prediction for a 40 ft cruiser-racer: learn the polar from logged sailing data.

Each logged point has a GPS/log quality weight (0..1); bad fixes are down-weighted in the fit.
The loss is written per point and vectorised with torch.func.vmap, JAX-style.
"""
import math
from functools import partial

import torch
from torch.func import vmap

HP = dict(seed=0, points=6000, width=40, lr=0.05, momentum=0.9, batch=200, epochs=4)


def sail_log(gen, n):
    tws = 4 + 20 * torch.rand(n, generator=gen)                  # true wind speed, kn
    twa = math.radians(35) + math.radians(145) * torch.rand(n, generator=gen)
    wave = 0.2 + 0.1 * tws + 0.3 * torch.rand(n, generator=gen)   # significant wave height, m
    hull = 9.5 * (1 - torch.exp(-tws / 9)) * (1 + 0.08 * torch.cos(twa - math.radians(110)))
    pinch = torch.sigmoid((twa - math.radians(42)) / 0.06)        # too close to the wind stalls
    speed = hull * pinch - 0.5 * wave * torch.cos(twa).clamp(min=0) + 0.25 * torch.randn(n, generator=gen)
    quality = torch.rand(n, generator=gen).pow(0.5)
    speed = speed + (1 - quality) * 1.5 * torch.randn(n, generator=gen)
    x = torch.stack([tws / 24, torch.cos(twa), torch.sin(twa), wave], 1)
    return {"x": x, "speed": speed.clamp(min=0), "quality": quality}


def init(gen, width):
    shapes = {"w1": (4, width), "b1": (width,), "w2": (width, width), "b2": (width,), "w3": (width, 1)}
    params = {}
    for name, shape in shapes.items():
        scale = 1 / math.sqrt(shape[0]) if name.startswith("w") else 0.0
        params[name] = (torch.randn(shape, generator=gen) * scale).requires_grad_()
    params["b3"] = torch.full((1,), 5.0, requires_grad=True)
    return params


def apply(params, x):
    h = torch.nn.functional.softplus(x @ params["w1"] + params["b1"])
    h = torch.nn.functional.softplus(h @ params["w2"] + params["b2"])
    return (h @ params["w3"] + params["b3"]).squeeze(-1)


def point_loss(params, x, speed):
    return torch.nn.functional.huber_loss(apply(params, x), speed, delta=1.0)


def weighted_loss(params, batch):
    per_point = vmap(point_loss, in_dims=(None, 0, 0))(params, batch["x"], batch["speed"])
    return per_point * batch["quality"] / batch["quality"].sum()


class Momentum:
    def __init__(self, params, lr, beta):
        self.params, self.lr, self.beta = params, lr, beta
        self.buf = {k: torch.zeros_like(p) for k, p in params.items()}

    @torch.no_grad()
    def step(self):
        for k, p in self.params.items():
            self.buf[k].mul_(self.beta).add_(p.grad)
            p.sub_(self.lr * self.buf[k])
            p.grad = None


def polar_table(params, tws=(6, 12, 20)):
    angles = torch.tensor([45.0, 60, 90, 120, 150, 175])
    rows = []
    with torch.no_grad():
        for w in tws:
            a = torch.deg2rad(angles)
            x = torch.stack([torch.full_like(a, w / 24), torch.cos(a), torch.sin(a), 0.2 + 0.1 * w + 0 * a], 1)
            rows.append(f"TWS {w:>2} kn: " + " ".join(f"{v:5.2f}" for v in apply(params, x).tolist()))
    return "\n".join(rows)


def main(hp=HP):
    torch.manual_seed(hp["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(hp["seed"])
    log, holdout = sail_log(gen, hp["points"]), sail_log(gen, 1000)
    params = init(gen, hp["width"])
    opt = Momentum(params, hp["lr"], hp["momentum"])
    batches = partial(torch.split, split_size_or_sections=hp["batch"])

    for epoch in range(hp["epochs"]):
        perm = torch.randperm(hp["points"], generator=gen)
        for idx in batches(perm):
            batch = {k: v[idx] for k, v in log.items()}
            loss = weighted_loss(params, batch)
            loss.backward()
            opt.step()
        with torch.no_grad():
            mae = (apply(params, holdout["x"]) - holdout["speed"]).abs().mean().item()
        print(f"epoch {epoch}: holdout MAE {mae:.3f} kn")
    print("boat speed (kn) at TWA 45 60 90 120 150 175:\n" + polar_table(params))


if __name__ == "__main__":
    main()
