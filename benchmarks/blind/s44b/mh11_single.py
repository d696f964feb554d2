"""Sudoku solve time (log minutes) from puzzle statistics and the solver's history.
Linear-plus-interaction regression on raw tensors, updated by a hand-written rule."""
from dataclasses import dataclass

import torch


@dataclass
class Config:
    n_puzzles: int = 4000
    batch: int = 128
    epochs: int = 6
    lr: float = 0.05
    decay: float = 0.7
    rule: str = "sgd"
    seed: int = 0


COLUMNS = ["clues", "naked_singles", "hidden_pairs", "x_wings", "symmetric", "solver_rating",
           "pen_and_paper", "evening"]


def puzzle_log(n, gen):
    clues = torch.randint(22, 36, (n,), generator=gen).float()
    singles = torch.poisson(0.4 * (clues - 17), generator=gen)
    pairs = torch.poisson(torch.full((n,), 2.0), generator=gen)
    xwings = (torch.rand(n, generator=gen) < 0.2).float()
    symmetric = (torch.rand(n, generator=gen) < 0.7).float()
    rating = torch.randn(n, generator=gen)
    paper = (torch.rand(n, generator=gen) < 0.3).float()
    evening = (torch.rand(n, generator=gen) < 0.5).float()
    log_min = (3.2 - 0.06 * (clues - 28) - 0.05 * singles + 0.12 * pairs + 0.5 * xwings
               - 0.25 * rating + 0.2 * paper + 0.1 * evening - 0.1 * rating * xwings
               + 0.25 * torch.randn(n, generator=gen))
    x = torch.stack([clues, singles, pairs, xwings, symmetric, rating, paper, evening], 1)
    return x, log_min


def features(x, mu, sd):
    z = (x - mu) / sd
    return torch.cat([z, z[:, 3:4] * z[:, 5:6]], 1)


def init(n_in, gen):
    return [(0.01 * torch.randn(n_in, generator=gen)).requires_grad_(), torch.zeros((), requires_grad=True)]


def predict(theta, feats):
    w, b = theta
    return feats @ w + b


RULES = {
    "sgd": lambda p, lr: p - lr * p.grad,
    "sign": lambda p, lr: p - 0.1 * lr * p.grad.sign(),
}


def batches(n, size, gen):
    perm = torch.randperm(n, generator=gen)
    return [perm[i:i + size] for i in range(0, n, size)]


def main(cfg=Config()):
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg.seed)
    x, y = puzzle_log(cfg.n_puzzles, gen)
    n_tr = int(0.8 * cfg.n_puzzles)
    mu, sd = x[:n_tr].mean(0), x[:n_tr].std(0)
    f_tr, f_te = features(x[:n_tr], mu, sd), features(x[n_tr:], mu, sd)
    y_tr, y_te = y[:n_tr], y[n_tr:]

    theta = init(f_tr.shape[1], gen)
    update = RULES[cfg.rule]
    for epoch in range(cfg.epochs):
        lr = cfg.lr * cfg.decay ** epoch
        running = 0.0
        for idx in batches(n_tr, cfg.batch, gen):
            for p in theta:
                p.grad = None
            mse = (predict(theta, f_tr[idx]) - y_tr[idx]).pow(2).mean()
            mse.backward()
            theta = [update(p, lr) for p in theta]
            running += mse.item() * len(idx)
        with torch.no_grad():
            test_rmse = (predict(theta, f_te) - y_te).pow(2).mean().sqrt().item()
        print(f"epoch {epoch}: lr {lr:.4f}  train mse {running / n_tr:.4f}  test RMSE {test_rmse:.3f} log-min")
    weights = dict(zip(COLUMNS + ["xwing*rating"], theta[0].tolist()))
    print("largest effects:", sorted(weights.items(), key=lambda kv: -abs(kv[1]))[:4])


if __name__ == "__main__":
    main()
