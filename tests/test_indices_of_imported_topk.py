"""`probabilities, labels = topk(prediction, k)` of `from torch import topk` returns (values,
indices) as `torch.topk` does: the indices are integers that need no grad, `np.array(labels)` is
fine (a false AGL013 in session 44's last look, Dontoronto/AI-in-PyTorch); the values of a model's
output still require grad."""
import textwrap

import pytest

from autograd_lint import lint_source

TOP = '''
import numpy as np
import torch
import torch.nn as nn
from torch import IMPORTED

model = nn.Linear(4, 10)
prediction = model(torch.randn(1, 4)).squeeze(0)
values, labels = CALL
print(np.array(READ.cpu()))
'''


@pytest.mark.parametrize("imported, call", [("topk", "topk(prediction, 3)"),
                                            ("sort", "sort(prediction)"),
                                            ("max", "max(prediction, 0)")])
@pytest.mark.parametrize("read, expected", [("labels", []), ("values", ["AGL013"])])
def test_values_and_indices_of_an_imported_torch_function(imported, call, read, expected):
    source = textwrap.dedent(TOP).replace("IMPORTED", imported).replace("CALL", call).replace(
        "READ", read)
    assert [f.code for f in lint_source(source, "top.py")] == expected
