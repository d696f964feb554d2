import torch

N_BITS = 96
GROUPS = ("aromatic rings", "ether O", "ester", "amide", "CH2", "side-chain C", "halogen", "Si-O")


def polymer_library(n, generator):
    """Repeat-unit group counts plus hashed fingerprint bits, and glass transition in K."""
    counts = torch.poisson(torch.tensor([1.2, 0.8, 0.6, 0.4, 2.5, 1.5, 0.3, 0.2]).expand(n, -1), generator=generator)
    effect = torch.tensor([55.0, -18.0, 10.0, 45.0, -14.0, -6.0, 20.0, -40.0])
    tg = 330 + counts @ effect + 12 * counts[:, 0] * counts[:, 3] - 3 * counts[:, 4] ** 2
    tg = tg + 8 * torch.randn(n, generator=generator)
    projection = torch.randn(len(GROUPS), N_BITS, generator=torch.Generator().manual_seed(123))
    bits = ((counts @ projection + 0.5 * torch.randn(n, N_BITS, generator=generator)) > 1.0).float()
    x = torch.cat([counts / 3, bits], dim=1)
    return x, (tg - 330) / 60
