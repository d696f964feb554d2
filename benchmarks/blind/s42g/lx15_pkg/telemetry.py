import torch

N_SECTORS = 4


def drive_telemetry(n, seed):
    """Observation-wheel drive: passengers, wind, speed setpoint, sector of the heaviest gondola -> motor kW."""
    g = torch.Generator().manual_seed(seed)
    passengers = torch.randint(0, 400, (n,), generator=g).float()
    wind = torch.rand(n, generator=g) * 20
    speed = 0.2 + 0.1 * torch.rand(n, generator=g)
    sector = torch.randint(0, N_SECTORS, (n,), generator=g)
    imbalance = torch.rand(n, generator=g)
    torque_sign = torch.tensor([1.0, 0.3, -1.0, -0.3])[sector]
    kw = 40 + 0.15 * passengers * speed * 10 + 1.5 * wind + 35 * imbalance * torque_sign
    kw = kw + 2 * torch.randn(n, generator=g)
    x = torch.stack([passengers / 400, wind / 20, (speed - 0.2) * 10, imbalance], 1)
    return x, sector, kw.unsqueeze(1) / 50


def sharded_order(n, epoch):
    g = torch.Generator().manual_seed(77 + epoch)
    from .world import RANK, WORLD_SIZE
    return torch.randperm(n, generator=g)[RANK::WORLD_SIZE]
