"""Snow fence drift: depth of the lee-side snow drift behind a fence from fence height, porosity,
bottom gap, wind speed/direction, snowfall and fetch. Sweep over widths / optimizers, with optional
per-layer gradient-norm tracking (for the "which layers learn" plot in the paper).

    python mb11_single.py
"""
import argparse
import math
from collections import defaultdict

import torch
import torch.nn as nn

RESULTS = {}
GRAD_LOG = defaultdict(list)


def get_args(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--seed", type=int, default=21)
    p.add_argument("--n", type=int, default=1500)
    p.add_argument("--width", type=int, default=48)
    p.add_argument("--layers", type=int, default=3)
    p.add_argument("--act", default="relu", choices=["relu", "elu", "tanh"])
    p.add_argument("--opt", default="adam", choices=["adam", "sgd", "adagrad"])
    p.add_argument("--lr", type=float, default=2e-3)
    p.add_argument("--epochs", type=int, default=10)
    p.add_argument("--bs", type=int, default=50)
    p.add_argument("--track-grads", action="store_true")
    p.add_argument("--track-every", type=int, default=5)
    return p.parse_args([] if argv is None else argv)


def checkattr(args, attr):
    return hasattr(args, attr) and type(getattr(args, attr)) == bool and getattr(args, attr)


def param_stamp(args):
    return "fence{}--{}x{}{}--{}-lr{}-e{}-bs{}{}--s{}".format(
        args.n, args.layers, args.width, args.act, args.opt, args.lr, args.epochs, args.bs,
        "--gt{}".format(args.track_every) if checkattr(args, "track_grads") else "", args.seed)


def make_data(n, seed):
    g = torch.Generator().manual_seed(seed)
    H = 1.0 + 2.0 * torch.rand(n, generator=g)              # fence height m
    por = 0.3 + 0.4 * torch.rand(n, generator=g)            # porosity
    gap = 0.25 * torch.rand(n, generator=g) * H             # bottom gap
    wind = 3 + 12 * torch.rand(n, generator=g)              # m/s
    angle = math.pi / 2 * torch.rand(n, generator=g)        # angle to fence normal
    snow = 40 * torch.rand(n, generator=g)                  # cm of snowfall (water eq. mm)
    fetch = 200 + 1800 * torch.rand(n, generator=g)         # m
    transport = (wind * torch.cos(angle)).clamp(min=0) ** 3 / 400 * torch.sqrt(fetch / 1000) * snow / 20
    efficiency = torch.exp(-((por - 0.5) / 0.15) ** 2) * (1 - gap / H)
    depth = torch.clamp(1.2 * H, max=torch.sqrt(transport * efficiency + 1e-6)) + 0.05 * torch.randn(n, generator=g)
    x = torch.stack([H / 3, por, gap / H, wind / 15, angle, snow / 40, fetch / 2000], 1)
    y = depth.clamp(min=0).unsqueeze(1)
    cut = int(0.8 * n)
    return (x[:cut], y[:cut]), (x[cut:], y[cut:])


def build(args):
    act = {"relu": nn.ReLU, "elu": nn.ELU, "tanh": nn.Tanh}[args.act]
    mods, d = [], 7
    for _ in range(args.layers):
        mods += [nn.Linear(d, args.width), act()]
        d = args.width
    mods.append(nn.Linear(d, 1))
    net = nn.Sequential(*mods)
    if args.opt == "adam":
        opt = torch.optim.Adam(net.parameters(), lr=args.lr)
    elif args.opt == "sgd":
        opt = torch.optim.SGD(net.parameters(), lr=args.lr * 10, momentum=0.9)
    elif args.opt == "adagrad":
        opt = torch.optim.Adagrad(net.parameters(), lr=args.lr * 10)
    else:
        raise ValueError(args.opt)
    return net, opt


def record_grad_norms(net, stamp):
    for name, p in net.named_parameters():
        if p.grad is not None and name.endswith("weight"):
            GRAD_LOG[(stamp, name)].append(p.grad.norm().item())


def train_step(net, opt, xb, yb, args, stamp, step_no):
    opt.zero_grad()
    mse = nn.functional.mse_loss(net(xb), yb)
    mse.backward()
    if checkattr(args, "track_grads") and step_no % args.track_every == 0:
        record_grad_norms(net, stamp)
        opt.zero_grad()
    opt.step()
    return mse.item()


def run(args):
    stamp = param_stamp(args)
    if stamp in RESULTS:
        return RESULTS[stamp]
    torch.manual_seed(args.seed)
    (xtr, ytr), (xte, yte) = make_data(args.n, args.seed)
    net, opt = build(args)
    step_no, hist = 0, []
    for ep in range(args.epochs):
        perm = torch.randperm(len(xtr))
        tot = 0.0
        for i in range(0, len(xtr), args.bs):
            b = perm[i:i + args.bs]
            tot += train_step(net, opt, xtr[b], ytr[b], args, stamp, step_no) * len(b)
            step_no += 1
        hist.append(tot / len(xtr))
    with torch.no_grad():
        mae_cm = 100 * (net(xte) - yte).abs().mean().item()
    RESULTS[stamp] = {"mae_cm": mae_cm, "train_mse": hist}
    print("{:<58s} test MAE {:5.1f} cm   train mse {:.4f} -> {:.4f}".format(stamp, mae_cm, hist[0], hist[-1]))
    return RESULTS[stamp]


def sweep():
    args = get_args()
    for act in ("relu", "elu", "tanh"):
        args.act = act
        run(args)
    args.act = "elu"
    args.opt = "sgd"
    run(args)
    args.opt = "adam"
    # gradient-norm tracking runs for the "which layers learn" figure
    args.track_grads = True
    for every in (5, 1):
        args.track_every = every
        run(args)
    for (stamp, name), norms in GRAD_LOG.items():
        if stamp.endswith("gt1--s21"):
            print("  {:<10s} grad norm first {:.3f} last {:.3f} ({} records)".format(name, norms[0], norms[-1], len(norms)))


if __name__ == "__main__":
    torch.set_num_threads(1)
    sweep()
