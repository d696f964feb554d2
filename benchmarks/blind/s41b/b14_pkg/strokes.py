import torch

BOLS = ("Na", "Tin", "Tun", "Ge", "Ke", "Dha", "Dhin", "Tit")
N_BANDS, N_ENV = 24, 8


def _dayan(kind, bands):            # right (treble) drum
    if kind == "Na":
        return torch.exp(-((bands - 14) / 2.0) ** 2) + 0.6 * torch.exp(-((bands - 18) / 1.5) ** 2)
    if kind == "Tin":
        return 0.8 * torch.exp(-((bands - 12) / 3.0) ** 2)
    if kind == "Tun":
        return torch.exp(-((bands - 9) / 2.5) ** 2)
    if kind == "Tit":
        return 0.5 + 0.3 * torch.sin(bands / 2.0)
    return torch.zeros_like(bands)


def _bayan(kind, bands):            # left (bass) drum
    if kind == "Ge":
        return 1.2 * torch.exp(-((bands - 3) / 1.5) ** 2)
    if kind == "Ke":
        return 0.7 * torch.exp(-((bands - 4) / 4.0) ** 2)
    return torch.zeros_like(bands)


COMPOSITION = {"Na": ("Na", None), "Tin": ("Tin", None), "Tun": ("Tun", None), "Ge": (None, "Ge"),
               "Ke": (None, "Ke"), "Dha": ("Na", "Ge"), "Dhin": ("Tin", "Ge"), "Tit": ("Tit", None)}


def recordings(n, gen):
    bands = torch.arange(N_BANDS, dtype=torch.float32)
    y = torch.randint(0, len(BOLS), (n,), generator=gen)
    x = torch.zeros(n, N_BANDS + N_ENV)
    for i in range(n):
        right, left = COMPOSITION[BOLS[y[i]]]
        spec = torch.zeros(N_BANDS)
        if right:
            spec = spec + _dayan(right, bands + 1.5 * torch.randn((), generator=gen))
        if left:
            spec = spec + _bayan(left, bands + torch.randn((), generator=gen))
        decay = {"Na": 0.6, "Tin": 0.8, "Tun": 0.9, "Ge": 0.7, "Ke": 0.1, "Dha": 0.7, "Dhin": 0.85,
                 "Tit": 0.15}[BOLS[y[i]]]
        env = decay ** torch.arange(N_ENV, dtype=torch.float32)
        glide = 0.5 * torch.rand((), generator=gen) if left == "Ge" else 0.0
        x[i, :N_BANDS] = spec * (0.7 + 0.6 * torch.rand((), generator=gen))
        x[i, N_BANDS:] = env + glide
    return x + 0.3 * torch.randn(x.shape, generator=gen), y
