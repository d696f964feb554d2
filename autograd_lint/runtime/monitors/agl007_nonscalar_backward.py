"""AGL007 at run time: backward() on a non-scalar tensor without a gradient argument.

Torch raises "grad can be implicitly created only for scalar outputs" before the engine runs; the
finding is placed at the user's backward line of the traceback (the exception propagates).
"""
from __future__ import annotations

from .errors import TorchErrorMonitor


class NonScalarBackward(TorchErrorMonitor):
    code = "AGL007"
    texts = ("grad can be implicitly created only for scalar outputs",)
    message = "backward() on a tensor with more than one element and no gradient argument"
    advice = "reduce it first (.sum() / .mean()) or pass gradient=torch.ones_like(t)"
