"""MAML on sine-wave regression with functional fast weights."""
import math

import torch
import torch.nn as nn
from torch.func import functional_call, grad


def sample_task(gen):
    amp = 0.1 + 4.9 * torch.rand(1, generator=gen).item()
    phase = math.pi * torch.rand(1, generator=gen).item()

    def draw(k):
        x = 10 * torch.rand(k, 1, generator=gen) - 5
        return x, amp * torch.sin(x + phase)
    return draw


class Regressor(nn.Module):
    def __init__(self, hidden=40):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(1, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU(),
                                 nn.Linear(hidden, 1))

    def forward(self, x):
        return self.net(x)


def mse(model, params, x, y):
    return torch.mean((functional_call(model, params, (x,)) - y) ** 2)


def inner_adapt(model, params, x, y, lr, steps, create_graph):
    for _ in range(steps):
        loss = mse(model, params, x, y)
        grads = torch.autograd.grad(loss, list(params.values()), create_graph=create_graph)
        params = {name: w - lr * g for (name, w), g in zip(params.items(), grads)}
    return params


def finetune_functional(model, x, y, lr, steps):
    params = {k: v.detach() for k, v in model.named_parameters()}
    loss_grad = grad(lambda p: mse(model, p, x, y))
    for _ in range(steps):
        g = loss_grad(params)
        params = {k: params[k] - lr * g[k] for k in params}
    return params


def main(meta_iters=150, meta_batch=4, k_shot=10, inner_lr=0.01, inner_steps=1):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(4)
    model = Regressor()
    meta_opt = torch.optim.Adam(model.parameters(), lr=1e-3)
    for it in range(meta_iters):
        meta_opt.zero_grad()
        outer = 0.0
        for _ in range(meta_batch):
            draw = sample_task(gen)
            xs, ys = draw(k_shot)
            xq, yq = draw(k_shot)
            fast = inner_adapt(model, dict(model.named_parameters()), xs, ys, inner_lr, inner_steps, True)
            outer = outer + mse(model, fast, xq, yq) / meta_batch
        outer.backward()
        meta_opt.step()
        if it % 50 == 0:
            print(f"meta-iter {it}: query mse {outer.item():.3f}")

    draw = sample_task(gen)
    xs, ys = draw(k_shot)
    xq, yq = draw(100)
    with torch.no_grad():
        before = mse(model, dict(model.named_parameters()), xq, yq).item()
    adapted = finetune_functional(model, xs, ys, inner_lr, steps=10)
    with torch.no_grad():
        after = mse(model, adapted, xq, yq).item()
    print(f"held-out task mse before {before:.3f} after 10 steps {after:.3f}")


if __name__ == "__main__":
    main()
