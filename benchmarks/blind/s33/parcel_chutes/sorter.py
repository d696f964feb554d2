"""Cross-belt sorter logs: for each destination chute, the last 15 minutes of
induct counts per parcel class and the chute's current fill; targets are the
minutes until the chute is full and whether it jammed in that interval.
"""
import torch

CLASSES = ("letter", "small_box", "large_box", "polybag", "irregular")
MINUTES = 15


def chute_logs(n, generator):
    rate = torch.rand(n, 1, len(CLASSES), generator=generator) * torch.tensor([6., 4., 1.5, 5., .8])
    counts = torch.poisson(rate.expand(n, MINUTES, len(CLASSES)).contiguous(), generator=generator)
    fill = torch.rand(n, 1, generator=generator) * 0.7
    volume = torch.tensor([0.002, 0.02, 0.09, 0.012, 0.05])
    per_min = (counts[:, -5:] * volume).sum(-1).mean(1, keepdim=True)
    minutes_to_full = ((1.0 - fill) / per_min.clamp(min=1e-3)).clamp(max=120.0)
    total = counts.sum((1, 2)).unsqueeze(1).clamp(min=1)
    irregular_share = counts[..., 4].sum(1, keepdim=True) / total
    jam_logit = 6 * irregular_share + 3 * fill - 3.0
    jam = torch.bernoulli(torch.sigmoid(jam_logit), generator=generator)
    x = torch.cat([counts.flatten(1) / 5.0, fill], dim=1)
    return x, minutes_to_full.squeeze(1) / 60.0, jam.squeeze(1)
