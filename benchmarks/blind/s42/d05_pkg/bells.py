"""Synthetic bell profiles and their partials.

Inputs: diameter (m), waist thickness, lip thickness, flare, crown height ratio, alloy tin %.
Targets: deviation in cents of hum, prime, tierce, quint and nominal from an ideal minor-third bell.
"""
import torch

PARTIALS = ("hum", "prime", "tierce", "quint", "nominal")


def cast_bells(gen, n):
    diameter = 0.3 + 1.7 * torch.rand(n, generator=gen)
    waist = 0.06 + 0.04 * torch.rand(n, generator=gen)
    lip = 0.12 + 0.06 * torch.rand(n, generator=gen)
    flare = torch.rand(n, generator=gen)
    crown = 0.7 + 0.2 * torch.rand(n, generator=gen)
    tin = 20 + 4 * torch.rand(n, generator=gen)
    w, l, f, c = (waist - 0.08) / 0.02, (lip - 0.15) / 0.03, flare - 0.5, (crown - 0.8) / 0.1
    cents = torch.stack([
        -40 * w + 25 * c + 10 * f * c,
        30 * w - 15 * l + 8 * torch.sin(3 * f),
        -55 * l + 20 * w * l + 12 * f,
        18 * f - 10 * c + 6 * w,
        -25 * f + 35 * l - 9 * c * l,
    ], 1) + 3.0 * torch.randn(n, 5, generator=gen)
    x = torch.stack([diameter, waist * 10, lip * 10, flare, crown, (tin - 22) / 2], 1)
    return x, cents / 50.0
