import math

import torch


def _psd(setting, bins, g):
    """Laser-diffraction particle size distribution: a fines peak and a main peak."""
    n = setting.numel()
    size = torch.linspace(math.log(20.0), math.log(1200.0), bins)
    main_mu = math.log(180.0) + 0.9 * setting + 0.05 * torch.randn(n, generator=g)
    fines = 0.10 + 0.12 * (1.0 - setting) + 0.02 * torch.randn(n, generator=g)
    main = torch.exp(-0.5 * ((size - main_mu[:, None]) / 0.35) ** 2)
    fine = torch.exp(-0.5 * ((size - math.log(45.0)) / 0.30) ** 2)
    main = main / main.sum(1, keepdim=True)
    fine = fine / fine.sum()
    psd = fines[:, None] * fine[None, :] + (1.0 - fines[:, None]) * main
    psd = psd + 0.002 * torch.rand(n, bins, generator=g)
    return psd / psd.sum(1, keepdim=True), fines


def unlabelled_shots(n, bins, seed):
    g = torch.Generator().manual_seed(seed)
    setting = torch.rand(n, generator=g)
    psd, fines = _psd(setting, bins, g)
    return psd, torch.stack([setting, fines * 5.0], dim=1)


def labelled_shots(n, bins, seed):
    g = torch.Generator().manual_seed(seed + 1)
    setting = torch.rand(n, generator=g)
    psd, fines = _psd(setting, bins, g)
    dose = 16.0 + 4.0 * torch.rand(n, generator=g)
    ratio = 1.8 + 1.0 * torch.rand(n, generator=g)
    seconds = 22.0 + 14.0 * torch.rand(n, generator=g)
    temp = 90.0 + 6.0 * torch.rand(n, generator=g)
    ey = (19.0 + 14.0 * (fines - 0.16) - 2.5 * (setting - 0.5) + 1.8 * (ratio - 2.3)
          + 0.06 * (seconds - 28.0) + 0.25 * (temp - 93.0))
    ey = ey + 0.2 * torch.randn(n, generator=g)
    tds = ey / ratio
    recipe = torch.stack([(dose - 18.0) / 2.0, (ratio - 2.3) / 0.5,
                          (seconds - 28.0) / 7.0, (temp - 93.0) / 3.0], dim=1)
    target = torch.stack([ey - 19.0, tds - 8.5], dim=1)
    return psd, recipe, target


def batches(tensors, batch_size, generator):
    n = len(tensors[0])
    order = torch.randperm(n, generator=generator)
    for i in range(0, n, batch_size):
        idx = order[i:i + batch_size]
        yield tuple(t[idx] for t in tensors)
