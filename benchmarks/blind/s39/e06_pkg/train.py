"""python -m e06_pkg.train"""
import torch

from .models import SpectraNet, UncertaintyWeighting
from .runner import LoggerHook, Runner, ValHook

OPTIM = {
    "model": {"type": "AdamW", "lr": 3e-3, "weight_decay": 1e-4,
              "clip_grad": {"max_norm": 5.0}},
    "weighting": {"type": "Adam", "lr": 1e-2},
}


def synth_spectra(n, bands=128, seed=0):
    """Absorbance = sum of property-dependent Gaussian bands + baseline + noise."""
    g = torch.Generator().manual_seed(seed)
    wl = torch.linspace(0, 1, bands)
    props = torch.rand(n, 4, generator=g)
    centers = torch.tensor([0.15, 0.4, 0.62, 0.85])
    widths = torch.tensor([0.04, 0.06, 0.03, 0.08])
    bumps = torch.exp(-((wl[None, None] - centers[None, :, None]) / widths[None, :, None]) ** 2)
    spectra = (props[:, :, None] * bumps).sum(1)
    spectra = spectra + 0.3 * wl * torch.rand(n, 1, generator=g)
    spectra = spectra + 0.02 * torch.randn(n, bands, generator=g)
    scale = torch.tensor([1.0, 2.0, 0.5, 4.0])  # targets have very different noise/scale
    targets = props * scale + 0.05 * scale * torch.randn(n, 4, generator=g)
    return spectra, targets


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train = synth_spectra(512, seed=0)
    val = synth_spectra(128, seed=1)

    def loader():
        perm = torch.randperm(len(train[0]))
        for s in range(0, len(perm), 32):
            j = perm[s:s + 32]
            yield train[0][j], train[1][j]

    runner = Runner(SpectraNet(), UncertaintyWeighting(), OPTIM, loader, val,
                    max_epochs=4, hooks=[LoggerHook(interval=16), ValHook()])
    runner.train()


if __name__ == "__main__":
    main()
