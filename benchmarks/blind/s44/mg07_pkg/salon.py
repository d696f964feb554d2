"""Synthetic colour-service records.

inputs : natural level (1-10), base L*a*b*, % of four pigment concentrates (ash, gold, red, violet),
         developer volume (10-40), processing minutes
target : measured L*a*b* of the dyed lengths 48 h after the service
"""
import torch

PIGMENT_AB = torch.tensor([[-6.0, -4.0], [4.0, 16.0], [18.0, 8.0], [8.0, -10.0]])


def colour_services(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    level = torch.randint(1, 11, (n,), generator=g).float()
    base_l = 12 + 6.0 * level + torch.randn(n, generator=g)
    base_ab = torch.stack([3 + 0.6 * level, 6 + 1.4 * level], 1) + torch.randn(n, 2, generator=g)
    mix = torch.distributions.Dirichlet(torch.full((4,), 0.7)).sample((n,))
    strength = 0.4 + 0.6 * torch.rand(n, 1, generator=g)
    developer = torch.tensor([10.0, 20.0, 30.0, 40.0])[torch.randint(0, 4, (n,), generator=g)]
    minutes = 20 + 25 * torch.rand(n, generator=g)
    lift = 0.12 * (developer - 10) * (1 - torch.exp(-minutes / 25))        # lightening in L*
    deposit = strength.squeeze(1) * (1 - torch.exp(-minutes / 15))
    out_l = base_l + lift - 18 * deposit * (1 - 0.01 * base_l)
    out_ab = base_ab * (1 - 0.6 * deposit.unsqueeze(1)) + deposit.unsqueeze(1) * (mix @ PIGMENT_AB)
    out_ab = out_ab + 0.02 * lift.unsqueeze(1) * torch.tensor([2.0, 5.0])  # lifting exposes warm pigment
    target = torch.cat([out_l.unsqueeze(1), out_ab], 1) + 0.8 * torch.randn(n, 3, generator=g)
    x = torch.cat([level.unsqueeze(1) / 10, base_l.unsqueeze(1) / 50, base_ab / 20, mix * strength,
                   developer.unsqueeze(1) / 40, minutes.unsqueeze(1) / 45], 1)
    return x, target


def loader(x, y, batch_size, shuffle):
    idx = torch.randperm(len(x)) if shuffle else torch.arange(len(x))
    for i in range(0, len(x), batch_size):
        j = idx[i:i + batch_size]
        yield {"formula": x[j], "target_lab": y[j]}
