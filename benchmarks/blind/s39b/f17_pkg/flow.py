import torch
import torch.nn.functional as F


def lamb_oseen_field(size, centres, strengths, cores):
    ax = torch.linspace(-1, 1, size)
    yy, xx = torch.meshgrid(ax, ax, indexing="ij")
    w = torch.zeros(size, size)
    for (cy, cx), g, r in zip(centres, strengths, cores):
        w += g / (torch.pi * r ** 2) * torch.exp(-((yy - cy) ** 2 + (xx - cx) ** 2) / r ** 2)
    return w


def snapshots(cfg, gen):
    hr = []
    for _ in range(cfg.n_snapshots):
        k = int(torch.randint(2, cfg.max_vortices + 1, (1,), generator=gen))
        centres = (torch.rand(k, 2, generator=gen) * 1.6 - 0.8).tolist()
        strengths = (torch.randn(k, generator=gen) * 0.05).tolist()
        cores = (0.08 + 0.15 * torch.rand(k, generator=gen)).tolist()
        hr.append(lamb_oseen_field(cfg.size, centres, strengths, cores))
    hr = torch.stack(hr).unsqueeze(1)
    hr = hr / hr.abs().amax(dim=(1, 2, 3), keepdim=True)
    lr = F.avg_pool2d(hr, cfg.factor)
    return lr, hr
