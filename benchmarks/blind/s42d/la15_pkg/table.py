"""Synthetic shots on a 3569 x 1778 mm table (coordinates scaled to metres)."""
import math

import torch

POCKETS = torch.tensor([[0.0, 0.0], [1.78, 0.0], [0.0, 1.78], [1.78, 1.78], [0.0, 3.57], [1.78, 3.57]])


def shots(n, gen):
    cue = torch.rand(n, 2, generator=gen) * torch.tensor([1.6, 3.3]) + 0.09
    obj = torch.rand(n, 2, generator=gen) * torch.tensor([1.6, 3.3]) + 0.09
    pocket_id = torch.randint(0, 6, (n,), generator=gen)
    pocket = POCKETS[pocket_id]
    speed = 0.5 + 3.0 * torch.rand(n, generator=gen)              # m/s at impact
    spin = torch.rand(n, generator=gen) * 2 - 1                    # -1 screw ... +1 top
    side = torch.rand(n, generator=gen) * 2 - 1

    to_obj = obj - cue
    to_pocket = pocket - obj
    d1 = to_obj.norm(dim=1)
    d2 = to_pocket.norm(dim=1)
    cos_cut = (to_obj * to_pocket).sum(1) / (d1 * d2)
    cut = torch.acos(cos_cut.clamp(-1, 1))
    difficulty = 0.5 * d1 + 0.4 * d2 + 2.2 * cut + 0.3 * (speed - 1.5).abs() + 0.2 * side.abs()
    potted = (torch.rand(n, generator=gen) < torch.sigmoid(6.0 - 1.6 * difficulty)).float()

    travel = 0.25 * speed ** 2 * (0.4 + 0.6 * torch.sin(cut)) + 0.5 * spin * speed * torch.cos(cut)
    direction = to_pocket / d2[:, None]
    normal = torch.stack([-direction[:, 1], direction[:, 0]], 1)
    rest = obj + travel[:, None] * (math.sqrt(0.5) * direction + normal * torch.sin(cut)[:, None])
    rest = rest + 0.05 * side[:, None] * normal + 0.04 * torch.randn(n, 2, generator=gen)
    rest = rest.clamp(min=torch.tensor([0.05, 0.05]), max=torch.tensor([1.73, 3.52]))

    x = torch.cat([cue, obj, pocket, torch.stack([speed / 3.5, spin, side, cut, d1 / 3, d2 / 3], 1)], 1)
    return x, {"potted": potted, "rest": rest}
