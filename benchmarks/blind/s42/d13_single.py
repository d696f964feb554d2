"""Hatchling sex ratio of a tortoise hatchery from nest-temperature loggers.

Sex is temperature dependent: the mean temperature during the thermosensitive period (days
20-40 of incubation) decides it. Loggers are noisy, so the classifier is regularised with an
input-gradient penalty (per-example |d logit / d temperature|^2) written with torch.func, and
each clutch gets the same total weight regardless of how many eggs it had.
"""
import math

import torch
import torch.nn.functional as F
from torch.func import grad, vmap

DAYS = 60
OPTS = dict(seed=0, clutches=260, width=32, lr=3e-3, lam=0.05, batch=128, epochs=8)


def nests(gen, clutches):
    sizes = torch.randint(4, 18, (clutches,), generator=gen)
    base = 28.0 + 3.5 * torch.rand(clutches, 1, generator=gen)
    day = torch.arange(DAYS, dtype=torch.float32)
    drift = 0.8 * torch.sin(2 * math.pi * day / 60 + 6.28 * torch.rand(clutches, 1, generator=gen))
    curves = base + drift
    xs, ys, ws, ids = [], [], [], []
    for c in range(clutches):
        n = int(sizes[c])
        eggs = curves[c] + 0.25 * torch.randn(n, DAYS, generator=gen)       # position in the nest
        tsp = eggs[:, 20:40].mean(1)
        female = torch.rand(n, generator=gen) < torch.sigmoid((tsp - 29.6) / 0.35)
        logged = eggs + 0.6 * torch.randn(n, DAYS, generator=gen)          # logger noise
        xs.append(logged)
        ys.append(female.float())
        ws.append(torch.full((n,), 1.0 / n))
        ids.append(torch.full((n,), c))
    return torch.cat(xs), torch.cat(ys), torch.cat(ws), torch.cat(ids)


def init(gen, width):
    def glorot(a, b):
        return (torch.randn(a, b, generator=gen) * math.sqrt(2.0 / (a + b))).requires_grad_()
    return {"w1": glorot(DAYS, width), "b1": torch.zeros(width, requires_grad=True),
            "w2": glorot(width, 1), "b2": torch.zeros(1, requires_grad=True)}


def single_logit(params, temps):
    h = torch.tanh((temps - 29.5) @ params["w1"] + params["b1"])
    return (h @ params["w2"] + params["b2"]).squeeze(-1)


batched_logit = vmap(single_logit, in_dims=(None, 0))
input_grads = vmap(grad(single_logit, argnums=1), in_dims=(None, 0))


def per_egg_objective(params, temps, female, lam):
    bce = F.binary_cross_entropy_with_logits(batched_logit(params, temps), female, reduction="none")
    sensitivity = input_grads(params, temps).pow(2).sum(1)
    return bce + lam * sensitivity, bce


def adam(params, lr, b1=0.9, b2=0.999, eps=1e-8):
    state = {k: (torch.zeros_like(p), torch.zeros_like(p)) for k, p in params.items()}
    t = 0

    @torch.no_grad()
    def update():
        nonlocal t
        t += 1
        for k, p in params.items():
            m, v = state[k]
            m.lerp_(p.grad, 1 - b1)
            v.lerp_(p.grad * p.grad, 1 - b2)
            p.sub_(lr * (m / (1 - b1 ** t)) / ((v / (1 - b2 ** t)).sqrt() + eps))
            p.grad = None
    return update


@torch.no_grad()
def clutch_ratio_error(params, temps, female, ids):
    prob = torch.sigmoid(batched_logit(params, temps))
    n = int(ids.max()) + 1
    pred = torch.zeros(n).index_add_(0, ids, prob) / torch.bincount(ids, minlength=n)
    true = torch.zeros(n).index_add_(0, ids, female) / torch.bincount(ids, minlength=n)
    return (pred - true).abs().mean().item()


def main(o=OPTS):
    torch.manual_seed(o["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(o["seed"])
    temps, female, weight, _ = nests(gen, o["clutches"])
    t_temps, t_female, _, t_ids = nests(gen, 80)
    params = init(gen, o["width"])
    update = adam(params, o["lr"])
    print(f"{len(female)} eggs, {female.mean():.2f} female; untrained clutch ratio error "
          f"{clutch_ratio_error(params, t_temps, t_female, t_ids):.3f}")

    for epoch in range(o["epochs"]):
        total, count = 0.0, 0
        for idx in torch.randperm(len(female), generator=gen).split(o["batch"]):
            per_egg, bce = per_egg_objective(params, temps[idx], female[idx], o["lam"])
            w = weight[idx] / weight[idx].sum()
            per_egg.backward(gradient=w)
            update()
            total, count = total + bce.detach().sum().item(), count + len(idx)
        err = clutch_ratio_error(params, t_temps, t_female, t_ids)
        print(f"epoch {epoch}: bce {total / count:.3f}  mean |clutch female-ratio error| {err:.3f}")


if __name__ == "__main__":
    main()
