"""Synthetic visitor paths through 20 gallery rooms (ticket scans + beacon pings)."""
import torch

N_ROOMS = 20
PATH_LEN = 5


def room_layout(seed=0):
    g = torch.Generator().manual_seed(seed)
    pos = torch.rand(N_ROOMS, 2, generator=g) * 100                  # floor-plan coordinates, m
    theme = torch.randint(0, 4, (N_ROOMS,), generator=g)             # antiquities, old masters, modern, design
    return pos, theme


def visitor_paths(n=6000, seed=41):
    g = torch.Generator().manual_seed(seed)
    pos, theme = room_layout()
    dist = torch.cdist(pos, pos)
    taste = torch.randint(0, 4, (n,), generator=g)
    paths = torch.zeros(n, PATH_LEN + 1, dtype=torch.long)
    paths[:, 0] = torch.randint(0, N_ROOMS, (n,), generator=g)
    for k in range(1, PATH_LEN + 1):
        here = paths[:, k - 1]
        logits = -dist[here] / 15 + 1.5 * (theme[None] == taste[:, None]).float()
        logits[torch.arange(n), here] = -1e9
        paths[:, k] = torch.multinomial(torch.softmax(logits, 1), 1, generator=g).squeeze(1)
    group = torch.randint(1, 6, (n,), generator=g).float()
    guide = (torch.rand(n, generator=g) < 0.35).float()
    hour = 10 + 7 * torch.rand(n, generator=g)
    last = paths[:, -2]                                              # the room being scanned now
    dwell = (4 + 6 * (theme[last] == taste).float() + 3 * guide - 0.5 * (hour - 10)
             + 0.8 * group) * torch.exp(0.25 * torch.randn(n, generator=g))
    stop = torch.bernoulli(torch.sigmoid(-1.5 + 3.5 * guide + (theme[last] == taste).float()), generator=g)
    meta = torch.stack([group / 5, guide, (hour - 10) / 7], 1)
    return {"history": paths[:, :-1], "next_room": paths[:, -1], "meta": meta,
            "dwell_min": dwell, "guide_stop": stop}


def cooccurrence_vectors(paths, dim=8):
    """'Pretrained' room vectors: SVD of the room-to-room transition counts."""
    counts = torch.zeros(N_ROOMS, N_ROOMS)
    for a, b in zip(paths[:, :-1].reshape(-1), paths[:, 1:].reshape(-1)):
        counts[a, b] += 1
    u, s, _ = torch.linalg.svd(torch.log1p(counts))
    return u[:, :dim] * s[:dim].sqrt()
