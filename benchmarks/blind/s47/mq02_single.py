"""Leaky-faucet drip rhythm: a GRU reads drip intervals and predicts the next interval and
whether the faucet is in its period-doubling ("double drip") regime; a small calibration net maps
drip interval to drop volume. Truncated BPTT over a long synthetic recording."""
import math
from dataclasses import dataclass

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


@dataclass
class DripConfig:
    seed: int = 0
    hidden: int = 32
    chunk: int = 25
    n_streams: int = 16
    length: int = 400
    lr: float = 3e-3
    vol_lr: float = 1e-2
    epochs: int = 3
    clip: float = 1.0


def synth_recordings(cfg):
    """Drip intervals of a tap slowly opened then closed: below a flow threshold the drips are
    periodic, above it they alternate long/short (period doubling)."""
    rng = np.random.default_rng(cfg.seed)
    t = np.linspace(0, 1, cfg.length)
    flow = 0.4 + 0.5 * np.sin(math.pi * t)[None, :] + 0.05 * rng.standard_normal((cfg.n_streams, 1))
    doubled = (flow > 0.75).astype(np.float32)
    alt = np.where(np.arange(cfg.length) % 2 == 0, 1.0, -1.0)[None, :]
    interval = 1.0 / flow + doubled * 0.25 * alt + 0.02 * rng.standard_normal(flow.shape)
    volume = 0.05 + 0.03 * interval + 0.005 * rng.standard_normal(flow.shape)
    x = torch.tensor(interval, dtype=torch.float32).unsqueeze(-1)
    return x, torch.tensor(doubled), torch.tensor(volume, dtype=torch.float32)


class DripRhythmNet(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.gru = nn.GRU(1, hidden, batch_first=True)
        self.next_head = nn.Linear(hidden, 1)
        self.regime_head = nn.Linear(hidden, 1)

    def forward(self, x, h=None):
        out, h = self.gru(x, h)
        return {"next": self.next_head(out).squeeze(-1), "regime": self.regime_head(out).squeeze(-1)}, h


class VolumeCalibrator(nn.Module):
    def __init__(self):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 1))

    def forward(self, interval):
        return self.net(interval).squeeze(-1)


def step(optimizer, loss, clip=None):
    optimizer.zero_grad()
    loss.backward()
    if clip is not None:
        nn.utils.clip_grad_norm_([p for g in optimizer.param_groups for p in g["params"]], clip)
    optimizer.step()


class DripLearner:
    def __init__(self, cfg):
        self.cfg = cfg
        self.rhythm = DripRhythmNet(cfg.hidden)
        self.calib = VolumeCalibrator()
        self.rhythm_opt = torch.optim.Adam(self.rhythm.parameters(), lr=cfg.lr)
        self.calib_opt = torch.optim.Adam(self.calib.parameters(), lr=cfg.vol_lr)
        self._h = None

    def reset_state(self):
        self._h = None

    def update(self, x, regime, volume):
        info = self._rhythm_update(x, regime)
        info.update(self._calib_update(x, volume))
        return info

    def _rhythm_update(self, x, regime):
        preds, h_next = self.rhythm(x[:, :-1], self._h)
        self._h = h_next
        next_loss = F.mse_loss(preds["next"], x[:, 1:, 0])
        regime_loss = F.binary_cross_entropy_with_logits(preds["regime"], regime[:, 1:])
        loss = next_loss + 0.5 * regime_loss
        step(self.rhythm_opt, loss, clip=self.cfg.clip)
        return {"next_mse": next_loss.item(), "regime_bce": regime_loss.item()}

    def _calib_update(self, x, volume):
        pred = self.calib(x.reshape(-1, 1))
        loss = F.mse_loss(pred, volume.reshape(-1))
        step(self.calib_opt, loss)
        return {"vol_mse": loss.item()}


class Trainer:
    def __init__(self, learner, data, cfg):
        self.learner, self.data, self.cfg = learner, data, cfg

    def fit(self):
        for epoch in range(self.cfg.epochs):
            logs = self._run_epoch()
            print(f"epoch {epoch} " + " ".join(f"{k}={np.mean(v):.4f}" for k, v in logs.items()))

    def _run_epoch(self):
        x, regime, volume = self.data
        self.learner.reset_state()
        logs = {}
        for start in range(0, x.shape[1] - 1, self.cfg.chunk):
            end = min(start + self.cfg.chunk + 1, x.shape[1])
            info = self._train_step(x[:, start:end], regime[:, start:end], volume[:, start:end])
            for k, v in info.items():
                logs.setdefault(k, []).append(v)
        return logs

    def _train_step(self, xs, rs, vs):
        return self.learner.update(xs, rs, vs)


class Experiment:
    def __init__(self, cfg):
        self.cfg = cfg

    def run(self):
        data = synth_recordings(self.cfg)
        learner = DripLearner(self.cfg)
        Trainer(learner, data, self.cfg).fit()
        return learner


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    Experiment(DripConfig()).run()


if __name__ == "__main__":
    main()
