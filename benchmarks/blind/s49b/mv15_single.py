"""Drying time of laundry on a garden clothesline, with a hand-rolled two-layer graph network.

Garments are nodes; a garment is linked to the garments pegged next to it on the same line and
to the facing garment on the parallel line (they shelter each other from wind and sun).
Everything is written with raw tensors and a manual SGD update, as in a teaching notebook.
"""
import numpy as np
import torch


def hang_laundry(n_days=60, lines=3, per_line=12, seed=0):
    rng = np.random.default_rng(seed)
    n = lines * per_line
    idx = np.arange(n).reshape(lines, per_line)
    e = [(idx[l, k], idx[l, k + 1]) for l in range(lines) for k in range(per_line - 1)]
    e += [(idx[l, k], idx[l + 1, k]) for l in range(lines - 1) for k in range(per_line)]
    e = np.asarray(e).T
    src = np.concatenate([e[0], e[1]])
    dst = np.concatenate([e[1], e[0]])
    xs, ys = [], []
    for _ in range(n_days):
        thickness = rng.uniform(0.2, 1.0, n)
        wet = rng.uniform(0.5, 1.0, n)
        sun = np.clip(rng.normal(0.6, 0.2) + 0.1 * rng.normal(size=n), 0, 1)
        wind = rng.uniform(0, 1)
        shelter = np.zeros(n)
        np.add.at(shelter, dst, thickness[src])
        hours = 1 + 4 * thickness * wet / (0.3 + sun) * (1.2 - 0.5 * wind) * (1 + 0.08 * shelter)
        xs.append(np.stack([thickness, wet, sun, np.full(n, wind)], 1))
        ys.append(hours)
    x = torch.tensor(np.stack(xs), dtype=torch.float32)
    y = torch.tensor(np.stack(ys), dtype=torch.float32)
    return x, y, torch.as_tensor(src), torch.as_tensor(dst)


def init_params(in_dim, hidden, generator):
    w_in = (torch.randn(in_dim, hidden, generator=generator) / in_dim ** 0.5).requires_grad_()
    w_nb = (torch.randn(hidden, hidden, generator=generator) * 0.1).requires_grad_()
    b_in = torch.zeros(hidden, requires_grad=True)
    w_out = torch.randn(hidden, 1, generator=generator, dtype=torch.float32, requires_grad=True)
    torch.nn.init.normal_(w_out, std=0.1, generator=generator)
    return [w_in, w_nb, b_in, w_out]


def forward(params, x, src, dst, n_nodes):
    w_in, w_nb, b_in, w_out = params
    h = torch.tanh(x @ w_in + b_in)
    agg = torch.zeros_like(h).index_add_(1, dst, h[:, src])
    deg = torch.zeros(n_nodes).index_add_(0, dst, torch.ones(len(dst))).clamp(min=1)
    hidden = h + torch.tanh((agg / deg.unsqueeze(-1)) @ w_nb)
    return (hidden @ w_out).squeeze(-1), hidden


def sgd_fit(params, x, y, src, dst, epochs, lr, log_every):
    n_nodes = x.shape[1]
    mu, sd = y.mean(), y.std()
    for epoch in range(epochs):
        pred, hidden = forward(params, x, src, dst, n_nodes)
        hidden.retain_grad()
        per_node = (pred - (y - mu) / sd) ** 2
        per_node.mean().backward()
        with torch.no_grad():
            for p in params:
                p -= lr * p.grad
                p.grad.zero_()
        if (epoch + 1) % log_every == 0:
            sal = hidden.grad.abs().mean(dim=(0, 2))
            worst = pred.detach().numpy() * sd.item() + mu.item()
            print(f"epoch {epoch + 1:03d}  mse {per_node.mean().item():.4f}  "
                  f"most sensitive peg {int(sal.argmax())}  max predicted hours {worst.max():.2f}")
    return params


def main(hidden=24, epochs=300, lr=0.1, log_every=75, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    x, y, src, dst = hang_laundry(seed=seed)
    gen = torch.Generator().manual_seed(seed)
    params = init_params(x.shape[-1], hidden, gen)
    n_train = 48
    params = sgd_fit(params, x[:n_train], y[:n_train], src, dst, epochs, lr, log_every)
    with torch.no_grad():
        pred, _ = forward(params, x[n_train:], src, dst, x.shape[1])
        mu, sd = y[:n_train].mean(), y[:n_train].std()
        mae = (pred * sd + mu - y[n_train:]).abs().mean().item()
    print(f"held-out days: mean abs error {mae:.3f} h (spread of drying times {y.std().item():.3f} h)")


if __name__ == "__main__":
    main()
