from typing import Protocol, runtime_checkable

import torch


@runtime_checkable
class Probe(Protocol):
    name: str

    def after_backward(self, model) -> None: ...

    def summary(self) -> dict: ...


class GradNorm:
    name = "grad_norm"

    def __init__(self):
        self.values = []

    def after_backward(self, model):
        norms = [p.grad.norm() for p in model.parameters() if p.grad is not None]
        self.values.append(torch.stack(norms).norm().item())

    def summary(self):
        return {"mean": sum(self.values) / len(self.values), "last": self.values[-1]}


class BandSensitivity:
    """Mean |d loss / d band| over the epoch, per wavelength band."""

    name = "band_sensitivity"

    def __init__(self, bands):
        self.bands = bands
        self.total = torch.zeros(len(bands))
        self.count = 0

    def after_backward(self, model):
        g = model.trace["bands"].grad
        self.total += g.abs().mean(0)
        self.count += 1

    def summary(self):
        s = self.total / max(self.count, 1)
        s = s / s.sum()
        return {f"{b}nm": round(v, 3) for b, v in zip(self.bands, s.tolist())}
