"""Hot-spring soaking pool: water temperature 30 min ahead from spring inflow temperature, inflow
rate, air temperature, wind and bather count. A small two-layer network written with raw tensors
(so that the update rules can be swapped), compared against torch.optim.Adam.

    python mb09_single.py          # sweep over update rules / widths
"""
import argparse
import math
import time

import torch

RUNS = {}


def parse(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=8)
    ap.add_argument("--samples", type=int, default=1200)
    ap.add_argument("--hidden", type=int, default=24)
    ap.add_argument("--init", default="xavier", choices=["xavier", "small", "uniform"])
    ap.add_argument("--update", default="sgd", choices=["sgd", "momentum", "adam"])
    ap.add_argument("--lr", type=float, default=0.05)
    ap.add_argument("--mu", type=float, default=0.9)
    ap.add_argument("--steps", type=int, default=400)
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--huber", action="store_true")
    return ap.parse_args([] if argv is None else argv)


def checkattr(args, attr):
    return hasattr(args, attr) and type(getattr(args, attr)) == bool and getattr(args, attr)


def stamp(args):
    upd = args.update + ("-mu{}".format(args.mu) if args.update == "momentum" else "")
    return "onsen{}--h{}-{}--{}-lr{}-st{}-b{}{}--s{}".format(args.samples, args.hidden, args.init, upd, args.lr,
                                                          args.steps, args.batch, "-huber" if checkattr(args, "huber") else "", args.seed)


def pool_data(n, seed):
    g = torch.Generator().manual_seed(seed)
    spring_t = 52 + 4 * torch.randn(n, generator=g)
    inflow = 0.5 + 1.5 * torch.rand(n, generator=g)          # L/s
    air = 5 + 10 * torch.randn(n, generator=g)
    wind = 4 * torch.rand(n, generator=g)
    bathers = torch.poisson(3 * torch.ones(n), generator=g)
    pool_now = 38 + 3 * torch.randn(n, generator=g)
    k_in = inflow / (inflow + 1.2)
    loss_coef = 0.08 * (1 + 0.35 * wind)
    ahead = pool_now + k_in * (spring_t - pool_now) * 0.3 - loss_coef * (pool_now - air) * 0.5 \
        + 0.05 * bathers + 0.2 * torch.randn(n, generator=g)
    x = torch.stack([(spring_t - 52) / 4, inflow - 1.25, (air - 5) / 10, wind / 4 - 0.5, bathers / 3 - 1,
                     (pool_now - 38) / 3], 1)
    y = ((ahead - 38) / 3).unsqueeze(1)
    cut = int(0.8 * n)
    return (x[:cut], y[:cut]), (x[cut:], y[cut:])


def init_params(args, n_in=6):
    h = args.hidden
    if args.init == "xavier":
        W1 = (torch.randn(n_in, h) * math.sqrt(2.0 / (n_in + h))).requires_grad_()
        W2 = (torch.randn(h, 1) * math.sqrt(2.0 / (h + 1))).requires_grad_()
    elif args.init == "small":
        W1 = torch.randn(n_in, h).mul_(0.01).requires_grad_()
        W2 = torch.randn(h, 1).mul_(0.01).requires_grad_()
    elif args.init == "uniform":
        bound = 1 / math.sqrt(n_in)
        W1 = torch.empty(n_in, h).uniform_(-bound, bound).requires_grad_()
        W2 = torch.empty(h, 1).uniform_(-1 / math.sqrt(h), 1 / math.sqrt(h)).requires_grad_()
    else:
        raise ValueError(args.init)
    b1 = torch.zeros(h, requires_grad=True)
    b2 = torch.zeros(1, requires_grad=True)
    return [W1, b1, W2, b2]


def forward(params, x):
    W1, b1, W2, b2 = params
    return torch.tanh(x @ W1 + b1) @ W2 + b2


@torch.no_grad()
def sgd_update(params, lr):
    for p in params:
        p -= lr * p.grad
        p.grad = None


@torch.no_grad()
def momentum_update(params, velocity, lr, mu):
    for p, v in zip(params, velocity):
        v.mul_(mu).add_(p.grad)
        p.sub_(lr * v)
        p.grad.zero_()


def evaluate(params, x, y):
    with torch.inference_mode():
        err = forward(params, x) - y
        return 3 * err.pow(2).mean().sqrt().item()


def run(args):
    key = stamp(args)
    if key in RUNS:
        return RUNS[key]
    torch.manual_seed(args.seed)
    (xtr, ytr), (xte, yte) = pool_data(args.samples, args.seed)
    params = init_params(args)
    if args.update == "adam":
        adam = torch.optim.Adam(params, lr=args.lr)
    elif args.update == "momentum":
        velocity = [torch.zeros_like(p) for p in params]
    curve = []
    t0 = time.time()
    for step in range(args.steps):
        idx = torch.randint(0, len(xtr), (args.batch,))
        residual = forward(params, xtr[idx]) - ytr[idx]
        if checkattr(args, "huber"):
            per_sample = torch.where(residual.abs() < 0.5, 0.5 * residual ** 2, 0.5 * (residual.abs() - 0.25))
        else:
            per_sample = residual ** 2
        objective = per_sample.mean()
        if args.update == "adam":
            adam.zero_grad()
            objective.backward()
            adam.step()
        else:
            objective.backward()
            if args.update == "sgd":
                sgd_update(params, args.lr)
            else:
                momentum_update(params, velocity, args.lr, args.mu)
        if step % 50 == 0:
            curve.append(round(float(objective.detach()), 4))
    RUNS[key] = {"rmse_C": evaluate(params, xte, yte), "curve": curve, "secs": time.time() - t0,
                 "leaf": all(p.is_leaf for p in params)}
    return RUNS[key]


def sweep():
    args = parse()
    out = {}
    for init in ("xavier", "small", "uniform"):
        args.init = init
        out["sgd/" + init] = run(args)
    args.init = "xavier"
    args.update = "momentum"
    args.lr = 0.01
    out["momentum"] = run(args)
    args.update = "adam"
    args.lr = 0.01
    out["adam"] = run(args)
    args.huber = True
    out["adam/huber"] = run(args)
    for k, r in out.items():
        print("{:<14s} RMSE {:.3f} C   leaves kept: {}   loss curve {}".format(k, r["rmse_C"], r["leaf"], r["curve"][:4]))


if __name__ == "__main__":
    torch.set_num_threads(1)
    sweep()
