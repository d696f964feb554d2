"""Free-plate tap tones of violin tops (spruce) and backs (maple) during graduation.

Inputs: thickness in 8 graduation zones (mm), density (kg/m3), long-grain and cross-grain
stiffness (GPa), arching height (mm). Targets: Chladni modes 1, 2 and 5 (Hz).
"""
import torch

ZONES = 8
MODES = ("mode1", "mode2", "mode5")


def workshop(n, generator):
    back = torch.rand(n, generator=generator) < 0.5
    thickness = torch.where(back[:, None], 3.2, 2.7) + 0.35 * torch.randn(n, ZONES, generator=generator)
    thickness = thickness.clamp(2.0, 4.5)
    density = torch.where(back, 620.0, 420.0) + 30 * torch.randn(n, generator=generator)
    e_long = torch.where(back, 11.0, 13.0) + 1.5 * torch.randn(n, generator=generator)
    e_cross = torch.where(back, 1.9, 0.9) + 0.15 * torch.randn(n, generator=generator)
    arching = 14 + 3 * torch.rand(n, generator=generator)
    centre, rim = thickness[:, 2:6].mean(1), torch.cat([thickness[:, :2], thickness[:, 6:]], 1).mean(1)
    speed_l = torch.sqrt(e_long * 1e9 / density)
    speed_c = torch.sqrt(e_cross.clamp(min=0.3) * 1e9 / density)
    mode1 = 0.021 * rim * speed_c * (1 + 0.01 * (arching - 15))
    mode2 = 0.0107 * centre * speed_l * (1 + 0.005 * (arching - 15))
    mode5 = 0.043 * (0.5 * centre + 0.5 * rim) * torch.sqrt(speed_l * speed_c) * (1 + 0.02 * (arching - 15))
    freqs = torch.stack([mode1, mode2, mode5], dim=1) * (1 + 0.01 * torch.randn(n, 3, generator=generator))
    log_inputs = torch.cat([thickness.log(), torch.stack([e_long.log(), e_cross.clamp(min=0.3).log(),
                                                          -density.log()], dim=1)], dim=1)
    return log_inputs, (arching[:, None] - 15) / 3, freqs.log()
