import torch


def sonar_returns(n, cfg, gen):
    """Energy per frequency band of chirp echoes. Metal cylinders ring at a few resonances."""
    f = torch.linspace(0, 1, cfg.bands)
    is_mine = (torch.rand(n, generator=gen) < 0.5).float()
    aspect = torch.rand(n, 1, generator=gen)
    broad = torch.exp(-((f - 0.3 - 0.2 * aspect) ** 2) / 0.08)
    res_centre = 0.45 + 0.25 * torch.rand(n, 1, generator=gen)
    resonance = torch.exp(-((f - res_centre) ** 2) / 0.002) + 0.6 * torch.exp(-((f - res_centre / 2) ** 2) / 0.002)
    energy = broad * (0.5 + 0.5 * torch.rand(n, 1, generator=gen)) + 0.5 * is_mine[:, None] * resonance
    energy = energy + 0.08 * torch.rand(n, cfg.bands, generator=gen)
    flip = torch.rand(n, generator=gen) < cfg.label_noise
    y = torch.where(flip, 1 - is_mine, is_mine)
    return energy / energy.amax(dim=1, keepdim=True), y
