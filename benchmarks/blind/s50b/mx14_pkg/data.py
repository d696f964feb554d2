import torch

ZIPPER_TYPES = ("nylon_coil", "molded_vislon", "brass_tooth")


def zip_pulls(n, gen, task):
    pitch = 3 + 4 * torch.rand(n, generator=gen)           # tooth pitch, mm
    slider = 3 + 7 * torch.rand(n, generator=gen)          # slider gauge (#3 .. #10)
    tension = torch.rand(n, generator=gen)                 # fabric tension across the tape
    wax = torch.rand(n, generator=gen)                     # paraffin applied, 0..1
    bend = torch.rand(n, generator=gen)                    # path curvature (jacket pocket .. tent door)
    angle = 60 * torch.rand(n, generator=gen)              # off-axis pull angle, degrees
    mu = torch.tensor([0.25, 0.35, 0.5])[task] * (1 - 0.5 * wax)
    stiff = torch.tensor([0.6, 1.0, 1.6])[task]
    force = (2 + mu * 8 * (1 + tension) * slider / pitch + stiff * 6 * bend ** 2) / torch.cos(torch.deg2rad(angle))
    x = torch.stack([pitch / 7, slider / 10, tension, wax, bend, angle / 60], 1)
    return x, torch.log(force) + 0.03 * torch.randn(n, generator=gen)
