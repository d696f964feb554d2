"""Synthetic perovskite solar-cell recipes and their damp-heat lifetime (log10 of T80 hours)."""
import torch

DESCRIPTORS = (
    "fa_fraction", "cs_fraction", "br_fraction", "excess_pbi2", "htl_dopant",
    "passivation", "anneal_temp", "anneal_minutes", "encapsulated", "uv_filter",
    "stress_temp", "stress_rh",
)


def sample_recipes(n, generator):
    x = torch.rand(n, len(DESCRIPTORS), generator=generator)
    x[:, 8] = (x[:, 8] > 0.4).float()
    x[:, 9] = (x[:, 9] > 0.6).float()
    return x


def lifetime(x, generator=None):
    log_t80 = (
        2.2 + 0.6 * x[:, 1] - 0.5 * (x[:, 2] - 0.3).abs() + 0.8 * x[:, 8] + 0.3 * x[:, 9]
        + 0.4 * x[:, 5] * x[:, 8] - 0.7 * x[:, 10] * x[:, 11] - 0.3 * (x[:, 6] - 0.5) ** 2
        - 0.4 * x[:, 4] * (1 - x[:, 8])
    )
    if generator is not None:
        log_t80 = log_t80 + 0.08 * torch.randn(len(x), generator=generator)
    return log_t80.unsqueeze(1)


def make_split(n, generator):
    x = sample_recipes(n, generator)
    return x, lifetime(x, generator)
