"""Hydroponic lettuce tipburn grade (0 = none .. 3 = severe) from a week of nutrient-solution and
climate readings. Softmax regression with one hidden layer, parameters in a dict, losses yielded by
a generator and consumed by the training loop."""
import math
from types import SimpleNamespace

import torch

cfg = SimpleNamespace(n_trays=3000, hidden=32, classes=4, batch=100, epochs=6, lr=5e-3,
                      smoothing=0.05, eps=1e-6, seed=0)
READINGS = ["ec_mS", "ph", "calcium_ppm", "air_temp", "rh", "ppfd", "airflow", "days"]


def make_trays(n, gen):
    ec = 1.2 + 1.2 * torch.rand(n, generator=gen)
    ph = 5.5 + 1.0 * torch.rand(n, generator=gen)
    ca = 120 + 100 * torch.rand(n, generator=gen)
    temp = 18 + 10 * torch.rand(n, generator=gen)
    rh = 50 + 40 * torch.rand(n, generator=gen)
    ppfd = 150 + 250 * torch.rand(n, generator=gen)
    airflow = torch.rand(n, generator=gen)
    days = torch.randint(20, 45, (n,), generator=gen).float()
    risk = (0.9 * (temp - 23) / 3 + 1.2 * (rh - 70) / 12 - 1.3 * (ca - 170) / 30
            + 0.8 * (ppfd - 275) / 70 - 1.0 * (airflow - 0.5) / 0.3 + 0.6 * (days - 32) / 7
            + 0.5 * (ec - 1.8) / 0.35 + 0.7 * torch.randn(n, generator=gen))
    grade = torch.bucketize(risk, torch.tensor([-0.8, 1.0, 2.6]))
    x = torch.stack([ec, ph, ca, temp, rh, ppfd, airflow, days], 1)
    return x, grade


def init_params(n_in, hidden, classes, gen):
    def uniform(*shape, fan_in):
        bound = 1 / math.sqrt(fan_in)
        return ((torch.rand(*shape, generator=gen) * 2 - 1) * bound).requires_grad_()
    return {"W_in": uniform(n_in, hidden, fan_in=n_in), "b_in": uniform(hidden, fan_in=n_in),
            "W_out": uniform(hidden, classes, fan_in=hidden), "b_out": uniform(classes, fan_in=hidden)}


def class_probs(params, x):
    hidden = torch.tanh(x @ params["W_in"] + params["b_in"])
    logits = hidden @ params["W_out"] + params["b_out"]
    probs = torch.softmax(logits, dim=-1)
    probs.clamp_(min=cfg.eps)
    return probs


def smoothed_nll(probs, grade, classes, smoothing):
    target = torch.full_like(probs, smoothing / classes)
    target[torch.arange(len(grade)), grade] += 1 - smoothing
    return -(target * probs.log()).sum(-1).mean()


def epoch_losses(params, x, y, gen):
    order = torch.randperm(len(y), generator=gen)
    for i in range(0, len(y), cfg.batch):
        j = order[i:i + cfg.batch]
        probs = class_probs(params, x[j])
        yield smoothed_nll(probs, y[j], cfg.classes, cfg.smoothing), probs.detach(), y[j]


def confusion(pred, truth, k):
    m = torch.zeros(k, k, dtype=torch.long)
    m.index_put_((truth, pred), torch.ones_like(truth), accumulate=True)
    return m


def main():
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg.seed)
    x, y = make_trays(cfg.n_trays, gen)
    cut = int(0.8 * cfg.n_trays)
    mu, sd = x[:cut].mean(0), x[:cut].std(0)
    x = (x - mu) / sd
    print("grade counts:", torch.bincount(y, minlength=cfg.classes).tolist())

    params = init_params(len(READINGS), cfg.hidden, cfg.classes, gen)
    opt = torch.optim.AdamW(params.values(), lr=cfg.lr, weight_decay=1e-3)
    for epoch in range(cfg.epochs):
        seen, correct, total = 0, 0, 0.0
        for nll, probs, grade in epoch_losses(params, x[:cut], y[:cut], gen):
            opt.zero_grad()
            nll.backward()
            opt.step()
            total += nll.item() * len(grade)
            correct += (probs.argmax(-1) == grade).sum().item()
            seen += len(grade)
        with torch.no_grad():
            val_pred = class_probs(params, x[cut:]).argmax(-1)
        val_acc = (val_pred == y[cut:]).float().mean().item()
        print(f"epoch {epoch}: nll {total / seen:.3f}  train acc {correct / seen:.3f}  val acc {val_acc:.3f}")
    print(confusion(val_pred, y[cut:], cfg.classes))


if __name__ == "__main__":
    main()
