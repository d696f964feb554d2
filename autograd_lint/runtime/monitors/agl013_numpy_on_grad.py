"""AGL013 at run time: ``.numpy()`` (or ``np.asarray``/``np.array``) on a tensor that requires grad.

Torch raises "Can't call numpy() on Tensor that requires grad"; the finding is placed at the user's
line of the traceback (numpy's and torch's frames are skipped), the exception propagates.
"""
from __future__ import annotations

from .errors import TorchErrorMonitor


class NumpyOnGradTensor(TorchErrorMonitor):
    code = "AGL013"
    texts = ("Can't call numpy() on Tensor that requires grad",)
    message = "numpy conversion of a tensor that requires grad"
    advice = "use t.detach().cpu().numpy(), or compute it under torch.no_grad()"
