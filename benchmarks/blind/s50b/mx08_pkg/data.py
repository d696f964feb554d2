import torch


def steeping_trials(n, gen, hard_water=False):
    temp = 70 + 30 * torch.rand(n, generator=gen)             # water temperature, C
    minutes = 0.5 + 5.5 * torch.rand(n, generator=gen)        # steep time
    grade = torch.rand(n, generator=gen)                      # 0 whole leaf .. 1 dust/fannings
    nylon = (torch.rand(n, generator=gen) > 0.5).float()      # pyramid nylon vs paper bag
    dunks = torch.randint(0, 15, (n,), generator=gen).float() # dunks per minute
    hardness = (1.5 if hard_water else 0.5) * torch.rand(n, generator=gen)
    rate = 0.02 * torch.exp((temp - 70) / 25) * (1 + 2 * grade) * (1 + 0.3 * nylon) * (1 + 0.05 * dunks)
    extract = 1 - torch.exp(-rate * minutes * 10)
    scum = hardness * extract * 0.4
    absorb = torch.stack([0.9 * extract + scum, 0.6 * extract + 0.5 * scum, 0.25 * extract], 1)
    x = torch.stack([temp / 100, minutes / 6, grade, nylon, dunks / 15, hardness / 1.5], 1)
    return x, absorb + 0.01 * torch.randn(n, 3, generator=gen)
