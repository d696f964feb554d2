import torch

COLUMNS = ["nib_width", "tine_gap", "feed_depth", "viscosity", "surface_tension",
           "paper_sizing", "speed", "angle"]


def writing_samples(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    nib = 0.3 + 1.0 * torch.rand(n, generator=g)          # mm (EF .. BB)
    gap = 5 + 25 * torch.rand(n, generator=g)             # micrometres between tines
    feed = 0.1 + 0.3 * torch.rand(n, generator=g)         # mm channel depth
    visc = 1.0 + 3.0 * torch.rand(n, generator=g)         # mPa s
    tension = 30 + 40 * torch.rand(n, generator=g)        # mN/m
    sizing = torch.rand(n, generator=g)                   # 0 blotting .. 1 heavily sized
    speed = 20 + 80 * torch.rand(n, generator=g)          # mm/s
    angle = 35 + 25 * torch.rand(n, generator=g)          # degrees to the page
    capillary = gap * feed * tension / (visc * 10)
    flow = 0.6 * nib * capillary.sqrt() * (1.4 - 0.6 * sizing) * (60 / speed) ** 0.3
    flow = flow * (1 + 0.004 * (angle - 45)) + 0.08 * torch.randn(n, generator=g)
    x = torch.stack([nib, gap, feed, visc, tension, sizing, speed, angle], 1)
    return x, flow.unsqueeze(1)
