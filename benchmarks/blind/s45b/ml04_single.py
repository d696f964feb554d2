"""Hang-glider wings: few-shot sink-rate polars with second-order MAML.

Each wing (task) has its own drag polar; from a handful of (airspeed, sink)
readings of a test flight the model must predict the whole polar.
Weights live in an ordered dict and the forward pass is written by hand.
"""
import math
from collections import OrderedDict
from types import SimpleNamespace

import torch

opts = SimpleNamespace(
    widths=[1, 48, 48, 1],
    support=6,
    query=30,
    inner_steps=2,
    inner_lr=0.01,
    first_order=False,
    tasks_per_batch=5,
    outer_steps=200,
    outer_lr=1e-3,
    seed=0,
)


def polar(v, wing):
    """Sink rate (m/s) at airspeed v (m/s): induced + profile drag + stall hook."""
    induced = wing["k_ind"] / v
    profile = wing["k_par"] * v ** 3 / 10000.0
    stall = torch.relu(wing["v_stall"] + 1.5 - v) ** 2 * 0.15
    return induced + profile + stall


def wing_sampler(n_support, n_query, gen):
    while True:
        wing = {
            "k_ind": 4.0 + 2.0 * torch.rand(1, generator=gen),
            "k_par": 0.6 + 0.5 * torch.rand(1, generator=gen),
            "v_stall": 8.0 + 3.0 * torch.rand(1, generator=gen),
        }
        v = 8.0 + 17.0 * torch.rand(n_support + n_query, 1, generator=gen)
        sink = polar(v, wing) + 0.02 * torch.randn(v.shape, generator=gen)
        x, y = (v - 16.0) / 5.0, sink - 1.2
        yield (x[:n_support], y[:n_support]), (x[n_support:], y[n_support:])


def build_theta(widths):
    theta = OrderedDict()
    for i, (fan_in, fan_out) in enumerate(zip(widths[:-1], widths[1:])):
        theta[f"w{i}"] = torch.randn(fan_in, fan_out, requires_grad=True) * math.sqrt(2.0 / fan_in)
        theta[f"b{i}"] = torch.zeros(fan_out, requires_grad=True)
    return theta


def net(theta, x):
    n = len(theta) // 2
    for i in range(n):
        x = torch.addmm(theta[f"b{i}"], x, theta[f"w{i}"])
        if i + 1 < n:
            x = torch.nn.functional.silu(x)
    return x


def inner_loop(theta, xs, ys, steps, lr, first_order):
    fast = OrderedDict(theta)
    for _ in range(steps):
        err = (net(fast, xs) - ys).pow(2).mean()
        grads = torch.autograd.grad(err, list(fast.values()), create_graph=not first_order)
        fast = OrderedDict((k, w - lr * g) for (k, w), g in zip(fast.items(), grads))
    return fast


def query_error(theta, tasks, n_tasks, o):
    total = 0.0
    for _ in range(n_tasks):
        (xs, ys), (xq, yq) = next(tasks)
        fast = inner_loop(theta, xs, ys, o.inner_steps, o.inner_lr, first_order=True)
        with torch.no_grad():
            total += (net(fast, xq) - yq).pow(2).mean().item()
    return total / n_tasks


def run(o=opts):
    torch.manual_seed(o.seed)
    gen = torch.Generator().manual_seed(o.seed)
    tasks = wing_sampler(o.support, o.query, gen)
    theta = build_theta(o.widths)
    outer = torch.optim.Adam(theta.values(), lr=o.outer_lr)

    print(f"query mse before meta-training: {query_error(theta, tasks, 40, o):.4f}")
    for step in range(1, o.outer_steps + 1):
        outer.zero_grad()
        meta = 0.0
        for _ in range(o.tasks_per_batch):
            (xs, ys), (xq, yq) = next(tasks)
            fast = inner_loop(theta, xs, ys, o.inner_steps, o.inner_lr, o.first_order)
            meta = meta + (net(fast, xq) - yq).pow(2).mean()
        (meta / o.tasks_per_batch).backward()
        outer.step()
        if step % 50 == 0:
            print(f"outer step {step:4d}  meta mse {meta.item() / o.tasks_per_batch:.4f}")
    print(f"query mse after meta-training:  {query_error(theta, tasks, 40, o):.4f}")


if __name__ == "__main__":
    torch.set_num_threads(1)
    run()
