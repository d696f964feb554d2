import torch

SNOW = ("powder", "packed_cold", "slush")


def footstep_bands(n, bands, frames, gen):
    """Band energies (low->high) of one boot step recorded by a jacket mic.

    powder: soft, low-band thud that decays slowly; packed_cold: below about
    -10 C snow squeaks, so high bands carry a train of sharp crackles;
    slush: a wet splash with broadband energy and fast decay.
    """
    kind = torch.randint(0, len(SNOW), (n,), generator=gen)
    f = torch.linspace(0, 1, bands).view(1, bands, 1)
    t = torch.linspace(0, 1, frames).view(1, 1, frames)
    centre = torch.tensor([0.15, 0.8, 0.5])[kind].view(n, 1, 1)
    width = torch.tensor([0.15, 0.12, 0.45])[kind].view(n, 1, 1)
    decay = torch.tensor([3.0, 6.0, 12.0])[kind].view(n, 1, 1)
    onset = 0.1 + 0.2 * torch.rand(n, 1, 1, generator=gen)
    env = torch.relu(t - onset) * torch.exp(-decay * torch.relu(t - onset)) * 6
    crackle = (kind == 1).float().view(n, 1, 1) * (torch.rand(n, 1, frames, generator=gen) > 0.7).float() * f
    spec = torch.exp(-((f - centre) ** 2) / (2 * width ** 2)) * env + 0.5 * crackle * env
    return spec + 0.05 * torch.rand(n, bands, frames, generator=gen), kind
