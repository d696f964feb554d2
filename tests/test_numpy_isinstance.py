"""`if not isinstance(x, np.ndarray): x = x.detach().cpu().numpy()` turns a tensor into an
array on every path: no tensor is an ndarray, so numpy calls after it get an array (no
AGL013). Without the conversion the tensor that requires grad reaches numpy (AGL013)."""
from __future__ import annotations

import textwrap

from autograd_lint import lint_source

PROGRAM = """
import numpy as np
import torch
import torch.nn as nn

policy = nn.Linear(4, 3)


def reward(entropies, scale):
    {convert}
    return scale * np.ones_like(entropies)


logits = policy(torch.randn(5, 4))
entropies = torch.distributions.Categorical(logits=logits).entropy()
print(reward(entropies, 2.0))
"""


def codes(source: str) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in lint_source(textwrap.dedent(source), "reward.py")]


def test_a_tensor_converted_unless_it_is_an_array_reaches_numpy_as_an_array():
    convert = ("if not isinstance(entropies, np.ndarray):\n"
               "        entropies = entropies.data.cpu().numpy()")
    assert codes(PROGRAM.replace("{convert}", convert)) == []


def test_the_tensor_itself_reaches_numpy():
    source = PROGRAM.replace("{convert}", "pass")
    line = source.splitlines().index("    return scale * np.ones_like(entropies)") + 1
    assert (line, "AGL013") in codes(source)
