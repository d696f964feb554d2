import torch
from torch.utils.data import DataLoader, TensorDataset

METHODS = ("plain_bob", "grandsire", "stedman", "cambridge")
NUMERIC = ("place", "handstroke", "bell_cwt", "row_ms", "prev_error", "is_dodging")


def practice_night(cfg, g):
    n = cfg.n_blows
    bell = torch.randint(0, cfg.n_bells, (n,), generator=g)
    ringer = torch.randint(0, cfg.n_ringers, (n,), generator=g)
    method = torch.randint(0, len(METHODS), (n,), generator=g)
    place = torch.randint(0, cfg.n_bells, (n,), generator=g).float()
    handstroke = (torch.rand(n, generator=g) < 0.5).float()
    cwt = 4 + 2.5 * bell.float() + torch.rand(n, generator=g)          # tenor is heaviest
    row_ms = 1900 + 250 * torch.rand(n, generator=g)
    prev_err = 30 * torch.randn(n, generator=g)
    dodging = (torch.rand(n, generator=g) < 0.2).float()
    skill = 40 * torch.rand(cfg.n_ringers, generator=g)
    difficulty = torch.tensor([0.0, 8.0, 15.0, 22.0])
    error = (0.5 * prev_err + 0.8 * cwt * (1 - handstroke) - skill[ringer] + difficulty[method]
             + 12 * dodging + 0.02 * (row_ms - 2000) + 6 * (place == 0).float())
    error = error + 10 * torch.randn(n, generator=g)
    numeric = torch.stack([place, handstroke, cwt, row_ms, prev_err, dodging], 1)
    numeric = (numeric - numeric.mean(0)) / numeric.std(0)
    return numeric, bell, ringer, method, error / 30


def loaders(cfg):
    g = torch.Generator().manual_seed(cfg.seed)
    tensors = practice_night(cfg, g)
    v = cfg.n_val
    train = TensorDataset(*(t[v:] for t in tensors))
    val = TensorDataset(*(t[:v] for t in tensors))
    return (DataLoader(train, batch_size=cfg.batch_size, shuffle=True, generator=g),
            DataLoader(val, batch_size=400))
