"""Fermentation indigo vat (sukumo / wheat-bran vat): next-morning pH and redox potential
from the last feed and lime addition. The dye house has only a few hundred logged mornings,
so the network is regularised with weight noise (Graves 2011): every training forward
runs with Gaussian-perturbed weight matrices."""
from contextlib import contextmanager

import torch
from torch import nn

INPUTS = ("lime_g", "bran_g", "days_since_feed", "vat_temp_c", "sukumo_kg", "volume_l",
          "ph_now")
PLAN = {"hidden": 32, "lr": 5e-3, "epochs": 40, "batch": 32, "weight_noise": 0.15}


def vat_mornings(n, generator):
    g = generator
    lime = 60.0 * torch.rand(n, generator=g)
    bran = 100.0 * torch.rand(n, generator=g)
    days = 1.0 + 6.0 * torch.rand(n, generator=g)
    temp = 18.0 + 12.0 * torch.rand(n, generator=g)
    sukumo = 5.0 + 15.0 * torch.rand(n, generator=g)
    volume = 100.0 + 300.0 * torch.rand(n, generator=g)
    ph_now = 10.2 + 1.0 * torch.rand(n, generator=g)

    dose = lime / volume * 100.0
    acid = 0.01 * bran * (temp - 12.0) / 10.0 * torch.exp(-days / 3.0) / (volume / 200.0)
    ph = ph_now + 0.9 * torch.tanh(dose / 8.0) - 0.35 * acid
    orp = -560.0 - 60.0 * (ph - 10.5) + 25.0 * torch.exp(-days / 2.0) - 4.0 * (sukumo - 10.0)
    target = torch.stack([ph + 0.03 * torch.randn(n, generator=g),
                          (orp + 8.0 * torch.randn(n, generator=g)) / 100.0], 1)
    x = torch.stack([lime / 60.0, bran / 100.0, days / 7.0, (temp - 24.0) / 6.0,
                     sukumo / 20.0, volume / 400.0, ph_now - 10.7], 1)
    return x, target


class VatNet(nn.Module):
    def __init__(self, n_in, hidden):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(n_in, hidden), nn.Tanh(),
                                  nn.Linear(hidden, hidden), nn.Tanh(),
                                  nn.Linear(hidden, 2))
        self.register_buffer("offset", torch.tensor([10.5, -5.6]))

    def forward(self, x):
        return self.offset + self.body(x)


@contextmanager
def weight_noise(model, scale, generator):
    """Perturb every weight matrix in place for the duration of the block."""
    applied = []
    for param in model.parameters():
        if param.dim() < 2:
            continue
        size = param.detach().abs().mean()
        noise = torch.randn(param.shape, generator=generator) * scale * size
        param.data.add_(noise)
        applied.append((param, noise))
    try:
        yield
    finally:
        for param, noise in applied:
            param.data.sub_(noise)


@torch.no_grad()
def report(model, x, target):
    model.eval()
    mae = (model(x) - target).abs().mean(0)
    model.train()
    return mae[0].item(), 100.0 * mae[1].item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(15)
    x, target = vat_mornings(320, gen)
    xv, target_v = vat_mornings(300, gen)

    model = VatNet(len(INPUTS), PLAN["hidden"])
    optimizer = torch.optim.Adam(model.parameters(), lr=PLAN["lr"])
    weights = torch.tensor([1.0, 0.5])
    ph_mae, orp_mae = report(model, xv, target_v)
    print(f"untrained: pH mae {ph_mae:.3f}, ORP mae {orp_mae:.1f} mV")
    for epoch in range(PLAN["epochs"]):
        order = torch.randperm(len(x), generator=gen)
        for idx in order.split(PLAN["batch"]):
            with weight_noise(model, PLAN["weight_noise"], gen):
                pred = model(x[idx])
                loss = (weights * (pred - target[idx]) ** 2).mean()
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        if epoch % 10 == 9:
            ph_mae, orp_mae = report(model, xv, target_v)
            print(f"epoch {epoch + 1}: pH mae {ph_mae:.3f}, ORP mae {orp_mae:.1f} mV")


if __name__ == "__main__":
    main()
