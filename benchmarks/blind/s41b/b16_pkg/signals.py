import torch

DEFECTS = ("sound", "head_check", "squat", "weld")
LENGTH = 96


def traces(n, gen):
    s = torch.linspace(-1, 1, LENGTH)
    label = torch.randint(0, len(DEFECTS), (n,), generator=gen)
    pos = 0.6 * (2 * torch.rand(n, 1, generator=gen) - 1)
    depth = 0.5 + torch.rand(n, 1, generator=gen)
    d = s - pos
    diff = torch.zeros(n, LENGTH)
    absch = torch.zeros(n, LENGTH)
    hc = label == 1          # head checks: a train of small, closely spaced bipolar blips
    diff[hc] = (0.6 * depth * torch.sin(40 * d) * torch.exp(-(d / 0.2) ** 2))[hc]
    sq = label == 2          # squat: one large bipolar swing and a dip in the absolute channel
    diff[sq] = (-2.0 * depth * d / 0.08 * torch.exp(-(d / 0.08) ** 2))[sq]
    absch[sq] = (-0.8 * depth * torch.exp(-(d / 0.12) ** 2))[sq]
    wd = label == 3          # weld: broad symmetric bump in the absolute channel only
    absch[wd] = (0.9 * torch.exp(-(d / 0.25) ** 2))[wd]
    liftoff = 0.3 * torch.sin(3 * s + 6 * torch.rand(n, 1, generator=gen))
    x = torch.stack([diff + 0.15 * torch.randn(n, LENGTH, generator=gen),
                     absch + liftoff + 0.15 * torch.randn(n, LENGTH, generator=gen)], dim=1)
    return x, label
