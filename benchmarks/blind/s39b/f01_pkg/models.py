import torch
from torch import nn

from .registry import HEADS, MODELS


@HEADS.register("point")
class PointHead(nn.Module):
    def __init__(self, in_dim: int, horizon: int, **_):
        super().__init__()
        self.horizon = horizon
        self.proj = nn.Linear(in_dim, horizon)

    def forward(self, z):
        return torch.sigmoid(self.proj(z)).unsqueeze(-1)  # (B, H, 1)


@HEADS.register("quantile")
class QuantileHead(nn.Module):
    def __init__(self, in_dim: int, horizon: int, *, quantiles=(0.5,), **_):
        super().__init__()
        self.horizon, self.nq = horizon, len(quantiles)
        self.proj = nn.Linear(in_dim, horizon * self.nq)

    def forward(self, z):
        out = self.proj(z).view(z.shape[0], self.horizon, self.nq)
        # monotone quantiles: base + cumulative softplus increments
        base, inc = out[..., :1], nn.functional.softplus(out[..., 1:])
        return torch.sigmoid(torch.cat([base, base + inc.cumsum(-1)], dim=-1))


@MODELS.register("gru_forecaster")
class GRUForecaster(nn.Module):
    def __init__(self, *, n_features: int, hidden: int, layers: int, horizon: int, dropout: float = 0.0):
        super().__init__()
        self.encoder = nn.GRU(n_features, hidden, num_layers=layers, batch_first=True,
                              dropout=dropout if layers > 1 else 0.0)
        self.lot_norm = nn.LayerNorm(hidden)
        self.head = HEADS.build("point", hidden, horizon)

    @property
    def embed_dim(self) -> int:
        return self.encoder.hidden_size

    def forward(self, x):
        _, h = self.encoder(x)
        return self.head(self.lot_norm(h[-1]))


def build_model(cfg, *, n_features: int, horizon: int) -> nn.Module:
    return MODELS.build(cfg.name, n_features=n_features, hidden=cfg.hidden,
                        layers=cfg.layers, horizon=horizon, dropout=cfg.dropout)
