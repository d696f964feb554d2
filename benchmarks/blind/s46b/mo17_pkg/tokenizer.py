import torch


class PatchKMeans:
    """Frozen tokenizer: k-means over short patches of swing angle; rarely used codes are pruned."""

    def __init__(self, max_codes, iters, min_count, patch):
        self.max_codes, self.iters, self.min_count, self.patch = max_codes, iters, min_count, patch
        self.centroids = None

    def _patches(self, x):
        return x.unfold(1, self.patch, self.patch)

    def fit(self, x, gen):
        flat = self._patches(x).reshape(-1, self.patch)
        cents = flat[torch.randperm(flat.shape[0], generator=gen)[: self.max_codes]].clone()
        for _ in range(self.iters):
            assign = torch.cdist(flat, cents).argmin(1)
            for k in range(cents.shape[0]):
                if (assign == k).any():
                    cents[k] = flat[assign == k].mean(0)
        counts = torch.bincount(torch.cdist(flat, cents).argmin(1), minlength=cents.shape[0])
        self.centroids = cents[counts >= self.min_count]
        return self

    @property
    def n_codes(self):
        return self.centroids.shape[0]

    def __call__(self, x):
        p = self._patches(x)
        return torch.cdist(p.reshape(-1, self.patch), self.centroids).argmin(1).view(p.shape[:2])
