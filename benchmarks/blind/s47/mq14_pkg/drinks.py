import torch

TARGETS = {"melt_min": "time until the last cube is gone (min)",
           "temp_drop": "drink temperature drop after 5 min (C)",
           "dilution": "water fraction added at melt (%)"}


def synth_glasses(n, seed, targets=tuple(TARGETS), stats=None):
    g = torch.Generator().manual_seed(seed)
    cubes = torch.randint(1, 6, (n,), generator=g).float()
    cube_cm = 2.0 + torch.rand(n, generator=g) * 2.0
    drink_c = 5.0 + torch.rand(n, generator=g) * 20.0
    volume = 200 + torch.rand(n, generator=g) * 200
    stirred = (torch.rand(n, generator=g) < 0.4).float()
    ice_g = cubes * 0.92 * cube_cm ** 3
    area = cubes * 6 * cube_cm ** 2
    rate = area * (drink_c + 2) * (1 + 1.5 * stirred) / 800
    y = {"melt_min": ice_g / rate / 2 + 0.3 * torch.randn(n, generator=g),
         "temp_drop": ice_g * 80 / (volume + ice_g) / 4 * torch.tanh(rate / 3) + 0.2 * torch.randn(n, generator=g),
         "dilution": 100 * ice_g / (volume + ice_g) + 0.5 * torch.randn(n, generator=g)}
    x = torch.stack([cubes / 3, cube_cm - 3, (drink_c - 15) / 6, (volume - 300) / 60, stirred], 1)
    y = {k: y[k] for k in targets}
    if stats is None:
        stats = {k: (v.mean(), v.std()) for k, v in y.items()}
    return x, {k: (v - stats[k][0]) / stats[k][1] for k, v in y.items()}, stats
