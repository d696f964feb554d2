import torch
from torch.utils.data import DataLoader, TensorDataset

SEGMENT_KINDS = ("ramp", "curve", "funnel", "drop", "spiral")
MAX_SEGMENTS = 12


def build_runs(n=4000, seed=0):
    """Random marble-run builds: a sequence of segments; target is the total run time (s)."""
    g = torch.Generator().manual_seed(seed)
    n_seg = torch.randint(3, MAX_SEGMENTS + 1, (n,), generator=g)
    kind = torch.randint(0, len(SEGMENT_KINDS), (n, MAX_SEGMENTS), generator=g)
    length = 0.1 + 0.5 * torch.rand(n, MAX_SEGMENTS, generator=g)
    slope = 3 + 25 * torch.rand(n, MAX_SEGMENTS, generator=g)
    mask = torch.arange(MAX_SEGMENTS).unsqueeze(0) < n_seg.unsqueeze(1)
    glass = (torch.rand(n, generator=g) < 0.5).float()
    per_kind = torch.tensor([1.0, 1.4, 2.6, 0.4, 3.1])[kind]
    seg_time = per_kind * length / torch.sin(torch.deg2rad(slope)).sqrt() * 0.8
    total = (seg_time * mask).sum(1) * (1 - 0.08 * glass)
    total = total + 0.1 * torch.randn(n, generator=g)
    feats = torch.stack([length, slope / 30, torch.sin(torch.deg2rad(slope))], dim=2)
    return feats, kind, mask, glass, total


def loaders(batch_size=64):
    feats, kind, mask, glass, total = build_runs()
    split = 3200
    def ds(s):
        return TensorDataset(feats[s], kind[s], mask[s], glass[s], total[s])
    return (DataLoader(ds(slice(0, split)), batch_size=batch_size, shuffle=True),
            DataLoader(ds(slice(split, None)), batch_size=400))
