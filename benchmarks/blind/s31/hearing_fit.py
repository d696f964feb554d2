"""Hearing-aid first fit: prescribe insertion gain per band from the audiogram.

Targets follow a NAL-style rule (about a third of the hearing loss, plus a frequency shaping
and a correction for the loss at 500/1k/2k Hz), limited where feedback is likely.
"""
import enum
from dataclasses import dataclass, replace

import torch
from torch import nn

FREQS_HZ = (250, 500, 1000, 2000, 3000, 4000, 6000, 8000)
SHAPING_DB = torch.tensor([-17.0, -8.0, 1.0, -1.0, -2.0, -2.0, -2.0, -2.0])


class Fit(enum.Flag):
    NONE = 0
    FEEDBACK_GUARD = enum.auto()
    ASYMMETRIC = enum.auto()


@dataclass(frozen=True)
class Setup:
    options: Fit = Fit.FEEDBACK_GUARD
    patients: int = 3000
    epochs: int = 3
    batch_size: int = 64
    lr: float = 2e-3


def audiograms(n, generator):
    kind = torch.randint(0, 3, (n,), generator=generator)
    f = torch.log2(torch.tensor(FREQS_HZ, dtype=torch.float32) / 250)[None, :]
    severity = 20 + 50 * torch.rand(n, 1, generator=generator)
    sloping = severity * (0.3 + 0.25 * f)
    flat = severity.expand(-1, len(FREQS_HZ))
    notch = severity * 0.6 + 25 * torch.exp(-((f - 4.0) ** 2) / 0.3)
    hl = torch.where((kind == 0)[:, None], sloping, torch.where((kind == 1)[:, None], flat, notch))
    return (hl + 5 * torch.randn(hl.shape, generator=generator)).clamp(0, 110)


def prescription(hl, options):
    three_freq = hl[:, 1:4].mean(dim=1, keepdim=True)
    gain = 0.31 * hl + 0.05 * three_freq + SHAPING_DB
    if Fit.FEEDBACK_GUARD in options:
        gain[:, 4:] = gain[:, 4:].clamp(max=30.0)
    return gain.clamp(min=0.0)


class GainPrescriber(nn.Module):
    def __init__(self, bands=len(FREQS_HZ), hidden=64):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(bands, hidden), nn.SiLU(), nn.Linear(hidden, hidden),
                                     nn.SiLU(), nn.Linear(hidden, bands))
        self.slope = nn.Parameter(torch.empty(bands))
        self.band_offset = nn.Parameter(torch.FloatTensor(bands))
        self.reset_parameters()

    def reset_parameters(self):
        nn.init.constant_(self.slope, 0.3)
        for layer in self.encoder:
            if isinstance(layer, nn.Linear):
                nn.init.kaiming_uniform_(layer.weight, a=5 ** 0.5)
                nn.init.zeros_(layer.bias)

    def forward(self, hl_db):
        scaled = hl_db / 100.0
        return self.slope * hl_db + self.band_offset + 10.0 * self.encoder(scaled)


@torch.no_grad()
def band_errors(model, hl, target):
    return (model(hl) - target).abs().mean(dim=0)


def fit(setup, generator):
    hl = audiograms(setup.patients, generator)
    target = prescription(hl, setup.options)
    test_hl = audiograms(600, generator)
    test_target = prescription(test_hl, setup.options)
    model = GainPrescriber()
    opt = torch.optim.Adam(model.parameters(), lr=setup.lr)
    print(f"  untrained: mean abs error {band_errors(model, test_hl, test_target).mean():.2f} dB")
    for epoch in range(setup.epochs):
        order = torch.randperm(setup.patients, generator=generator)
        for i in range(0, setup.patients, setup.batch_size):
            idx = order[i:i + setup.batch_size]
            opt.zero_grad()
            loss = nn.functional.smooth_l1_loss(model(hl[idx]), target[idx], beta=2.0)
            loss.backward()
            opt.step()
        err = band_errors(model, test_hl, test_target)
        print(f"  epoch {epoch}: mean abs error {err.mean():.2f} dB, worst band "
              f"{FREQS_HZ[int(err.argmax())]} Hz ({err.max():.2f} dB)")
    return model


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(12)
    base = Setup()
    for setup in (base, replace(base, options=Fit.NONE)):
        print(f"fitting rule options: {setup.options}")
        fit(setup, g)


if __name__ == "__main__":
    main()
