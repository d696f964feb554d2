"""Weight constraints applied after each optimizer step, selected by name from the run config."""
import torch


class MaxNorm:
    def __init__(self, max_value=2.0):
        self.max_value = max_value

    def __call__(self, module):
        for name, p in module.named_parameters():
            if name.endswith("weight") and p.dim() > 1:
                norms = p.flatten(1).norm(dim=1).clamp(min=1e-8)
                scale = (self.max_value / norms).clamp(max=1.0)
                p.mul_(scale.view(-1, *([1] * (p.dim() - 1))))


class NonNegOutput:
    """Keep the final reconstruction bias non-negative (photon counts)."""

    def __init__(self, attr="tail"):
        self.attr = attr

    def __call__(self, module):
        bias = getattr(module, self.attr).bias
        with torch.no_grad():
            bias.clamp_(min=0.0)


CONSTRAINTS = {
    "max_norm": MaxNorm,
    "non_neg_output": NonNegOutput,
}


def build_constraints(specs):
    return [CONSTRAINTS[s["name"]](**{k: v for k, v in s.items() if k != "name"}) for s in specs]
