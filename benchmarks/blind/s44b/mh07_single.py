"""Bouldering problem grade (V0..V10) from the wall angle and a summary of the holds.
Ordinal regression with a small MLP over a parameter dict; per-batch metrics in NumPy."""
import math
from functools import partial

import numpy as np
import torch
import torch.nn.functional as F

CONF = {"problems": 2500, "hidden": 48, "batch": 50, "epochs": 8, "lr": 4e-3, "seed": 0}
HOLD_TYPES = ["jug", "crimp", "sloper", "pinch", "pocket"]


def set_problems(n, gen):
    angle = torch.randint(0, 50, (n,), generator=gen).float()
    n_holds = torch.randint(4, 14, (n,), generator=gen).float()
    mix = torch.distributions.Dirichlet(torch.ones(len(HOLD_TYPES))).sample((n,))
    reach = 1.2 + 0.8 * torch.rand(n, generator=gen)
    dyno = (torch.rand(n, generator=gen) < 0.15).float()
    hardness = torch.tensor([-2.0, 1.5, 1.8, 1.0, 1.2])
    raw = (0.09 * angle + (mix * hardness).sum(1) * 2.2 - 0.25 * n_holds + 2.5 * (reach - 1.6)
           + 1.4 * dyno + 0.7 * torch.randn(n, generator=gen))
    grade = (raw - raw.min()) / (raw.max() - raw.min()) * 10
    x = torch.cat([torch.stack([angle / 50, n_holds / 14, reach - 1.6, dyno], 1), mix], 1)
    return x, grade.round()


def glorot(fan_in, fan_out, gen):
    limit = math.sqrt(6 / (fan_in + fan_out))
    return (torch.empty(fan_in, fan_out).uniform_(-limit, limit, generator=gen)).requires_grad_()


def init_params(n_in, hidden, gen):
    return {"l1": glorot(n_in, hidden, gen), "c1": torch.zeros(hidden, requires_grad=True),
            "l2": glorot(hidden, hidden, gen), "c2": torch.zeros(hidden, requires_grad=True),
            "out": glorot(hidden, 1, gen), "c_out": torch.full((1,), 4.0, requires_grad=True)}


def forward(p, x):
    h = F.softplus(x @ p["l1"] + p["c1"])
    h = F.softplus(h @ p["l2"] + p["c2"])
    return (h @ p["out"] + p["c_out"]).squeeze(-1)


def spearman(a, b):
    ra, rb = np.argsort(np.argsort(a)), np.argsort(np.argsort(b))
    return float(np.corrcoef(ra, rb)[0, 1])


METRICS = {
    "spearman": spearman,
    "within_one": lambda pred, grade: float(np.mean(np.abs(np.round(pred) - grade) <= 1)),
}


def make_step(params, opt, loss_fn, metrics=METRICS):
    def step(xb, yb):
        opt.zero_grad()
        pred = forward(params, xb)
        value = loss_fn(pred, yb)
        value.backward()
        opt.step()
        np_pred, np_grade = pred.numpy(), yb.numpy()
        return {"loss": value.item(), **{k: fn(np_pred, np_grade) for k, fn in metrics.items()}}
    return step


def batches(x, y, size, gen):
    perm = torch.randperm(len(y), generator=gen)
    for i in range(0, len(y), size):
        yield x[perm[i:i + size]], y[perm[i:i + size]]


def mean_logs(logs):
    return {k: sum(d[k] for d in logs) / len(logs) for k in logs[0]}


def main(conf=CONF):
    torch.manual_seed(conf["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(conf["seed"])
    x, y = set_problems(conf["problems"], gen)
    n_tr = int(0.8 * len(y))
    params = init_params(x.shape[1], conf["hidden"], gen)
    opt = torch.optim.Adam(params.values(), lr=conf["lr"])
    step = make_step(params, opt, partial(F.huber_loss, delta=1.0))

    for epoch in range(conf["epochs"]):
        logs = mean_logs([step(xb, yb) for xb, yb in batches(x[:n_tr], y[:n_tr], conf["batch"], gen)])
        with torch.no_grad():
            val_pred = forward(params, x[n_tr:]).numpy()
        val = {k: fn(val_pred, y[n_tr:].numpy()) for k, fn in METRICS.items()}
        print(f"epoch {epoch}: huber {logs['loss']:.3f}  train rho {logs['spearman']:.3f}  "
              f"val rho {val['spearman']:.3f}  val within one grade {val['within_one']:.3f}")


if __name__ == "__main__":
    main()
