"""A legacy constructor given one argument copies data unless that argument is surely a size:
`len(...)` and `int(...)` always are (`nn.Parameter(torch.FloatTensor(len(FREQS)))` is garbage
memory, AGL015); a list, or a name bound to what a function returns, may be data."""
import textwrap

from autograd_lint import lint_source

GAIN = '''
import torch
from torch import nn

FREQS_HZ = (250, 500, 1000, 2000, 4000)


def band_defaults():
    return [0.5 for _ in FREQS_HZ]


class BandGain(nn.Module):
    def __init__(self, bands=BANDS):
        super().__init__()
        self.offset = nn.Parameter(torch.FloatTensor(bands))

    def forward(self, hl):
        return 0.3 * hl + self.offset


model = BandGain()
print(model(torch.randn(4, len(FREQS_HZ))).sum())
'''


def codes(bands: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(GAIN).replace("BANDS", bands)
    return sorted((f.line, f.code) for f in lint_source(source, "gain.py"))


def test_a_length_is_a_size():
    assert codes("len(FREQS_HZ)") == [(15, "AGL015")]


def test_an_int_is_a_size():
    assert codes("int(5.0)") == [(15, "AGL015")]


def test_what_a_function_returns_may_be_data():
    assert codes("band_defaults()") == []
