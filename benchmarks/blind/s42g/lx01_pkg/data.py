import math

import torch


def bridge_openings(n, seed=0):
    """Bascule-bridge opening logs: vessel length, air draft, wind, queue, tide -> minutes open."""
    g = torch.Generator().manual_seed(seed)
    length = torch.rand(n, generator=g) * 80 + 10
    air_draft = torch.rand(n, generator=g) * 30 + 5
    wind = torch.rand(n, generator=g) * 15
    queue = torch.randint(0, 6, (n,), generator=g).float()
    tide = torch.sin(torch.rand(n, generator=g) * 2 * math.pi)
    minutes = 3 + 0.04 * length + 0.12 * air_draft + 0.25 * wind + 1.6 * queue - 0.8 * tide
    minutes = minutes + 0.3 * torch.randn(n, generator=g)
    feats = torch.stack([length / 90, air_draft / 35, wind / 15, queue / 5, tide], dim=1)
    return feats, minutes.unsqueeze(1) / 10


class RankShard:
    def __init__(self, n, rank, world_size, batch_size, seed=0):
        self.n, self.rank, self.world, self.bs, self.seed = n, rank, world_size, batch_size, seed
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        order = torch.randperm(self.n, generator=g)[self.rank::self.world]
        for i in range(0, len(order), self.bs):
            yield order[i:i + self.bs]
