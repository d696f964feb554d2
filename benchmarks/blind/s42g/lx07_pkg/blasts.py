import torch


def blast_records(n, seed):
    """Quarry blast vibration: charge per delay, distance to the monitor, rock type -> log peak particle velocity."""
    g = torch.Generator().manual_seed(seed)
    charge = 20 + 180 * torch.rand(n, generator=g)             # kg per delay
    dist = 100 + 900 * torch.rand(n, generator=g)              # m
    rock = torch.randint(0, 3, (n,), generator=g)
    stemming = 2 + 2 * torch.rand(n, generator=g)
    scaled = dist / charge.sqrt()
    site_k = torch.tensor([1140.0, 800.0, 1600.0])[rock]
    log_ppv = torch.log(site_k) - 1.6 * torch.log(scaled) - 0.05 * stemming + 0.1 * torch.randn(n, generator=g)
    onehot = torch.nn.functional.one_hot(rock, 3).float()
    x = torch.cat([torch.stack([torch.log(charge) / 5, torch.log(dist) / 7, stemming / 4], 1), onehot], 1)
    return x, log_ppv.unsqueeze(1)


def rank_slice(x, y, rank, world_size):
    return x[rank::world_size], y[rank::world_size]
