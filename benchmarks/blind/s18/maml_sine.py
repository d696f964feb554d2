"""Second-order MAML on sine-wave regression with a hand-written functional MLP."""
import math

import torch
import torch.nn.functional as F

META = dict(hidden=40, inner_lr=0.01, inner_steps=1, meta_lr=1e-3, meta_batch=5, k_shot=10, iterations=150)


def init_params(hidden):
    def layer(n_in, n_out):
        w = torch.empty(n_out, n_in)
        torch.nn.init.kaiming_uniform_(w, a=math.sqrt(5))
        b = torch.zeros(n_out)
        return w.requires_grad_(), b.requires_grad_()

    w1, b1 = layer(1, hidden)
    w2, b2 = layer(hidden, hidden)
    w3, b3 = layer(hidden, 1)
    return [w1, b1, w2, b2, w3, b3]


def forward(x, w1, b1, w2, b2, w3, b3):
    h = F.relu(F.linear(x, w1, b1))
    h = F.relu(F.linear(h, w2, b2))
    return F.linear(h, w3, b3)


def adapt(params, x, y, lr, steps):
    w1, b1, w2, b2, w3, b3 = params
    for _ in range(steps):
        loss = F.mse_loss(forward(x, w1, b1, w2, b2, w3, b3), y)
        g1, gb1, g2, gb2, g3, gb3 = torch.autograd.grad(loss, (w1, b1, w2, b2, w3, b3), create_graph=True)
        w1 = w1 - lr * g1
        b1 = b1 - lr * gb1
        w2 = w2 - lr * g2
        b2 = b2 - lr * gb2
        w3 = w3 - lr * g3
        b3 = b3 - lr * gb3
    return w1, b1, w2, b2, w3, b3


def sine_tasks(n_tasks, k, g):
    for _ in range(n_tasks):
        amp = torch.empty(()).uniform_(0.1, 5.0, generator=g)
        phase = torch.empty(()).uniform_(0, math.pi, generator=g)
        xs = torch.empty(2 * k, 1).uniform_(-5, 5, generator=g)
        ys = amp * torch.sin(xs + phase)
        yield (xs[:k], ys[:k]), (xs[k:], ys[k:])


def meta_train(cfg=META):
    g = torch.Generator().manual_seed(1)
    params = init_params(cfg["hidden"])
    meta_opt = torch.optim.Adam(params, lr=cfg["meta_lr"])
    for it in range(cfg["iterations"]):
        meta_opt.zero_grad()
        query_losses = []
        for (xs, ys), (xq, yq) in sine_tasks(cfg["meta_batch"], cfg["k_shot"], g):
            fast = adapt(params, xs, ys, cfg["inner_lr"], cfg["inner_steps"])
            query_losses.append(F.mse_loss(forward(xq, *fast), yq))
        meta_loss = torch.stack(query_losses).mean()
        meta_loss.backward()
        meta_opt.step()
        if (it + 1) % 50 == 0:
            print(f"iter {it + 1}: meta_loss={meta_loss.item():.4f}")
    return params


if __name__ == "__main__":
    torch.manual_seed(0)
    torch.set_num_threads(1)
    meta_train()
