"""Paint drying time from a wet-film reflectance spectrum plus room conditions.

Stage 1 pretrains a spectral encoder as an autoencoder on unlabelled scans.
Stage 2 freezes the encoder (features computed without autograd to save memory/time)
and fits a small regression head for touch-dry time (minutes).
"""
import contextlib
import time
from dataclasses import dataclass

import torch
from torch import nn
import torch.nn.functional as F

BANDS = 64


@dataclass
class Cfg:
    unlabelled: int = 4096
    labelled: int = 2048
    batch: int = 128
    pre_epochs: int = 3
    head_epochs: int = 12
    freeze_encoder: bool = True
    amp: bool = False
    seed: int = 0


def scans(n, gen):
    wl = torch.linspace(400, 1000, BANDS)
    solvent = torch.rand(n, 1, generator=gen)                      # solvent fraction
    pigment = torch.rand(n, 3, generator=gen)
    film_um = 40 + 80 * torch.rand(n, 1, generator=gen)
    centers = torch.tensor([450.0, 550.0, 650.0])
    absorb = (pigment[:, :, None] * torch.exp(-((wl - centers[:, None]) / 40) ** 2)).sum(1)
    water_band = torch.exp(-((wl - 970) / 25) ** 2)
    refl = 0.9 - 0.5 * absorb - 0.3 * solvent * water_band - 0.001 * film_um \
        + 0.01 * torch.randn(n, BANDS, generator=gen)
    temp = 12 + 18 * torch.rand(n, 1, generator=gen)
    rh = 0.3 + 0.6 * torch.rand(n, 1, generator=gen)
    airflow = torch.rand(n, 1, generator=gen)
    minutes = (20 + 90 * solvent * (film_um / 80) ** 1.5 * (1 + 1.5 * rh)
               * torch.exp(-(temp - 20) / 15) / (1 + airflow)
               + 3 * torch.randn(n, 1, generator=gen))
    env = torch.cat([(temp - 21) / 5.2, (rh - 0.6) / 0.17, (airflow - 0.5) / 0.29], 1)
    return (refl - 0.6) / 0.15, env, minutes.squeeze(1)


class SpectralEncoder(nn.Module):
    def __init__(self, code=16):
        super().__init__()
        self.enc = nn.Sequential(nn.Linear(BANDS, 128), nn.GELU(), nn.Linear(128, code))
        self.dec = nn.Sequential(nn.Linear(code, 128), nn.GELU(), nn.Linear(128, BANDS))

    def forward(self, s):
        return self.enc(s)


class DryTimeHead(nn.Module):
    def __init__(self, code=16, n_env=3):
        super().__init__()
        self.mlp = nn.Sequential(nn.Linear(code + n_env, 64), nn.GELU(),
                                 nn.Linear(64, 64), nn.GELU(), nn.Linear(64, 1))

    def forward(self, z, env):
        return self.mlp(torch.cat([z, env], 1)).squeeze(1)


def pretrain(encoder, spectra, cfg, gen):
    opt = torch.optim.AdamW(encoder.parameters(), lr=2e-3, foreach=True)
    for ep in range(cfg.pre_epochs):
        order = torch.randperm(spectra.shape[0], generator=gen)
        for s in range(0, spectra.shape[0], cfg.batch):
            sb = spectra[order[s:s + cfg.batch]]
            opt.zero_grad(set_to_none=True)
            recon = encoder.dec(encoder(sb))
            rec_loss = F.mse_loss(recon, sb)
            rec_loss.backward()
            opt.step()
        print(f"pretrain epoch {ep}: reconstruction mse {rec_loss.item():.4f}")


class HeadTrainer:
    def __init__(self, encoder, head, cfg):
        self.encoder, self.head, self.cfg = encoder, head, cfg
        self.opt = torch.optim.Adam(head.parameters(), lr=3e-3, foreach=True)
        self.t_mean, self.t_std = 80.0, 55.0

    def encoder_ctx(self):
        return torch.no_grad() if self.cfg.freeze_encoder else contextlib.nullcontext()

    def predict(self, spectra, env):
        with self.encoder_ctx(), torch.autocast("cpu", dtype=torch.bfloat16, enabled=self.cfg.amp):
            z = self.encoder(spectra)
            out = self.head(z.float(), env)
        return out.float() * self.t_std + self.t_mean

    def fit(self, spectra, env, minutes, gen):
        self.encoder.eval()
        self.head.train()
        for ep in range(self.cfg.head_epochs):
            t0 = time.perf_counter()
            order = torch.randperm(spectra.shape[0], generator=gen)
            for s in range(0, spectra.shape[0], self.cfg.batch):
                idx = order[s:s + self.cfg.batch]
                self.opt.zero_grad(set_to_none=True)
                pred = self.predict(spectra[idx], env[idx])
                fit_loss = F.huber_loss(pred, minutes[idx], delta=5.0)
                fit_loss.backward()
                self.opt.step()
            rate = spectra.shape[0] / (time.perf_counter() - t0)
            print(f"head epoch {ep}: huber {fit_loss.item():.3f}  {rate:.0f} scans/s")


def main(cfg=Cfg()):
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg.seed)
    raw, _, _ = scans(cfg.unlabelled, gen)
    spectra, env, minutes = scans(cfg.labelled, gen)
    sv, ev, mv = scans(512, gen)
    encoder = SpectralEncoder()
    pretrain(encoder, raw, cfg, gen)
    for p in encoder.parameters():
        p.requires_grad_(False)
    trainer = HeadTrainer(encoder, DryTimeHead(), cfg)
    trainer.fit(spectra, env, minutes, gen)
    with torch.no_grad():
        trainer.head.eval()
        mae = (trainer.predict(sv, ev) - mv).abs().mean().item()
    print(f"valid MAE of touch-dry time: {mae:.1f} min")


if __name__ == "__main__":
    main()
