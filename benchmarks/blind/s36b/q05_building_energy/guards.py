import torch


class NonFiniteGuard:
    """Drops batches whose loss came out nan/inf and gives up after too many."""

    def __init__(self, max_skips):
        self.max_skips = max_skips
        self.skipped = 0

    def __call__(self, loss, optimizer):
        if torch.isfinite(loss).all():
            return False
        self.skipped += 1
        optimizer.zero_grad(set_to_none=True)
        if self.skipped > self.max_skips:
            raise RuntimeError(f"{self.skipped} non-finite losses, giving up")
        return True
