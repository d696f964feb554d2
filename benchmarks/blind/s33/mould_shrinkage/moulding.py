"""Injection-moulded polypropylene housings: the cavity-pressure curve near
the gate (96 samples over the cycle) and the machine settings; targets are
the linear shrinkage in flow and transverse direction (%) and the warpage
of the lid (mm) measured 24 h after moulding.
"""
import torch

SETTINGS = ("melt_c", "mould_c", "hold_bar", "cool_s")
SAMPLES = 96


def shots(n, generator):
    def u(lo, hi):
        return lo + (hi - lo) * torch.rand(n, 1, generator=generator)
    melt, mould, hold, cool = u(200, 260), u(20, 60), u(300, 700), u(8, 25)
    t = torch.linspace(0, 1, SAMPLES)
    fill_end = 0.12 + 0.04 * torch.rand(n, 1, generator=generator)
    seal = fill_end + 0.25 + 0.002 * (mould - 40)
    rise = torch.clamp(t / fill_end, max=1.0) * hold
    decay = torch.where(t > seal, torch.exp(-(t - seal) / (0.05 + 0.002 * cool)),
                        torch.ones_like(t))
    curve = rise * decay * (1 - 0.0015 * (260 - melt))
    curve = curve + 8 * torch.randn(n, SAMPLES, generator=generator)
    packed = curve[:, :SAMPLES // 2].mean(1, keepdim=True) / 500
    flow = 1.9 - 0.6 * packed + 0.004 * (mould - 40) + 0.002 * (melt - 230)
    cross = flow * 0.8 + 0.003 * (mould - 40) - 0.01 * (cool - 15) / 10
    warp = 0.3 + 2.0 * (flow - cross).abs() + 0.01 * (mould - 40).abs() / 10
    y = torch.cat([flow, cross, warp], 1) + 0.02 * torch.randn(n, 3, generator=generator)
    x_set = torch.cat([melt, mould, hold, cool], 1)
    return (curve / 500).unsqueeze(1), x_set, y
