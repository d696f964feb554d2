import torch

SPECIES = ("wren", "robin", "blackbird", "chiffchaff", "blackcap", "thrush")
DESCRIPTORS = 20


def song_centres(generator):
    return 1.2 * torch.randn(len(SPECIES), DESCRIPTORS, generator=generator)


def recordings(count, centres, generator):
    """Syllable descriptors (pitch, tempo, spectral shape...) of field recordings."""
    species = torch.randint(len(SPECIES), (count,), generator=generator)
    spread = 1.0 + 0.5 * torch.rand(count, 1, generator=generator)
    x = centres[species] + spread * torch.randn(count, DESCRIPTORS, generator=generator)
    return x, species


def labelled_subset(labels, per_class, generator):
    """Indices of `per_class` labelled recordings per species; everything else is unlabelled."""
    chosen = []
    for c in range(len(SPECIES)):
        members = (labels == c).nonzero().squeeze(1)
        chosen.append(members[torch.randperm(len(members), generator=generator)[:per_class]])
    mask = torch.zeros(len(labels), dtype=torch.bool)
    mask[torch.cat(chosen)] = True
    return mask
