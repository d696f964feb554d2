"""Synthetic line-scan summaries from a broadloom tufting machine (one row per 0.5 m of carpet)."""
import torch

YARNS = ("nylon6", "nylon66", "polyester", "wool_blend")


def carpet_rows(n, gen):
    yarn = torch.randint(0, len(YARNS), (n,), generator=gen)
    gauge = torch.tensor([1 / 8, 5 / 32, 3 / 16, 1 / 10])[torch.randint(0, 4, (n,), generator=gen)]
    stitch_rate = 6 + 6 * torch.rand(n, generator=gen)           # stitches per inch
    needle_hours = 400 * torch.rand(n, generator=gen)
    yarn_tension = 0.8 + 0.6 * torch.rand(n, generator=gen)
    backing_speed = 2 + 4 * torch.rand(n, generator=gen)           # m/min
    dye_lot_delta = torch.randn(n, generator=gen)
    humidity = 35 + 40 * torch.rand(n, generator=gen)

    pile_dev = (0.08 * (yarn_tension - 1.1) * 10 + 0.02 * (backing_speed - 4) ** 2
                + 0.002 * needle_hours / 10 - 0.01 * (yarn == 3).float() + 0.05 * torch.randn(n, generator=gen))
    missed_logit = -3 + 0.009 * needle_hours + 0.6 * (backing_speed - 4) + 2.0 * (yarn_tension - 1.1)
    missed = (torch.rand(n, generator=gen) < torch.sigmoid(missed_logit)).float()
    delta_e = (0.6 * dye_lot_delta.abs() + 0.01 * (humidity - 55) * (yarn <= 1).float()
               + 0.1 * torch.rand(n, generator=gen))

    x = torch.cat([torch.nn.functional.one_hot(yarn, len(YARNS)).float(),
                   torch.stack([gauge * 8, stitch_rate / 12, needle_hours / 400, yarn_tension,
                                backing_speed / 6, dye_lot_delta, (humidity - 55) / 20], 1)], 1)
    return x, {"pile": pile_dev * 5, "missed": missed, "shade": delta_e}
