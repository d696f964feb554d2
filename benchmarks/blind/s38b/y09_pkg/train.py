from types import SimpleNamespace

import torch

from .models import build_model
from .trainer import SeparationTrainer


def synth_batch(cfg, batch=8, frames=20):
    freqs = torch.arange(cfg.bins).float()
    voice_f0 = torch.randint(3, 10, (batch, 1, 1)).float()
    voice = torch.exp(-((freqs - voice_f0) ** 2) / 2).expand(batch, frames, cfg.bins) * torch.rand(batch, frames, 1)
    drums = (torch.rand(batch, frames, 1) > 0.7).float() * torch.linspace(1, 0.2, cfg.bins)
    refs = {"vocals": voice, "drums": drums}
    return voice + drums, refs


def main():
    torch.manual_seed(0)
    cfg = SimpleNamespace(sources=("vocals", "drums"), bins=24, hidden=32, optimizer="Adam",
                          lr=2e-3, steps=20, log_every=5)
    model = build_model(cfg)
    SeparationTrainer(model, cfg).fit(lambda: synth_batch(cfg))


if __name__ == "__main__":
    main()
