import torch


class SharpnessAware:
    """Two-pass SAM update around any torch optimizer (Foret et al., 2021)."""

    def __init__(self, params, base_cls, rho=0.05, **base_kwargs):
        self.params = [p for p in params if p.requires_grad]
        self.base = base_cls(self.params, **base_kwargs)
        self.rho = rho
        self.offsets = {}

    def zero_grad(self):
        self.base.zero_grad(set_to_none=True)

    def _grad_norm(self):
        norms = [p.grad.norm(p=2) for p in self.params if p.grad is not None]
        return torch.norm(torch.stack(norms), p=2)

    def ascend(self):
        scale = self.rho / (self._grad_norm() + 1e-12)
        for p in self.params:
            if p.grad is None:
                continue
            shift = p.grad * scale
            p.add_(shift)
            self.offsets[p] = shift

    @torch.no_grad()
    def descend(self):
        for p, shift in self.offsets.items():
            p.sub_(shift)
        self.offsets.clear()
        self.base.step()
