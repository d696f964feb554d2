"""Late-return risk for a public library's loans, trained with DP-SGD.

Patron records are private, so the model is trained with per-example clipped and noised
gradients (Abadi et al. 2016). The JAX original used jax.vmap(jax.grad(...)); this port uses
torch.func with the parameters kept as a plain dict of tensors.
"""
import math
from functools import partial

import torch
import torch.nn.functional as F
from torch.func import grad, vmap

GENRES = ("fiction", "travel", "cookery", "children", "reference", "comics")
CFG = dict(seed=0, n_train=6000, n_valid=2000, hidden=32, batch=250, steps=360,
           lr=0.2, momentum=0.9, clip=1.0, noise_multiplier=0.8)


def make_loans(gen, n):
    genre = torch.randint(0, len(GENRES), (n,), generator=gen)
    loan_days = torch.tensor([14.0, 21.0, 28.0])[torch.randint(0, 3, (n,), generator=gen)]
    renewals = torch.poisson(torch.full((n,), 0.7), generator=gen)
    age = 10 + 70 * torch.rand(n, generator=gen)
    holidays = (torch.rand(n, generator=gen) < 0.15).float()
    past_late = torch.poisson(torch.full((n,), 1.2), generator=gen)
    genre_bias = torch.tensor([0.0, 0.9, -0.3, 0.6, -1.2, 1.1])[genre]
    logit = (-1.6 + genre_bias + 0.55 * past_late - 0.02 * (age - 40) + 1.3 * holidays
             + 0.4 * renewals - 0.03 * (loan_days - 21) + 0.6 * torch.sin(age / 9.0))
    late = (torch.rand(n, generator=gen) < torch.sigmoid(logit)).float()
    x = torch.cat([F.one_hot(genre, len(GENRES)).float(),
                   torch.stack([loan_days / 28, renewals, age / 80, holidays, past_late], 1)], 1)
    return x, late


def init(gen, d_in, hidden):
    return {
        "w1": torch.randn(d_in, hidden, generator=gen) / math.sqrt(d_in),
        "b1": torch.zeros(hidden),
        "w2": torch.randn(hidden, 1, generator=gen) / math.sqrt(hidden),
        "b2": torch.zeros(1),
    }


def apply(params, x):
    h = torch.tanh(x @ params["w1"] + params["b1"])
    return (h @ params["w2"] + params["b2"]).squeeze(-1)


def example_loss(params, x, y):
    logit = apply(params, x.unsqueeze(0))
    return F.binary_cross_entropy_with_logits(logit, y.unsqueeze(0))


per_example_grads = vmap(grad(example_loss), in_dims=(None, 0, 0))


def tree_map(fn, *trees):
    return {k: fn(*(t[k] for t in trees)) for k in trees[0]}


def privatise(grads, clip, noise_multiplier, gen):
    """Clip each example's gradient to norm `clip`, sum, add Gaussian noise, average."""
    batch = next(iter(grads.values())).shape[0]
    sq = sum(g.reshape(batch, -1).pow(2).sum(1) for g in grads.values())
    factor = (clip / (sq.sqrt() + 1e-6)).clamp(max=1.0)
    clipped = tree_map(lambda g: torch.einsum("b,b...->...", factor, g), grads)
    noise = lambda g: g + noise_multiplier * clip * torch.randn(g.shape, generator=gen)
    return tree_map(lambda g: noise(g) / batch, clipped)


def momentum_step(params, velocity, grads, lr, beta):
    velocity = tree_map(lambda v, g: beta * v + g, velocity, grads)
    params = tree_map(lambda p, v: p - lr * v, params, velocity)
    return params, velocity


def evaluate(params, x, y):
    prob = torch.sigmoid(apply(params, x))
    acc = ((prob > 0.5).float() == y).float().mean().item()
    ll = F.binary_cross_entropy(prob, y).item()
    top = prob.numpy().argsort()[-len(y) // 10:]
    return {"acc": acc, "bce": ll, "late_rate_top_decile": y[top].mean().item()}


def run(cfg):
    torch.manual_seed(cfg["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg["seed"])
    x_tr, y_tr = make_loans(gen, cfg["n_train"])
    x_va, y_va = make_loans(gen, cfg["n_valid"])
    params = init(gen, x_tr.shape[1], cfg["hidden"])
    velocity = tree_map(torch.zeros_like, params)
    step = partial(momentum_step, lr=cfg["lr"], beta=cfg["momentum"])
    m = evaluate(params, x_va, y_va)
    print(f"late rate {y_va.mean().item():.3f}; untrained acc {m['acc']:.3f} bce {m['bce']:.3f}")

    q = cfg["batch"] / cfg["n_train"]
    for t in range(1, cfg["steps"] + 1):
        take = torch.rand(cfg["n_train"], generator=gen) < q      # Poisson subsampling
        g = per_example_grads(params, x_tr[take], y_tr[take])
        g = privatise(g, cfg["clip"], cfg["noise_multiplier"], gen)
        params, velocity = step(params, velocity, g)
        if t % 90 == 0:
            m = evaluate(params, x_va, y_va)
            print(f"step {t}: acc {m['acc']:.3f} bce {m['bce']:.3f} "
                  f"late rate in riskiest decile {m['late_rate_top_decile']:.3f}")
    leaked = [k for k, v in params.items() if v.requires_grad or v.grad_fn is not None]
    print("parameters carrying autograd state:", leaked or "none")


if __name__ == "__main__":
    run(CFG)
