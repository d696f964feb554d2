"""Escape-room completion-time model: a mixture density network over minutes-to-escape.

Teams either solve a room cleanly, solve it after a long stall, or run close to the 60 minute
cap, so the conditional distribution is multi-modal. Ported from a Flax MDN; the network is an
init/apply pair over a dict of tensors.
"""
import math
from dataclasses import dataclass

import torch
import torch.nn.functional as F

ROOMS = ("pharaoh", "submarine", "asylum", "heist", "wizard")


@dataclass
class Config:
    seed: int = 0
    n_games: int = 5000
    hidden: int = 64
    components: int = 3
    lr: float = 2e-3
    batch: int = 128
    epochs: int = 5


def simulate_games(gen, n):
    room = torch.randint(0, len(ROOMS), (n,), generator=gen)
    team = torch.randint(2, 7, (n,), generator=gen).float()
    experience = torch.poisson(torch.full((n,), 3.0), generator=gen)
    hints = torch.poisson(torch.full((n,), 1.5), generator=gen)
    difficulty = torch.tensor([0.2, 0.5, 0.9, 0.7, 0.4])[room]
    skill = 0.15 * experience + 0.1 * (team - 4).abs().neg() - difficulty
    mode = torch.multinomial(torch.stack([torch.sigmoid(2 * skill + 1), 0.3 * torch.ones(n),
                                          torch.sigmoid(-2 * skill)], 1), 1, generator=gen).squeeze(1)
    centre = torch.stack([38 - 6 * skill, 50 - 2 * skill + hints, 58.5 + 0 * skill], 1)
    spread = torch.tensor([4.0, 3.0, 1.0])
    minutes = centre.gather(1, mode[:, None]).squeeze(1) + spread[mode] * torch.randn(n, generator=gen)
    x = torch.cat([F.one_hot(room, len(ROOMS)).float(),
                   torch.stack([team / 6, experience / 5, hints / 3], 1)], 1)
    return x, minutes.clamp(10, 60) / 60.0


def init(gen, d_in, hidden, k):
    def leaf(*shape, scale):
        return (torch.randn(*shape, generator=gen) * scale).requires_grad_()
    return {
        "w_in": leaf(d_in, hidden, scale=1 / math.sqrt(d_in)), "b_in": torch.zeros(hidden, requires_grad=True),
        "w_mid": leaf(hidden, hidden, scale=1 / math.sqrt(hidden)), "b_mid": torch.zeros(hidden, requires_grad=True),
        "w_out": leaf(hidden, 3 * k, scale=0.1 / math.sqrt(hidden)), "b_out": torch.zeros(3 * k, requires_grad=True),
    }


def apply(params, x):
    h = torch.tanh(x @ params["w_in"] + params["b_in"])
    h = torch.tanh(h @ params["w_mid"] + params["b_mid"])
    logits, mu, log_sigma = (h @ params["w_out"] + params["b_out"]).chunk(3, dim=-1)
    weights = torch.exp(logits - logits.amax(-1, keepdim=True))
    weights /= weights.sum(-1, keepdim=True)
    return weights, torch.sigmoid(mu), log_sigma.clamp(-5.0, 1.0) - 2.0


def mixture_nll(params, x, y):
    weights, mu, log_sigma = apply(params, x)
    z = (y[:, None] - mu) / log_sigma.exp()
    comp = -0.5 * z.pow(2) - log_sigma - 0.5 * math.log(2 * math.pi)
    return -torch.logsumexp(torch.log(weights + 1e-8) + comp, dim=-1).mean()


def main(cfg=Config()):
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg.seed)
    x, y = simulate_games(gen, cfg.n_games)
    xv, yv = simulate_games(gen, 1000)
    params = init(gen, x.shape[1], cfg.hidden, cfg.components)
    adam = torch.optim.Adam(params.values(), lr=cfg.lr)

    for epoch in range(cfg.epochs):
        perm = torch.randperm(len(y), generator=gen)
        total, n = 0.0, 0
        for s in range(0, len(y), cfg.batch):
            idx = perm[s:s + cfg.batch]
            nll = mixture_nll(params, x[idx], y[idx])
            adam.zero_grad()
            nll.backward()
            adam.step()
            total, n = total + nll.item() * len(idx), n + len(idx)
        with torch.no_grad():
            v = mixture_nll(params, xv, yv).item()
        print(f"epoch {epoch}: train nll {total / n:.3f}  valid nll {v:.3f}")

    with torch.no_grad():
        w, mu, _ = apply(params, xv[:3])
    for row_w, row_mu in zip(w, mu):
        print("  modes (min):", ", ".join(f"{60 * m:.1f} (p={p:.2f})" for p, m in zip(row_w, row_mu)))


if __name__ == "__main__":
    main()
