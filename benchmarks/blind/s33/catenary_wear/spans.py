"""Overhead contact line of an electrified main line: per span, traffic and
current-collection statistics from the monitoring pantograph, and the
measured loss of contact-wire height (mm per million pantograph passages).
"""
import torch

FEATURES = ("passages_k", "mean_current_a", "force_mean_n", "force_std_n",
            "arc_rate", "stagger_mm", "span_len_m", "near_overlap")


def survey(n, generator):
    def u(lo, hi):
        return lo + (hi - lo) * torch.rand(n, generator=generator)
    passages, current = u(20, 200), u(150, 900)
    f_mean, f_std = u(80, 160), u(10, 45)
    arc = torch.relu(0.02 * (f_std - 25) + 0.01 * torch.randn(n, generator=generator))
    stagger, span = u(-300, 300), u(45, 65)
    overlap = (torch.rand(n, generator=generator) < 0.12).float()
    mech = 0.004 * f_mean * (1 + (f_std / f_mean) ** 2)
    elec = 0.0009 * current * (1 + 25 * arc)
    wear = (mech + elec) * (1 + 0.3 * overlap) * (1 - 0.0005 * stagger.abs())
    wear = wear * (1 + 0.07 * torch.randn(n, generator=generator))
    x = torch.stack([passages, current, f_mean, f_std, arc, stagger, span, overlap], 1)
    return x, wear
