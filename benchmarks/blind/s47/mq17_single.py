"""Erase-then-classify on frisbee IMU data: classify the throw (backhand / forehand / hammer)
from gyro + accelerometer summary features, then erase the embedding units the classifier leans on
most and train a second head on what is left, so the encoder spreads wobble information out."""
from dataclasses import dataclass

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

THROWS = ("backhand", "forehand", "hammer")


@dataclass
class EraseConfig:
    seed: int = 0
    n_features: int = 18
    emb: int = 32
    lr: float = 2e-3
    erase_frac: float = 0.25
    erase_weight: float = 0.5
    batch: int = 64
    epochs: int = 5
    n_throws: int = 1800


def synth_imu(cfg, gen):
    """Spin rate sign and magnitude, nose angle, wobble (precession) frequency and its decay,
    release tilt, plus noisy nuisance channels."""
    y = torch.randint(0, 3, (cfg.n_throws,), generator=gen)
    spin = torch.tensor([1.0, -1.0, -0.6])[y] * (8 + 2 * torch.rand(cfg.n_throws, generator=gen))
    tilt = torch.tensor([0.1, -0.2, 1.3])[y] + 0.2 * torch.randn(cfg.n_throws, generator=gen)
    wobble_hz = (torch.tensor([2.0, 3.0, 4.5])[y] + 0.5 * torch.randn(cfg.n_throws, generator=gen)).abs()
    decay = 0.5 + 0.3 * torch.rand(cfg.n_throws, generator=gen)
    core = torch.stack([spin / 10, tilt, wobble_hz / 3, decay, spin * tilt / 10, wobble_hz * decay / 3], 1)
    nuisance = torch.randn(cfg.n_throws, cfg.n_features - core.shape[1], generator=gen)
    x = torch.cat([core + 0.3 * torch.randn(core.shape, generator=gen), nuisance], 1)
    return x, y


class ThrowEncoder(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(cfg.n_features, 64), nn.ReLU(), nn.Linear(64, cfg.emb), nn.ReLU())

    def forward(self, x):
        return self.net(x)


class ThrowClassifier(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.encoder = ThrowEncoder(cfg)
        self.main_head = nn.Linear(cfg.emb, len(THROWS))
        self.erased_head = nn.Linear(cfg.emb, len(THROWS))

    def forward(self, x):
        emb = self.encoder(x)
        return emb, self.main_head(emb)


def train_step(optimizer, loss):
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()


class EraseThenClassify:
    def __init__(self, cfg):
        self.cfg = cfg
        self.model = ThrowClassifier(cfg)
        self.opt = torch.optim.Adam(self.model.parameters(), lr=cfg.lr)
        self.k = int(cfg.erase_frac * cfg.emb)

    def update(self, x, y):
        emb, logits = self.model(x)
        cls_loss = F.cross_entropy(logits, y)
        train_step(self.opt, cls_loss)
        mask = self._salient_mask(emb)
        erase_loss = self._erase_step(x, y, mask)
        acc = (logits.argmax(-1) == y).float().mean().item()
        return {"cls": cls_loss.item(), "erased": erase_loss, "acc": acc}

    def _salient_mask(self, emb):
        saliency = emb.grad.abs().mean(0)
        mask = torch.ones(self.cfg.emb)
        mask[saliency.topk(self.k).indices] = 0.0
        return mask

    def _erase_step(self, x, y, mask):
        emb = self.model.encoder(x) * mask
        loss = self.cfg.erase_weight * F.cross_entropy(self.model.erased_head(emb), y)
        train_step(self.opt, loss)
        return loss.item()

    @torch.no_grad()
    def evaluate(self, x, y):
        _, logits = self.model(x)
        return (logits.argmax(-1) == y).float().mean().item()


class Trainer:
    def __init__(self, algo, data, cfg, gen):
        self.algo, self.data, self.cfg, self.gen = algo, data, cfg, gen

    def fit(self, val):
        for epoch in range(self.cfg.epochs):
            logs = self._run_epoch()
            print(f"epoch {epoch} " + " ".join(f"{k}={np.mean(v):.3f}" for k, v in logs.items())
                  + f" | val acc {self.algo.evaluate(*val):.3f}")

    def _run_epoch(self):
        x, y = self.data
        logs = {}
        for idx in torch.randperm(x.shape[0], generator=self.gen).split(self.cfg.batch):
            for k, v in self._train_step(x[idx], y[idx]).items():
                logs.setdefault(k, []).append(v)
        return logs

    def _train_step(self, xb, yb):
        return self.algo.update(xb, yb)


class Experiment:
    def __init__(self, cfg):
        self.cfg = cfg

    def run(self):
        gen = torch.Generator().manual_seed(self.cfg.seed)
        x, y = synth_imu(self.cfg, gen)
        n_val = len(y) // 5
        Trainer(EraseThenClassify(self.cfg), (x[n_val:], y[n_val:]), self.cfg, gen).fit((x[:n_val], y[:n_val]))


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    Experiment(EraseConfig()).run()


if __name__ == "__main__":
    main()
