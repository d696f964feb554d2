"""Shot-make probability (expected field goal %) from player-tracking features."""
from dataclasses import dataclass, field
from typing import Any, Callable, Dict

import torch
import torch.nn.functional as F
from torch import nn


@dataclass
class Config:
    n_players: int = 60
    n_shots: int = 6000
    player_dim: int = 8
    player_max_norm: float = 1.0
    hidden: int = 64
    label_smoothing: float = 0.02
    epochs: int = 6
    batch_size: int = 256
    optim: str = "AdamW"
    optim_kwargs: Dict[str, Any] = field(default_factory=lambda: {"lr": 3e-3, "weight_decay": 1e-4})
    seed: int = 0


FEATURES: Dict[str, Callable[[Dict[str, torch.Tensor]], torch.Tensor]] = {
    "distance": lambda s: s["dist"] / 28.0,
    "angle": lambda s: torch.cos(s["angle"]),
    "three": lambda s: (s["dist"] > 23.75).float(),
    "defender": lambda s: torch.log1p(s["def_dist"]) / 2.5,
    "shot_clock": lambda s: s["clock"] / 24.0,
    "catch_shoot": lambda s: s["catch"],
}


def simulate_shots(cfg: Config, gen):
    n = cfg.n_shots
    s = {
        "player": torch.randint(0, cfg.n_players, (n,), generator=gen),
        "dist": 30 * torch.rand(n, generator=gen) ** 0.8,
        "angle": (torch.rand(n, generator=gen) - 0.5) * torch.pi,
        "def_dist": 8 * torch.rand(n, generator=gen),
        "clock": 24 * torch.rand(n, generator=gen),
        "catch": (torch.rand(n, generator=gen) < 0.4).float(),
    }
    skill = 0.4 * torch.randn(cfg.n_players, generator=gen)
    logit = (1.2 - 0.09 * s["dist"] + 0.25 * torch.log1p(s["def_dist"]) + 0.2 * s["catch"]
             - 0.3 * (s["clock"] < 4).float() + skill[s["player"]])
    made = (torch.rand(n, generator=gen) < torch.sigmoid(logit)).float()
    x = torch.stack([fn(s) for fn in FEATURES.values()], dim=-1)
    return x, s["player"], made


class ShotModel(nn.Module):
    def __init__(self, n_features, n_players, *, player_dim, hidden):
        super().__init__()
        self.players = nn.Embedding(n_players, player_dim)
        self.mlp = nn.Sequential(
            nn.Linear(n_features + player_dim, hidden), nn.ReLU(inplace=True),
            nn.Linear(hidden, hidden), nn.ReLU(inplace=True),
            nn.Linear(hidden, 1),
        )

    def forward(self, x, player):
        return self.mlp(torch.cat([x, self.players(player)], dim=-1)).squeeze(-1)


@torch.no_grad()
def renorm_rows_(weight: torch.Tensor, max_norm: float) -> None:
    norms = weight.norm(dim=1, keepdim=True)
    weight.mul_((max_norm / norms).clamp(max=1.0))


def smoothed_bce(logits, target, *, smoothing):
    prob = torch.sigmoid(logits)
    prob_c = prob.clone()
    prob_c.clamp_(1e-4, 1 - 1e-4)
    target = target * (1 - smoothing) + 0.5 * smoothing
    return F.binary_cross_entropy(prob_c, target), prob


def brier_and_logloss(model, x, player, made):
    with torch.no_grad():
        p = torch.sigmoid(model(x, player))
    return ((p - made) ** 2).mean().item(), F.binary_cross_entropy(p, made).item()


def main(cfg: Config = Config()):
    torch.set_num_threads(1)
    torch.manual_seed(cfg.seed)
    gen = torch.Generator().manual_seed(cfg.seed)
    x, player, made = simulate_shots(cfg, gen)
    cut = int(0.8 * len(x))
    model = ShotModel(x.shape[-1], cfg.n_players, player_dim=cfg.player_dim, hidden=cfg.hidden)
    opt = getattr(torch.optim, cfg.optim)(model.parameters(), **cfg.optim_kwargs)

    for epoch in range(cfg.epochs):
        model.train()
        perm = torch.randperm(cut, generator=gen)
        for i in range(0, cut, cfg.batch_size):
            idx = perm[i:i + cfg.batch_size]
            loss, prob = smoothed_bce(model(x[idx], player[idx]), made[idx], smoothing=cfg.label_smoothing)
            opt.zero_grad(set_to_none=True)
            loss.backward()
            opt.step()
            renorm_rows_(model.players.weight, cfg.player_max_norm)
        model.eval()
        brier, ll = brier_and_logloss(model, x[cut:], player[cut:], made[cut:])
        print(f"epoch {epoch}: train loss {loss.item():.4f}  val brier {brier:.4f}  val logloss {ll:.4f}")
    print(f"max player-embedding norm {model.players.weight.norm(dim=1).max().item():.3f}")
    return model


if __name__ == "__main__":
    main()
