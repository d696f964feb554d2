"""Narrowboat passage log: hours to cruise a stretch of canal.

Each canal has its own character (lock flights, tunnels, shallow cuts), so
the time depends on the canal in a way a single linear term cannot catch."""
import torch

CANALS = ["grand_union", "llangollen", "kennet_avon", "leeds_liverpool", "oxford", "shropshire_union"]
#                lock_min  mph   tunnel_pen  shallow
CHARACTER = torch.tensor([[12.0, 3.2, 0.2, 0.1],
                          [18.0, 2.4, 0.5, 0.6],
                          [15.0, 2.8, 0.0, 0.4],
                          [22.0, 3.0, 0.8, 0.2],
                          [10.0, 2.6, 0.1, 0.7],
                          [14.0, 3.4, 0.3, 0.1]])


def make_passages(n=3600, seed=23):
    g = torch.Generator().manual_seed(seed)
    canal = torch.randint(0, len(CANALS), (n,), generator=g)
    miles = torch.rand(n, generator=g) * 14 + 1
    locks = torch.poisson(miles * 0.9, generator=g)
    boat_ft = torch.rand(n, generator=g) * 35 + 35
    crew = torch.randint(1, 5, (n,), generator=g).float()
    summer = (torch.rand(n, generator=g) < 0.5).float()
    c = CHARACTER[canal]
    lock_min = c[:, 0] * (1.3 - 0.12 * crew) * (1 + 0.3 * summer)        # queues in summer
    speed = c[:, 1] * (1 - c[:, 3] * boat_ft / 140)
    hours = miles / speed + locks * lock_min / 60 + c[:, 2] * (boat_ft / 60)
    hours = hours * torch.exp(0.06 * torch.randn(n, generator=g))
    X = torch.stack([miles / 8 - 1, locks / 7 - 1, boat_ft / 50 - 1, crew / 2.5 - 1, summer], 1)
    return X, canal, hours
