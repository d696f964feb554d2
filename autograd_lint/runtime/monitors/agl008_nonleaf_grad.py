"""AGL008 at run time: ``.grad`` read on a non-leaf tensor (it is always None).

Torch warns ("The .grad attribute of a Tensor that is not a leaf Tensor is being accessed") at the
line that reads it; the warning is mapped to the code at that line. Warnings the program's filters
ignore are not seen.
"""
from __future__ import annotations

from ..frames import source_line
from .base import Monitor

_TEXT = "attribute of a Tensor that is not a leaf Tensor is being accessed"


class NonLeafGrad(Monitor):
    code = "AGL008"

    def on_warning(self, message, category, filename, lineno) -> None:
        if _TEXT not in str(message):
            return
        frames = self.checker.frames
        site = (filename, lineno) if frames.is_user_file(filename) else frames.caller_site(3)
        if site is None or self.report.has("AGL003", site):
            return  # a leaf rebound by `w = w - lr * w.grad`: AGL003 explains this read
        statement = source_line(*site)
        evidence = ["torch warned: the .grad attribute of a non-leaf tensor was read (it is None)"]
        if statement:
            evidence.insert(0, f"statement: {statement}")
        self.report.add(self.code, site,
                        ".grad of a non-leaf tensor is always None; call .retain_grad() on it "
                        "before backward, or use torch.autograd.grad / a tensor hook",
                        evidence=evidence)
