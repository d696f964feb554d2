"""Synthetic bookings from a chain of escape rooms: team and room descriptors,
target = minutes needed to escape (capped at the 90-minute limit)."""
import torch

FEATURES = ["team_size", "rooms_played", "puzzle_count", "difficulty",
            "hints_used", "padlocks", "native_language", "mean_age"]


def make_teams(n, seed):
    g = torch.Generator().manual_seed(seed)
    team_size = torch.randint(2, 8, (n,), generator=g).float()
    rooms_played = torch.poisson(torch.full((n,), 3.0), generator=g)
    puzzles = torch.randint(8, 25, (n,), generator=g).float()
    difficulty = 1 + 4 * torch.rand(n, generator=g)
    hints = torch.poisson(0.8 * difficulty, generator=g)
    padlocks = torch.randint(2, 12, (n,), generator=g).float()
    native = (torch.rand(n, generator=g) < 0.8).float()
    age = 20 + 25 * torch.rand(n, generator=g)
    minutes = (22 + 1.6 * puzzles + 4.5 * difficulty ** 1.3 - 8 * torch.log1p(rooms_played)
               + 1.4 * (team_size - 4.5) ** 2 + 2.0 * hints - 5 * native
               + 0.12 * (age - 30) + 0.5 * padlocks + 3 * torch.randn(n, generator=g))
    minutes = minutes.clamp(18, 90)
    x = torch.stack([team_size, rooms_played, puzzles, difficulty, hints, padlocks, native, age], 1)
    return x, minutes


def split(x, y, val_frac, test_frac, seed):
    g = torch.Generator().manual_seed(seed + 1)
    perm = torch.randperm(len(y), generator=g)
    n_test, n_val = int(test_frac * len(y)), int(val_frac * len(y))
    te, va, tr = perm[:n_test], perm[n_test:n_test + n_val], perm[n_test + n_val:]
    mu, sd = x[tr].mean(0), x[tr].std(0)
    scale = lambda idx: ((x[idx] - mu) / sd, y[idx] / 60.0)
    return scale(tr), scale(va), scale(te)
