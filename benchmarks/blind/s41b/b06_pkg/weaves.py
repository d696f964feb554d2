import torch

WEAVES = ("plain", "twill", "satin", "basket", "rib")
SIZE = 16


def _unit(kind):
    if kind == "plain":
        return torch.tensor([[1, 0], [0, 1]])
    if kind == "twill":                       # 2/2 twill: diagonal ribs
        return torch.tensor([[1, 1, 0, 0], [0, 1, 1, 0], [0, 0, 1, 1], [1, 0, 0, 1]])
    if kind == "satin":                       # 5-end satin, move 2
        u = torch.zeros(5, 5, dtype=torch.long)
        for r in range(5):
            u[r, (2 * r) % 5] = 1
        return u
    if kind == "basket":
        return torch.tensor([[1, 1, 0, 0], [1, 1, 0, 0], [0, 0, 1, 1], [0, 0, 1, 1]])
    return torch.tensor([[1, 1], [0, 0]])     # warp rib


def weave_patches(n, gen):
    labels = torch.randint(0, len(WEAVES), (n,), generator=gen)
    out = torch.empty(n, 1, SIZE, SIZE)
    for i in range(n):
        u = _unit(WEAVES[labels[i]]).float()
        reps = (SIZE // u.shape[0] + 2, SIZE // u.shape[1] + 2)
        tile = u.repeat(*reps)
        dy, dx = torch.randint(0, u.shape[0], (2,), generator=gen)
        patch = tile[dy:dy + SIZE, dx:dx + SIZE]
        contrast = 0.5 + 0.5 * torch.rand((), generator=gen)
        out[i, 0] = 0.5 + contrast * (patch - 0.5)
    out = out + 0.45 * torch.randn(out.shape, generator=gen)
    return out, labels


def two_views(x, gen):
    def one(v):
        shift = torch.randint(-3, 4, (2,), generator=gen)
        v = torch.roll(v, shifts=(int(shift[0]), int(shift[1])), dims=(2, 3))
        if torch.rand((), generator=gen) < 0.5:
            v = v.flip(3)
        gain = 0.7 + 0.6 * torch.rand(v.shape[0], 1, 1, 1, generator=gen)
        bias = 0.2 * torch.randn(v.shape[0], 1, 1, 1, generator=gen)
        return v * gain + bias + 0.1 * torch.randn(v.shape, generator=gen)
    return one(x), one(x)
