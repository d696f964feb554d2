"""Stone-tracking camera data from a curling sheet: release speed, handle
rotation, pebble condition and the sweeping effort in three zones; targets
are the stone's lateral offset (m) at four checkpoints (far hog line,
top of the house, tee line, final rest).
"""
import torch

CHECKPOINTS = ("far_hog", "top_12ft", "tee", "rest")
INPUTS = ("speed_ms", "rotation_rps", "pebble_age_min", "sweep_early", "sweep_mid",
          "sweep_late", "in_turn")


def deliveries(n, generator):
    def u(lo, hi):
        return lo + (hi - lo) * torch.rand(n, generator=generator)
    speed, rot, pebble = u(2.0, 2.5), u(0.05, 0.35), u(0, 120)
    sweep = torch.rand(n, 3, generator=generator)
    in_turn = torch.where(torch.rand(n, generator=generator) < 0.5, 1.0, -1.0)
    friction = 1 + 0.003 * pebble
    base = torch.tensor([0.25, 0.55, 0.8, 1.0])
    late = base ** 2 * (1.6 / speed * friction).unsqueeze(1)
    swept = 1 - 0.35 * sweep[:, 2:3] * base - 0.15 * sweep[:, 1:2]
    curl = late * (1.1 - 0.6 * rot).unsqueeze(1) * swept
    curl = in_turn.unsqueeze(1) * curl + 0.02 * torch.randn(n, 4, generator=generator)
    x = torch.cat([torch.stack([speed, rot, pebble / 60], 1), sweep, in_turn.unsqueeze(1)], 1)
    return x, curl
