"""A weight-init hook that initialises a class's parameters through a loop over a literal list
of them (`for param in [module.q, module.k, ...]: param.data.normal_(...)`, XLNet's
`_init_weights` in transformers) writes each one: parameters made from uninitialised memory
(`nn.Parameter(torch.FloatTensor(d, h))`) are initialised once the model is built (session 50's
last look: 9 false AGL015 in a vendored transformers' XLNet). A parameter the loop leaves out
is still read unwritten."""
import textwrap

import pytest

from autograd_lint import lint_source

SOURCE = '''
import torch
import torch.nn as nn


class RelativeAttention(nn.Module):
    def __init__(self, d, h):
        super().__init__()
        self.q = nn.Parameter(torch.FloatTensor(d, h))
        self.k = nn.Parameter(torch.FloatTensor(d, h))
        self.bias = nn.Parameter(torch.FloatTensor(h))

    def forward(self, x):
        return (x @ self.q) * (x @ self.k) + self.bias


class Encoder(nn.Module):
    def __init__(self, d, h):
        super().__init__()
        self.attention = RelativeAttention(d, h)
        self.apply(self._init_weights)

    def _init_weights(self, module):
        if isinstance(module, RelativeAttention):
            for param in LISTED:
                param.data.normal_(mean=0.0, std=0.02)

    def forward(self, x):
        return self.attention(x)


encoder = Encoder(8, 4)
print(encoder(torch.randn(2, 8)).sum())
'''


@pytest.mark.parametrize("listed, unwritten", [
    ("[module.q, module.k, module.bias]", []),
    ("(module.q, module.k, module.bias)", []),
    ("[module.q, module.k]", ["        self.bias = nn.Parameter(torch.FloatTensor(h))"]),
])
def test_parameters_initialised_through_a_listed_loop(listed, unwritten):
    source = textwrap.dedent(SOURCE).replace("LISTED", listed)
    found = [(f.code, f.line) for f in lint_source(source, "attention.py")]
    assert found == [("AGL015", source.splitlines().index(line) + 1) for line in unwritten]
