"""Truncated-BPTT LSTM forecaster with a point head and a quantile head.

Single file; run as `python quantile_lstm.py`.
"""
import math
from dataclasses import dataclass

import torch
from torch import nn


@dataclass
class Cfg:
    n_series: int = 16
    length: int = 289
    chunk: int = 24
    hidden: int = 32
    epochs: int = 5
    lr: float = 1e-2
    quantile: float = 0.9


def sensor_series(cfg):
    t = torch.arange(cfg.length).float()
    period = torch.randint(16, 40, (cfg.n_series, 1)).float()
    base = torch.sin(2 * math.pi * t / period) + 0.3 * torch.sin(2 * math.pi * t / (period / 3))
    noise = 0.15 * torch.randn(cfg.n_series, cfg.length) * (1 + (t / cfg.length))
    return (base + noise).unsqueeze(-1)


class TwoHeadLSTM(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.lstm = nn.LSTM(1, hidden, batch_first=True)
        self.point = nn.Linear(hidden, 1)
        self.upper = nn.Linear(hidden, 1)

    def forward(self, x, state=None):
        feats, state = self.lstm(x, state)
        return feats, self.point(feats), self.upper(feats), state


def pinball(pred, target, q):
    diff = target - pred
    return torch.maximum(q * diff, (q - 1) * diff).mean()


def main(cfg=Cfg()):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    series = sensor_series(cfg)
    net = TwoHeadLSTM(cfg.hidden)
    opt = torch.optim.Adam(net.parameters(), lr=cfg.lr)
    for epoch in range(cfg.epochs):
        state, point_hist, cover_hist, saliency = None, [], [], 0.0
        for start in range(0, cfg.length - 1 - cfg.chunk + 1, cfg.chunk):
            x = series[:, start:start + cfg.chunk]
            y = series[:, start + 1:start + cfg.chunk + 1]
            opt.zero_grad()
            feats, mean_hat, upper_hat, state = net(x, state)
            feats.retain_grad()
            point_err = nn.functional.mse_loss(mean_hat, y)
            quant_err = pinball(upper_hat, y, cfg.quantile)
            point_err.backward(retain_graph=True)
            quant_err.backward()
            saliency += feats.grad.abs().mean().item()
            nn.utils.clip_grad_norm_(net.parameters(), 1.0)
            opt.step()
            state = tuple(s.detach() for s in state)
            point_hist.append(point_err.item())
            cover_hist.append((y <= upper_hat).float().mean().item())
        print(f"epoch {epoch}  mse {sum(point_hist) / len(point_hist):.4f}  "
              f"q{cfg.quantile:.1f} coverage {sum(cover_hist) / len(cover_hist):.3f}  "
              f"|dL/dfeats| {saliency / len(point_hist):.2e}")


if __name__ == "__main__":
    main()
