import torch

BANDS = ["<5 min", "5-15 min", "15-30 min", ">30 min"]


def lift_snapshots(n, seed):
    """Chair-lift base-station snapshots -> queue-wait band."""
    g = torch.Generator().manual_seed(seed)
    hour = torch.rand(n, generator=g) * 8 + 8.5
    snow = torch.rand(n, generator=g)
    weekend = (torch.rand(n, generator=g) < 0.3).float()
    open_lifts = torch.randint(3, 12, (n,), generator=g).float()
    wind = torch.rand(n, generator=g)
    crowd = 2.0 * weekend + 1.5 * snow + torch.exp(-((hour - 11) ** 2) / 2) * 2 - 0.25 * open_lifts + wind
    crowd = crowd + 0.3 * torch.randn(n, generator=g)
    band = torch.bucketize(crowd, torch.tensor([0.0, 1.2, 2.4]))
    feats = torch.stack([(hour - 12) / 4, snow, weekend, open_lifts / 12, wind], 1)
    return feats, band


def shard(feats, labels, rank, world_size):
    return feats[rank::world_size], labels[rank::world_size]
