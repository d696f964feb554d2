import torch

PAPERS = ("cotton_rag", "coated", "newsprint", "handmade", "bristol")
SETTINGS = ("ink_film_um", "roller_pressure", "impression_depth_mm", "speed_iph",
            "humidity", "ink_tack")


def impressions(n, generator):
    g = generator
    film = 0.5 + 2.0 * torch.rand(n, generator=g)
    pressure = torch.rand(n, generator=g)
    depth = 0.5 * torch.rand(n, generator=g)
    speed = 300.0 + 1200.0 * torch.rand(n, generator=g)
    rh = 0.3 + 0.5 * torch.rand(n, generator=g)
    tack = 8.0 + 10.0 * torch.rand(n, generator=g)
    paper = torch.randint(0, len(PAPERS), (n,), generator=g)
    absorb = torch.tensor([0.7, 0.2, 0.9, 1.0, 0.4])[paper]

    transfer = torch.sigmoid(3.0 * (pressure - 0.4) + 0.15 * (tack - 12.0)) * (1.2 - 0.2 * absorb)
    density = 1.8 * (1.0 - torch.exp(-1.1 * film * transfer)) - 0.0002 * (speed - 900.0)
    gain = 8.0 + 14.0 * absorb * film / 2.5 + 20.0 * depth * absorb + 6.0 * (rh - 0.5)
    y = torch.stack([density + 0.03 * torch.randn(n, generator=g),
                     (gain + 0.8 * torch.randn(n, generator=g)) / 10.0], 1)
    x = torch.stack([film / 2.5, pressure, depth / 0.5, speed / 1500.0, rh, tack / 18.0], 1)
    return x, paper, y
