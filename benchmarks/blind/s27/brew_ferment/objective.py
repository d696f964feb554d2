"""Composable objectives: `0.5 * Term(0, "fg") + Term(2, "abv")` builds a weighted sum."""
import torch
import torch.nn.functional as F


class Objective:
    def __add__(self, other):
        return Composite(self.parts() + other.parts())

    def __rmul__(self, weight):
        return Composite([(weight * w, t) for w, t in self.parts()])

    def parts(self):
        return [(1.0, self)]

    @property
    def names(self):
        return [t.name for _, t in self.parts()]


class Term(Objective):
    def __init__(self, column, name, kind="mse"):
        self.column, self.name, self.kind = column, name, kind

    def __call__(self, pred, target):
        p, t = pred[:, self.column], target[:, self.column]
        return F.mse_loss(p, t) if self.kind == "mse" else F.smooth_l1_loss(p, t, beta=0.1)


class Composite(Objective):
    def __init__(self, parts):
        self._parts = parts

    def parts(self):
        return list(self._parts)

    def __call__(self, pred, target):
        """The weighted terms, one entry per term (so each can be logged)."""
        return torch.stack([w * term(pred, target) for w, term in self._parts])
