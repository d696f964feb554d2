import torch

WAVELENGTHS = torch.linspace(200, 700, 101)
CATEGORIES = ("I", "II", "III")


def band(centre, width):
    return torch.exp(-0.5 * ((WAVELENGTHS - centre) / width) ** 2)


def extracts(n, *, seed):
    """Absorbance of 1 % aqueous extracts; E1% at 257, 330 and 440 nm decide the category."""
    g = torch.Generator().manual_seed(seed)
    crocin = 80 + 180 * torch.rand(n, generator=g)
    picro = 0.35 * crocin + 20 * torch.randn(n, generator=g)
    safranal = 20 + 30 * torch.rand(n, generator=g)
    adulterant = (torch.rand(n, generator=g) < 0.15).float() * 40 * torch.rand(n, generator=g)
    absorb = (crocin[:, None] * (band(440, 28) + 0.8 * band(465, 18))
              + picro[:, None] * band(257, 15)
              + safranal[:, None] * band(330, 20)
              + adulterant[:, None] * band(510, 25))
    absorb = absorb / 100 + 0.02 * torch.randn(n, len(WAVELENGTHS), generator=g)
    category = torch.full((n,), 2)
    category[(crocin >= 150) & (picro >= 55)] = 1
    category[(crocin >= 200) & (picro >= 70) & (safranal >= 20)] = 0
    return absorb, category, crocin


def split_batches(data, batch_size, *, shuffle):
    n = len(data[0])
    order = torch.randperm(n) if shuffle else torch.arange(n)
    for idx in order.split(batch_size):
        yield tuple(t[idx] for t in data)
