"""Javelin: few-shot distance-vs-release-angle curves, one task per thrower.

Meta-SGD over a functional MLP: the network is a flat list of leaf tensors, the
inner loop takes per-parameter learned step sizes, and the outer loop trains the
initial weights and the step sizes together.
"""
import math

import torch
import torch.nn.functional as F

CFG = {
    "layers": (1, 40, 40, 1),
    "k_shot": 8,
    "k_query": 24,
    "inner_lr": 0.02,
    "inner_steps": 1,
    "meta_batch": 6,
    "meta_iters": 250,
    "meta_lr": 2e-3,
    "alpha_lr": 2e-4,
    "eval_episodes": 60,
}
G = 9.81


def flight_distance(speed, angle, height, drag):
    vx, vy = speed * torch.cos(angle), speed * torch.sin(angle)
    t = (vy + torch.sqrt(vy * vy + 2 * G * height)) / G
    return vx * t * (1.0 - drag * speed * t)


def thrower_tasks(gen, k_shot, k_query):
    """Each task is one thrower: own release speed, release height and drag."""
    while True:
        speed = 24.0 + 6.0 * torch.rand(1, generator=gen)
        height = 1.7 + 0.4 * torch.rand(1, generator=gen)
        drag = 0.002 + 0.004 * torch.rand(1, generator=gen)
        angle = 0.3 + 0.8 * torch.rand(k_shot + k_query, 1, generator=gen)
        dist = flight_distance(speed, angle, height, drag)
        x = (angle - 0.7) / 0.25
        y = (dist - 60.0) / 15.0
        yield x[:k_shot], y[:k_shot], x[k_shot:], y[k_shot:]


def init_weights(sizes, gen):
    weights = []
    for fan_in, fan_out in zip(sizes[:-1], sizes[1:]):
        w = (torch.randn(fan_out, fan_in, generator=gen) * math.sqrt(2.0 / fan_in)).requires_grad_()
        b = torch.zeros(fan_out, requires_grad=True)
        weights += [w, b]
    return weights


def forward(weights, x):
    h = x
    n_layers = len(weights) // 2
    for i in range(n_layers):
        h = F.linear(h, weights[2 * i], weights[2 * i + 1])
        if i < n_layers - 1:
            h = torch.relu(h)
    return h


def adapt(weights, alphas, xs, ys, steps, create_graph):
    fast = list(weights)
    for _ in range(steps):
        err = F.mse_loss(forward(fast, xs), ys)
        grads = torch.autograd.grad(err, fast, create_graph=create_graph)
        fast = [w - a * g for w, a, g in zip(fast, alphas, grads)]
    return fast


def evaluate(weights, alphas, tasks, episodes, steps):
    before, after = 0.0, 0.0
    for _ in range(episodes):
        xs, ys, xq, yq = next(tasks)
        fast = adapt(weights, alphas, xs, ys, steps, create_graph=False)
        with torch.no_grad():
            before += F.mse_loss(forward(weights, xq), yq).item()
            after += F.mse_loss(forward(fast, xq), yq).item()
    return before / episodes, after / episodes


def main(cfg=CFG):
    torch.manual_seed(0)
    gen = torch.Generator().manual_seed(0)
    tasks = thrower_tasks(gen, cfg["k_shot"], cfg["k_query"])
    def eval_tasks():
        return thrower_tasks(torch.Generator().manual_seed(123), cfg["k_shot"], cfg["k_query"])

    weights = init_weights(cfg["layers"], gen)
    alphas = [torch.full_like(w, cfg["inner_lr"]).requires_grad_() for w in weights]
    meta_opt = torch.optim.Adam([
        {"params": weights, "lr": cfg["meta_lr"]},
        {"params": alphas, "lr": cfg["alpha_lr"]},
    ])

    pre = evaluate(weights, alphas, eval_tasks(), cfg["eval_episodes"], cfg["inner_steps"])
    print(f"untrained  query mse before/after adapt: {pre[0]:.4f} / {pre[1]:.4f}")
    for it in range(1, cfg["meta_iters"] + 1):
        meta_opt.zero_grad()
        batch_loss = 0.0
        for _ in range(cfg["meta_batch"]):
            xs, ys, xq, yq = next(tasks)
            fast = adapt(weights, alphas, xs, ys, cfg["inner_steps"], create_graph=True)
            query = F.mse_loss(forward(fast, xq), yq) / cfg["meta_batch"]
            query.backward()
            batch_loss += query.item()
        w_norm = torch.sqrt(sum((w.grad ** 2).sum() for w in weights)).item()
        meta_opt.step()
        if it % 50 == 0:
            mean_alpha = torch.cat([a.detach().flatten() for a in alphas]).mean().item()
            print(f"iter {it:4d}  meta-loss {batch_loss:.4f}  |grad w| {w_norm:.3f}  mean alpha {mean_alpha:.4f}")

    post = evaluate(weights, alphas, eval_tasks(), cfg["eval_episodes"], cfg["inner_steps"])
    print(f"meta-trained query mse before/after adapt: {post[0]:.4f} / {post[1]:.4f}")


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
