import torch.nn as nn


class TemporalConvForecaster(nn.Module):
    def __init__(self, cfg_data, cfg_model):
        super().__init__()
        c, k = cfg_model["channels"], cfg_model["kernel"]
        self.temporal = nn.Sequential(
            nn.Conv1d(1, c, k, padding=k // 2), nn.GELU(),
            nn.Conv1d(c, c, k, padding=k // 2, dilation=1), nn.GELU(),
        )
        self.mix = nn.Linear(cfg_data["sensors"], cfg_data["sensors"])
        self.out = nn.Linear(c * cfg_data["history"], cfg_data["horizon"])

    def forward(self, x):                      # x: B, S, H
        B, S, H = x.shape
        h = self.temporal(x.reshape(B * S, 1, H)).reshape(B, S, -1)
        h = h + self.mix(h.transpose(1, 2)).transpose(1, 2)
        return self.out(h)
