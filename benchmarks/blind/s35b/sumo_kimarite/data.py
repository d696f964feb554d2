"""Synthetic bout records: pre-bout features and the winning technique (kimarite)."""
import torch

KIMARITE = ("yorikiri", "oshidashi", "hatakikomi", "uwatenage", "tsukiotoshi")
FEATURES = (
    "rank_gap", "weight_gap_kg", "height_gap_cm", "tachiai_ms", "reach_gap",
    "belt_grip_rate", "push_rate", "age_gap", "basho_day", "head_to_head",
)


def make_bouts(n, seed):
    gen = torch.Generator().manual_seed(seed)
    style = torch.Generator().manual_seed(1234)
    mixing = torch.randn(len(FEATURES), len(KIMARITE), generator=style)
    pairwise = torch.randn(len(FEATURES), len(KIMARITE), generator=style) * 0.5
    x = torch.randn(n, len(FEATURES), generator=gen)
    scores = x @ mixing + (x * x.roll(1, dims=1)) @ pairwise
    scores = scores + 0.6 * torch.randn(n, len(KIMARITE), generator=gen)
    return x, scores.argmax(dim=1)


def batches(x, y, size, seed):
    order = torch.randperm(len(y), generator=torch.Generator().manual_seed(seed))
    for start in range(0, len(y), size):
        idx = order[start:start + size]
        yield x[idx], y[idx]
