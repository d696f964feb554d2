"""Synthetic L-band observations over agricultural fields (tau-omega model with noise)."""
import torch

INPUTS = ("tb_h", "tb_v", "incidence", "vod", "t_surf", "roughness", "clay")


def overpasses(gen, n):
    sm = 0.03 + 0.42 * torch.rand(n, generator=gen)              # volumetric soil moisture (m3/m3)
    clay = 0.05 + 0.45 * torch.rand(n, generator=gen)
    inc = torch.deg2rad(30 + 25 * torch.rand(n, generator=gen))
    vod = 0.8 * torch.rand(n, generator=gen)                     # vegetation optical depth
    t_surf = 275 + 30 * torch.rand(n, generator=gen)
    rough = 0.1 + 0.4 * torch.rand(n, generator=gen)
    eps = 3.1 + 17 * sm + 40 * sm ** 2 * (1 - clay)              # dielectric constant (Wang-Schmugge-like)
    cos_i, sin2 = torch.cos(inc), torch.sin(inc) ** 2
    root = torch.sqrt(eps - sin2)
    r_h = ((cos_i - root) / (cos_i + root)) ** 2
    r_v = ((eps * cos_i - root) / (eps * cos_i + root)) ** 2
    r_h, r_v = r_h * torch.exp(-rough * cos_i ** 2), r_v * torch.exp(-rough * cos_i ** 2)
    gamma = torch.exp(-vod / cos_i)
    omega = 0.05
    tb = lambda r: t_surf * ((1 - r) * gamma + (1 - omega) * (1 - gamma) * (1 + r * gamma))
    tb_h = tb(r_h) + 1.0 * torch.randn(n, generator=gen)
    tb_v = tb(r_v) + 1.0 * torch.randn(n, generator=gen)
    x = torch.stack([tb_h, tb_v, inc, vod, t_surf, rough, clay], 1)
    return x, sm.unsqueeze(1)
