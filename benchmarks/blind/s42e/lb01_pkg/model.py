import torch
from torch import nn


class InletForecaster(nn.Module):
    def __init__(self, n_in, hidden):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(n_in, hidden), nn.GELU(),
            nn.Linear(hidden, hidden), nn.GELU(),
        )
        self.out = nn.Linear(hidden, 1)

    def forward(self, x):
        return self.out(self.body(x))


def build_forecaster(cfg, n_in):
    torch.backends.cudnn.benchmark = True
    torch.backends.cuda.matmul.allow_tf32 = True
    return InletForecaster(n_in, cfg.hidden).to(cfg.device)
