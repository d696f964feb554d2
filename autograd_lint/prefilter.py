"""The prefilter: whether a file's text can hold a finding at all, read before it is parsed (and,
for a finding another file's analysis proves, whether that file is analysed on its own)."""
from __future__ import annotations

import re

from .semantics.torch_api import OTHER_FRAMEWORKS


# Words without which a file cannot have a finding: torch itself, or the autograd API used on
# objects another file made (a `utils.py` helper that updates a model it is given).
# (an evaluator callback: `self.model.eval()`; a metrics callback: `outputs["logits"].numpy()`)
_EVIDENCE_WORDS = ("torch", "backward(", "zero_grad", ".parameters()", "requires_grad", ".grad",
                   ".step(", ".data", ".eval()", ".numpy()")


# `weight.clamp_(min=0)` in a callback module that never names torch: an in-place edit of the
# tensors a caller hands it (AGL002)
_INPLACE_CALL = re.compile(r"\.[a-z][a-z0-9_]*[a-z0-9]_\(")


# `self.model.encoder = encoder` in a trainer module that never names torch: a layer swapped on
# a network another file built, after its optimizer was (AGL019)
_NESTED_ATTRIBUTE_STORE = re.compile(r"^[ \t]*[A-Za-z_]\w*\.[A-Za-z_]\w*\.[A-Za-z_]\w*[ \t]*=[^=]",
                                     re.MULTILINE)


# `layer.weight = flat[:n].view(...)` in a helper module that never names torch: a registered
# parameter of a layer a caller hands it replaced by a tensor (AGL003)
_PARAMETER_STORE = re.compile(r"^[ \t]*[A-Za-z_][\w.]*\.(?:weight|bias)[ \t]*=[^=]", re.MULTILINE)


# an import of a framework whose API reads like torch's (see OTHER_FRAMEWORKS)
_OTHER_FRAMEWORK = re.compile(r"^[ \t]*(?:import|from)[ \t]+(?:%s)\b" % "|".join(OTHER_FRAMEWORKS),
                              re.MULTILINE)
_TORCH_IMPORT = re.compile(r"^[ \t]*(?:import|from)[ \t]+torch", re.MULTILINE)


def might_have_findings(text: str) -> bool:
    """Every rule needs torch, the autograd API, an in-place tensor method or a store into an
    attribute of an attribute (a layer swap): a file that says none of them cannot have a
    finding (the standard library, configuration, most plain Python). Nor can a file written
    for another framework that never imports torch (a Paddle port of the training script): its
    tensors are not torch's."""
    if not (any(word in text for word in _EVIDENCE_WORDS) or
            _INPLACE_CALL.search(text) is not None or
            _NESTED_ATTRIBUTE_STORE.search(text) is not None or
            _PARAMETER_STORE.search(text) is not None):
        return False
    return _TORCH_IMPORT.search(text) is not None or _OTHER_FRAMEWORK.search(text) is None
