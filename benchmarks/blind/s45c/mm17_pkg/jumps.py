"""Figure skating jumps from the tracking system, with the panel's median
Grade of Execution (GOE, integer -5..+5)."""
import torch

JUMPS = ["toe", "salchow", "loop", "flip", "lutz", "axel"]
N_GOE = 11          # -5..+5 -> class 0..10


def make_jumps(n=5000, seed=13):
    g = torch.Generator().manual_seed(seed)
    kind = torch.randint(0, len(JUMPS), (n,), generator=g)
    height = torch.randn(n, generator=g)           # standardised
    distance = torch.randn(n, generator=g)
    under_rot = torch.rand(n, generator=g) ** 3    # fraction of a quarter turn short
    landing = torch.randn(n, generator=g)          # edge quality from blade sensor
    air_pos = torch.randn(n, generator=g)          # tightness of the air position
    entry = torch.randn(n, generator=g)            # difficult entry / steps
    q = (0.9 * height + 0.7 * distance - 5.0 * under_rot + 1.1 * landing
         + 0.4 * air_pos + 0.6 * entry + 0.3 * (kind == 5).float())
    goe = torch.round(q + 0.5 * torch.randn(n, generator=g)).clamp(-5, 5).long()
    x = torch.cat([torch.stack([height, distance, under_rot * 4 - 1, landing, air_pos, entry], 1),
                   torch.nn.functional.one_hot(kind, len(JUMPS)).float()], 1)
    return x, goe + 5
