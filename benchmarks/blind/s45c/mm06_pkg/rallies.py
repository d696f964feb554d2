"""Badminton rallies as sequences of shots, from a line-judge tracking log.
Label: did the server's side win the rally?"""
import torch

SHOTS = ["serve", "clear", "drop", "smash", "drive", "net", "lift", "push"]
SHOT_FEATS = 4   # shuttle height at contact, speed, lateral position, depth


def make_rallies(n=1500, max_len=20, seed=4):
    g = torch.Generator().manual_seed(seed)
    lengths = torch.randint(3, max_len + 1, (n,), generator=g)
    kinds = torch.randint(1, len(SHOTS), (n, max_len), generator=g)
    kinds[:, 0] = 0
    feats = torch.rand(n, max_len, SHOT_FEATS, generator=g)
    mask = torch.arange(max_len)[None, :] < lengths[:, None]
    kinds = kinds * mask
    feats = feats * mask[..., None]

    # the side that hits the last smash from high contact usually wins;
    # long rallies slightly favour the receiver
    server_hits = (torch.arange(max_len) % 2 == 0)[None, :]
    smash = (kinds == SHOTS.index("smash")).float() * (0.5 + feats[..., 0])
    net_kill = (kinds == SHOTS.index("net")).float() * (1 - feats[..., 3])
    pressure = torch.where(server_hits, 1.0, -1.0) * (2.0 * smash + 1.2 * net_kill)
    w = torch.exp(0.6 * (torch.arange(max_len)[None, :] - lengths[:, None]).float()) * mask
    score = (pressure * w).sum(1) - 0.04 * lengths + 0.45
    won = (torch.rand(n, generator=g) < torch.sigmoid(6 * score)).float()
    return kinds, feats, mask, won
