from torch import nn

from .registry import BACKBONES, HEADS


@BACKBONES.register("gyro_tcn")
class GyroTCN(nn.Module):
    def __init__(self, *, channels=16, out_dim=32):
        super().__init__()
        self.net = nn.Sequential(
            nn.Conv1d(1, channels, 5, padding=2), nn.SiLU(),
            nn.Conv1d(channels, channels, 5, padding=4, dilation=2), nn.SiLU(),
            nn.AdaptiveAvgPool1d(4), nn.Flatten(), nn.Linear(4 * channels, out_dim), nn.SiLU(),
        )
        self.out_dim = out_dim

    def forward(self, trace):
        return self.net(trace.unsqueeze(1))


class MultiTaskYoyo(nn.Module):
    def __init__(self, backbone_cfg, head_cfgs):
        super().__init__()
        self.trunk = BACKBONES.build(backbone_cfg)
        self.heads = {task: HEADS.build(cfg, in_dim=self.trunk.out_dim) for task, cfg in head_cfgs.items()}

    def forward(self, trace):
        h = self.trunk(trace)
        return {task: head(h) for task, head in self.heads.items()}
