import torch

N_WAX = 40
CRYSTALS = ("new", "fine_grained", "old_transformed", "artificial")


def wax_catalogue(gen):
    best_temp = -18.0 + 16.0 * torch.rand(N_WAX, generator=gen)      # deg C where it glides best
    width = 3.0 + 5.0 * torch.rand(N_WAX, generator=gen)             # tolerance around it
    hydro = torch.rand(N_WAX, generator=gen)                         # wet-snow performance
    abrasion = torch.rand(N_WAX, generator=gen)                      # old / artificial snow
    return best_temp, width, hydro, abrasion


def glide_tests(n, catalogue, gen):
    best_temp, width, hydro, abrasion = catalogue
    wax = torch.randint(0, N_WAX, (n,), generator=gen)
    temp = -20.0 + 20.0 * torch.rand(n, generator=gen)
    humidity = 0.3 + 0.7 * torch.rand(n, generator=gen)
    crystal = torch.randint(0, len(CRYSTALS), (n,), generator=gen)
    mismatch = ((temp - best_temp[wax]) / width[wax]) ** 2
    wet = humidity * torch.sigmoid(temp + 3.0) * (1.0 - hydro[wax])
    aggressive = (crystal >= 2).float() * (1.0 - abrasion[wax])
    seconds = 11.0 + 1.2 * mismatch.clamp(max=4.0) + 1.5 * wet + 0.9 * aggressive + 0.1 * crystal.float()
    seconds = seconds + 0.15 * torch.randn(n, generator=gen)
    cond = torch.stack([temp / 10.0, humidity, torch.sin(temp / 4.0)], dim=1)
    cond = torch.cat([cond, torch.nn.functional.one_hot(crystal, len(CRYSTALS)).float()], dim=1)
    return wax, cond, seconds
