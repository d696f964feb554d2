import torch
from torch import nn

from .blocks import projector, sensor_adapter, temporal_backbone
from .objectives import OBJECTIVES


class CrossSensorContrast(nn.Module):
    def __init__(self, cfg, views, tracker):
        super().__init__()
        self.cfg = cfg
        self.view_names = list(views)
        self.adapters = {name: sensor_adapter(ch, cfg["width"]) for name, ch in views.items()}
        self.backbone = temporal_backbone(cfg["width"])
        self.proj = projector(cfg["width"], cfg["dim"])
        self.objective = OBJECTIVES[cfg["objective"]]
        self.opt = torch.optim.Adam(self.parameters(), lr=cfg["lr"])
        self.tracker = tracker

    def embed(self, name, x):
        return self.backbone(self.adapters[name](x))

    def event(self, name, payload=None):
        return getattr(self, "on_" + name)(payload)

    def on_batch(self, batch):
        a, b = self.view_names
        za = self.proj(self.embed(a, batch[a]))
        zb = self.proj(self.embed(b, batch[b]))
        loss = self.objective(za, zb, self.cfg["temperature"])
        self.opt.zero_grad()
        loss.backward()
        self.opt.step()
        self.tracker.record("loss", loss)
        return loss.item()

    @torch.no_grad()
    def on_validation(self, payload):
        batch, target = payload
        a, b = self.view_names
        za = nn.functional.normalize(self.proj(self.embed(a, batch[a])), dim=1)
        zb = nn.functional.normalize(self.proj(self.embed(b, batch[b])), dim=1)
        retrieval = ((za @ zb.t()).argmax(1) == torch.arange(len(za))).float().mean().item()
        h = torch.cat([self.embed(a, batch[a]), torch.ones(len(za), 1)], 1)
        coef = torch.linalg.lstsq(h, target.unsqueeze(1)).solution
        probe_mae = ((h @ coef).squeeze(1) - target).abs().mean().item()
        return retrieval, probe_mae
