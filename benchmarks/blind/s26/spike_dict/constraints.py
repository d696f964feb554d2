import torch


class UnitNormAtoms:
    def __init__(self, eps=1e-8):
        self.eps = eps

    @torch.no_grad()
    def __call__(self, coder, batch):
        norms = coder.atoms.norm(dim=1, keepdim=True).clamp(min=self.eps)
        coder.atoms.div_(norms)


class NonNegativeThreshold:
    @torch.no_grad()
    def __call__(self, coder, batch):
        coder.threshold.clamp_(min=0.0)


class ResampleDeadAtoms:
    def __init__(self, patience):
        self.patience = patience
        self.idle = None

    def __call__(self, coder, batch):
        with torch.no_grad():
            codes = coder.encode(batch)
            used = codes.gt(0).any(dim=0)
            self.idle = torch.zeros_like(used, dtype=torch.long) if self.idle is None else self.idle
            self.idle = torch.where(used, torch.zeros_like(self.idle), self.idle + 1)
            dead = (self.idle >= self.patience).nonzero().squeeze(1)
            if dead.numel():
                residual = (batch - codes @ coder.atoms).norm(dim=1)
                worst = residual.topk(dead.numel()).indices
                fresh = batch[worst]
                coder.atoms[dead] = fresh / fresh.norm(dim=1, keepdim=True)
                self.idle[dead] = 0
        return dead.numel()
