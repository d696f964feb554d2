"""MAML on damped-oscillator regression tasks, written with plain parameter dictionaries."""
import math

import torch
import torch.nn.functional as F

INNER_LR = 0.1
INNER_STEPS = 3
META_BATCH = 4
META_ITERS = 400
K_SHOT = 10


def init_params(hidden=32):
    def layer(n_in, n_out):
        w = torch.empty(n_out, n_in)
        torch.nn.init.kaiming_uniform_(w, a=math.sqrt(5))
        return w, torch.zeros(n_out)

    params = {}
    for name, (n_in, n_out) in {"l1": (1, hidden), "l2": (hidden, hidden), "l3": (hidden, 1)}.items():
        w, b = layer(n_in, n_out)
        params[f"{name}.w"] = w.requires_grad_()
        params[f"{name}.b"] = b.requires_grad_()
    return params


def forward(params, x):
    h = F.relu(F.linear(x, params["l1.w"], params["l1.b"]))
    h = F.relu(F.linear(h, params["l2.w"], params["l2.b"]))
    return F.linear(h, params["l3.w"], params["l3.b"])


def sample_task():
    amplitude = 0.5 + 2.0 * torch.rand(())
    omega = 1.0 + 1.5 * torch.rand(())
    damping = 0.3 * torch.rand(())
    phase = math.pi * torch.rand(())

    def draw(n):
        t = 5.0 * torch.rand(n, 1)
        return t, amplitude * torch.exp(-damping * t) * torch.sin(omega * t + phase)

    return draw


def adapt(params, x, y, steps, create_graph):
    fast = dict(params)
    for _ in range(steps):
        loss = F.mse_loss(forward(fast, x), y)
        grads = torch.autograd.grad(loss, list(fast.values()), create_graph=create_graph)
        updated = {}
        for (name, w), g in zip(fast.items(), grads):
            w = w - INNER_LR * g
            updated[name] = w
        fast = updated
    return fast


def meta_test(params, n_tasks=50):
    before, after = 0.0, 0.0
    for _ in range(n_tasks):
        draw = sample_task()
        x_s, y_s = draw(K_SHOT)
        x_q, y_q = draw(50)
        fast = adapt(params, x_s, y_s, INNER_STEPS, create_graph=False)
        with torch.no_grad():
            before += F.mse_loss(forward(params, x_q), y_q).item()
            after += F.mse_loss(forward(fast, x_q), y_q).item()
    return before / n_tasks, after / n_tasks


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    params = init_params()
    meta_opt = torch.optim.Adam(params.values(), lr=2e-3)
    print("query mse before meta-training: %.3f (no adaptation) %.3f (adapted)" % meta_test(params))
    for it in range(META_ITERS):
        meta_opt.zero_grad()
        meta_loss = 0.0
        for _ in range(META_BATCH):
            draw = sample_task()
            x_s, y_s = draw(K_SHOT)
            x_q, y_q = draw(K_SHOT)
            fast = adapt(params, x_s, y_s, INNER_STEPS, create_graph=True)
            meta_loss = meta_loss + F.mse_loss(forward(fast, x_q), y_q) / META_BATCH
        meta_loss.backward()
        meta_opt.step()
        if it % 100 == 99:
            print(f"iter {it + 1}  meta loss {meta_loss.item():.4f}")
    print("query mse after meta-training: %.3f (no adaptation) %.3f (adapted)" % meta_test(params))


if __name__ == "__main__":
    main()
