import torch

RAIN = ("drizzle", "steady", "downpour", "hail")


def roof_clips(n, bands, frames, gen):
    """Band-energy clips from a contact mic under a corrugated tin roof.

    Each impact rings the sheet: drizzle gives sparse ticks, steady rain a
    dense patter, a downpour a broadband roar, hail loud sparse clangs that
    reach the top bands.
    """
    kind = torch.randint(0, len(RAIN), (n,), generator=gen)
    rate = torch.tensor([0.05, 0.3, 0.8, 0.08])[kind].view(n, 1)
    loud = torch.tensor([0.4, 0.6, 0.7, 1.5])[kind].view(n, 1, 1)
    reach = torch.tensor([0.3, 0.4, 0.6, 1.0])[kind].view(n, 1, 1)
    hits = (torch.rand(n, frames, generator=gen) < rate).float().unsqueeze(1)
    f = torch.linspace(0, 1, bands).view(1, bands, 1)
    ring = torch.exp(-f / reach)
    roar = (kind == 2).float().view(n, 1, 1) * 0.3 * torch.exp(-f / 0.5)
    clip = loud * ring * hits + roar + 0.05 * torch.rand(n, bands, frames, generator=gen)
    return torch.log1p(clip), kind
