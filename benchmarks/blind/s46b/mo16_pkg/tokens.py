import torch


class LogGapTokenizer:
    """Frozen quantiser: log inter-pop gap -> one of n_bins equal-width bins."""

    def __init__(self, n_bins, lo=-4.0, hi=1.0):
        self.edges = torch.linspace(lo, hi, n_bins + 1)[1:-1]
        self.n_bins = n_bins

    def __call__(self, gaps):
        return torch.bucketize(torch.log(gaps.clamp(min=1e-4)), self.edges)
