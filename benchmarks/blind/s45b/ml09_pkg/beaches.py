import torch

BEACHES = ["tarifa", "maui_kanaha", "leucate", "dakhla"]
# beach: (mean wind knots, chop, offshore current)
CONDITIONS = {"tarifa": (24.0, 0.8, 0.1), "maui_kanaha": (20.0, 0.5, 0.4),
              "leucate": (28.0, 1.0, 0.0), "dakhla": (22.0, 0.1, 0.2)}


def sessions(batch, seed=0):
    """Endless mixed-beach minibatches: x (wind, gust, chop, sailor kg, board litres), y (downhaul cm, outhaul cm)."""
    gen = torch.Generator().manual_seed(seed)
    while True:
        beach = torch.randint(0, len(BEACHES), (batch,), generator=gen)
        cond = torch.tensor([CONDITIONS[BEACHES[b]] for b in beach.tolist()])
        wind = cond[:, 0] + 4.0 * torch.randn(batch, generator=gen)
        gust = wind * (1.1 + 0.3 * torch.rand(batch, generator=gen))
        chop = cond[:, 1] + 0.2 * torch.randn(batch, generator=gen)
        kg = 60.0 + 35.0 * torch.rand(batch, generator=gen)
        litres = 80.0 + 60.0 * torch.rand(batch, generator=gen)
        downhaul = 2.0 + 0.35 * (gust - 20.0) - 0.05 * (kg - 75.0) + 1.5 * chop + 3.0 * cond[:, 2]
        outhaul = 1.0 + 0.12 * (wind - 20.0) + 0.02 * (100.0 - litres) - 0.8 * cond[:, 2]
        x = torch.stack([(wind - 24) / 5, (gust - 28) / 6, chop, (kg - 77) / 10, (litres - 110) / 17], 1)
        y = torch.stack([downhaul, outhaul], 1) / 3.0
        yield x, y + 0.03 * torch.randn(y.shape, generator=gen), beach
