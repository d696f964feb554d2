"""Fast-moving asteroid streak detection in survey cut-outs: CenterNet-style heatmap with focal loss."""
import math
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Tuple

import torch
import torch.nn.functional as F
from torch import nn


@dataclass
class SurveyConfig:
    n_images: int = 480
    size: int = 32
    stars: int = 25
    streak_rate: float = 0.4
    sky_noise: float = 0.08


@dataclass
class ModelConfig:
    channels: Tuple[int, ...] = (16, 32)
    init: Dict[str, Tuple[str, Dict[str, Any]]] = field(default_factory=lambda: {
        "conv": ("kaiming", {"nonlinearity": "relu"}),
        "heatmap_bias": ("prior", {"prior": 0.01}),
    })


@dataclass
class Config:
    survey: SurveyConfig = field(default_factory=SurveyConfig)
    model: ModelConfig = field(default_factory=ModelConfig)
    focal_alpha: float = 2.0
    focal_beta: float = 4.0
    epochs: int = 6
    batch_size: int = 32
    optim: Tuple[str, Dict[str, Any]] = ("Adam", {"lr": 2e-3})
    seed: int = 0


INITIALIZERS: Dict[str, Callable[..., Any]] = {
    "kaiming": lambda t, **kw: nn.init.kaiming_normal_(t, **kw),
    "xavier": lambda t, **kw: nn.init.xavier_uniform_(t, **kw),
    "zeros": lambda t, **kw: nn.init.zeros_(t),
    "prior": lambda t, *, prior: t.fill_(-math.log((1 - prior) / prior)),
}


def render_survey(cfg: SurveyConfig, gen):
    n, s = cfg.n_images, cfg.size
    yy, xx = torch.meshgrid(torch.arange(s, dtype=torch.float32), torch.arange(s, dtype=torch.float32), indexing="ij")
    images = cfg.sky_noise * torch.randn(n, s, s, generator=gen)
    heat = torch.zeros(n, s, s)
    for i in range(n):
        pos = torch.rand(cfg.stars, 2, generator=gen) * s
        flux = torch.rand(cfg.stars, generator=gen) ** 3 + 0.1
        for (py, px), f in zip(pos.tolist(), flux.tolist()):
            images[i] += f * torch.exp(-((yy - py) ** 2 + (xx - px) ** 2) / 1.5)
        if torch.rand(1, generator=gen).item() < cfg.streak_rate:
            cy, cx = (4 + (s - 8) * torch.rand(2, generator=gen)).tolist()
            ang = math.pi * torch.rand(1, generator=gen).item()
            dy, dx = math.sin(ang), math.cos(ang)
            for k in torch.linspace(-5, 5, 21).tolist():
                images[i] += 0.3 * torch.exp(-((yy - cy - k * dy) ** 2 + (xx - cx - k * dx) ** 2) / 0.8)
            heat[i] = torch.exp(-((yy - cy) ** 2 + (xx - cx) ** 2) / 4.0)
    return images.unsqueeze(1), heat.unsqueeze(1)


class StreakNet(nn.Module):
    def __init__(self, cfg: ModelConfig):
        super().__init__()
        c1, c2 = cfg.channels
        self.features = nn.Sequential(
            nn.Conv2d(1, c1, 3, padding=1), nn.ReLU(),
            nn.Conv2d(c1, c2, 3, padding=2, dilation=2), nn.ReLU(),
            nn.Conv2d(c2, c2, 3, padding=4, dilation=4), nn.ReLU(),
        )
        self.heatmap = nn.Conv2d(c2, 1, 1)
        self.reset_parameters(cfg.init)

    def reset_parameters(self, spec):
        conv_name, conv_kw = spec["conv"]
        for m in self.features:
            if isinstance(m, nn.Conv2d):
                INITIALIZERS[conv_name](m.weight, **conv_kw)
                INITIALIZERS["zeros"](m.bias)
        bias_name, bias_kw = spec["heatmap_bias"]
        INITIALIZERS[bias_name](self.heatmap.bias, **bias_kw)

    def forward(self, x):
        return self.heatmap(self.features(x))


def centernet_focal(logits, target, *, alpha, beta):
    p = torch.sigmoid(logits).clamp(1e-4, 1 - 1e-4)
    pos = target.ge(0.99).float()
    pos_loss = -((1 - p) ** alpha) * torch.log(p) * pos
    neg_loss = -((1 - target) ** beta) * (p ** alpha) * torch.log(1 - p) * (1 - pos)
    return (pos_loss.sum() + neg_loss.sum()) / pos.sum().clamp(min=1.0)


@torch.no_grad()
def detection_rate(net, images, heat, thresh=0.2):
    net.eval()
    peak = torch.sigmoid(net(images)).amax(dim=(1, 2, 3))
    has = heat.amax(dim=(1, 2, 3)) > 0.99
    return (peak[has] > thresh).float().mean().item(), (peak[~has] > thresh).float().mean().item()


def main(cfg: Config = Config()):
    torch.set_num_threads(1)
    torch.manual_seed(cfg.seed)
    gen = torch.Generator().manual_seed(cfg.seed)
    images, heat = render_survey(cfg.survey, gen)
    cut = int(0.8 * len(images))
    net = StreakNet(cfg.model)
    opt_name, opt_kwargs = cfg.optim
    opt = getattr(torch.optim, opt_name)(net.parameters(), **opt_kwargs)
    loss_fn = lambda lg, tg: centernet_focal(lg, tg, alpha=cfg.focal_alpha, beta=cfg.focal_beta)

    for epoch in range(cfg.epochs):
        net.train()
        perm = torch.randperm(cut, generator=gen)
        for i in range(0, cut, cfg.batch_size):
            idx = perm[i:i + cfg.batch_size]
            loss = loss_fn(net(images[idx]), heat[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
        hit, fa = detection_rate(net, images[cut:], heat[cut:])
        print(f"epoch {epoch}: focal {loss.item():.3f}  streak recall {hit:.3f}  false alarms {fa:.3f}")
    return net


if __name__ == "__main__":
    main()
