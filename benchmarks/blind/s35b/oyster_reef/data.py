import math

import torch

COVARIATES = ("salinity_psu", "water_temp_c", "chlorophyll", "tile_depth_m",
              "shell_cover", "flow_speed", "weeks_deployed")


def survey(n_tiles, seed):
    gen = torch.Generator().manual_seed(seed)
    x = torch.randn(n_tiles, len(COVARIATES), generator=gen)
    log_mu = (math.log(18.0) + 0.5 * x[:, 0] - 0.35 * x[:, 0] ** 2 + 0.4 * x[:, 1]
              + 0.3 * x[:, 2] - 0.25 * x[:, 3] + 0.45 * x[:, 4] + 0.2 * x[:, 6])
    mu = log_mu.exp()
    # gamma-Poisson mixture with shape 2.5 gives overdispersed counts
    rate = torch.distributions.Gamma(torch.full_like(mu, 2.5), 2.5 / mu).sample()
    counts = torch.poisson(rate, generator=gen)
    return x, counts


def tiles(x, counts, size, gen):
    order = torch.randperm(len(counts), generator=gen)
    for start in range(0, len(counts), size):
        idx = order[start:start + size]
        yield x[idx], counts[idx]
