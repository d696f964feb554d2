import torch
from torch.utils.data import DataLoader, TensorDataset

COLUMNS = ("sap_sugar_pct", "sap_litres", "pan_temp_c", "boil_minutes", "pressure_kpa",
           "drawoff_above_bp_c", "niter_level", "defoamer_ml")


def boil_log(n, generator):
    sap_sugar = 1.2 + 2.0 * torch.rand(n, generator=generator)
    sap_litres = 200 + 600 * torch.rand(n, generator=generator)
    pan_temp = 103 + 2.5 * torch.rand(n, generator=generator)
    boil_min = 60 + 180 * torch.rand(n, generator=generator)
    pressure = 96 + 8 * torch.rand(n, generator=generator)
    drawoff = 3.5 + 1.0 * torch.rand(n, generator=generator)
    niter = torch.rand(n, generator=generator)
    defoamer = 5 * torch.rand(n, generator=generator)
    x = torch.stack([sap_sugar, sap_litres, pan_temp, boil_min, pressure, drawoff, niter, defoamer], 1)
    # Brix at draw-off is set mostly by the temperature above the boiling point of water,
    # corrected for barometric pressure; sugar sand (niter) and a short boil pull it off target
    brix = 66.5 + 3.2 * (drawoff - 4.0) + 0.08 * (pressure - 100) - 1.1 * niter
    brix = brix - 0.9 * torch.exp(-(boil_min - 60) / 40) + 0.15 * (sap_sugar - 2.2) + 0.05 * defoamer
    brix = brix + 0.25 * torch.randn(n, generator=generator)
    return x, brix


def loaders(settings):
    g = torch.Generator().manual_seed(settings.seed)
    x, brix = boil_log(settings.n_batches_logged, g)
    n_hold = int(settings.holdout * len(x))
    mu, sd = x[n_hold:].mean(0), x[n_hold:].std(0)
    x = (x - mu) / sd
    train = TensorDataset(x[n_hold:], brix[n_hold:])
    hold = TensorDataset(x[:n_hold], brix[:n_hold])
    return (DataLoader(train, batch_size=settings.micro_batch, shuffle=True, generator=g, drop_last=True),
            DataLoader(hold, batch_size=256))
