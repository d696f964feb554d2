import torch
import torch.nn.functional as F


class MultiScaleCE:
    def __init__(self, weights=None):
        self.weights = weights or {"final": 1.0, "side1": 0.4, "side2": 0.2}

    def __call__(self, outs, mask):
        terms, logs = [], {}
        for name, logits in outs.items():
            up = F.interpolate(logits, size=mask.shape[-2:], mode="nearest")
            term = self.weights[name] * F.cross_entropy(up, mask)
            terms.append(term)
            logs[name] = term.item()
        total = torch.stack(terms).sum() / sum(self.weights.values())
        return total, logs
