import torch

MATERIALS = ("wool", "hair", "polyester")


def cling_trials(n, gen, wallpaper=False):
    material = torch.randint(0, 3, (n,), generator=gen)
    rubs = torch.randint(1, 30, (n,), generator=gen).float()
    humidity = 0.2 + 0.6 * torch.rand(n, generator=gen)
    diameter = 0.15 + 0.2 * torch.rand(n, generator=gen)          # m
    latex = 0.1 + 0.2 * torch.rand(n, generator=gen)              # mm
    affinity = torch.tensor([1.0, 1.3, 0.6])[material]
    charge = affinity * (1 - torch.exp(-rubs / 10)) * torch.exp(-2.5 * humidity)
    weight = diameter ** 2 * latex * 40
    leak = 0.3 if wallpaper else 1.0
    minutes = 60 * charge ** 2 / (weight * leak + 0.05) * (1.4 if wallpaper else 1.0)
    x = torch.cat([torch.nn.functional.one_hot(material, 3).float(),
                   torch.stack([rubs / 30, humidity, diameter / 0.35, latex / 0.3], 1)], 1)
    return x, torch.log1p(minutes) + 0.05 * torch.randn(n, generator=gen)
