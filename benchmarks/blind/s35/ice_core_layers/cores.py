import torch

TAGS = ("winter", "summer", "melt")
CHANNELS = ("d18O", "dust", "conductivity", "density")


def core_sections(n_sections, length, generator):
    """Depth series of CFA measurements; seasons alternate with varying layer thickness and
    melt layers occur near the end of some summers."""
    g = generator
    tags = torch.zeros(n_sections, length, dtype=torch.long)
    for s in range(n_sections):
        pos, season = 0, int(torch.randint(0, 2, (1,), generator=g))
        while pos < length:
            span = int(torch.randint(4, 11, (1,), generator=g))
            tags[s, pos:pos + span] = season
            if season == 1 and float(torch.rand(1, generator=g)) < 0.35:
                melt = int(torch.randint(1, 3, (1,), generator=g))
                tags[s, max(pos, pos + span - melt):pos + span] = 2
            pos += span
            season = 1 - season

    summer = (tags >= 1).float()
    melt = (tags == 2).float()
    d18o = -1.0 + 2.0 * summer + 0.6 * torch.randn(n_sections, length, generator=g)
    dust = 1.0 - 1.4 * summer + 0.7 * torch.randn(n_sections, length, generator=g)
    cond = 0.3 * summer + 1.8 * melt + 0.6 * torch.randn(n_sections, length, generator=g)
    dens = 1.6 * melt + 0.5 * torch.randn(n_sections, length, generator=g)
    x = torch.stack([d18o, dust, cond, dens], dim=-1)
    return x, tags
