"""`self.classifier.bias = torch.log(freq / (1 - freq))` where `freq` comes from a caller not
seen: whatever `freq` is, a torch op returns a plain tensor, never an `nn.Parameter`, so the
assignment raises TypeError (AGL003; s40d m08 was missed while `freq` was unknown). Wrapped in
`nn.Parameter(...)`, or written to `.data`, it is fine; a value not known to be a tensor made by
torch (`torch.load(...)`, which may hold a Parameter) is not reported."""
from autograd_lint import lint_paths

PROGRAM = '''
import sys

import torch
import torch.nn as nn


class Tagger(nn.Module):
    def __init__(self):
        super().__init__()
        self.classifier = nn.Linear(4, 3)

    def init_bias(self, freq):
        freq = freq.clamp(1e-3, 1 - 1e-3)
        self.classifier.bias = torch.log(freq / (1 - freq))


def train(labels):
    tagger = Tagger()
    tagger.init_bias(labels.mean(0))
    return tagger


train(sys.argv[1])
'''


def _lint(tmp_path, text: str) -> list[tuple[int, str]]:
    path = tmp_path / "prog.py"
    path.write_text(text.lstrip())
    return sorted((f.line, f.code) for f in lint_paths([str(path)]).findings)


def test_a_torch_op_result_assigned_to_a_parameter_is_agl003(tmp_path):
    assert _lint(tmp_path, PROGRAM) == [(14, "AGL003")]


def test_wrapped_in_a_parameter_it_is_quiet(tmp_path):
    text = PROGRAM.replace("self.classifier.bias = torch.log(freq / (1 - freq))",
                           "self.classifier.bias = nn.Parameter(torch.log(freq / (1 - freq)))")
    assert _lint(tmp_path, text) == []


def test_a_loaded_value_may_be_a_parameter(tmp_path):
    text = PROGRAM.replace("self.classifier.bias = torch.log(freq / (1 - freq))",
                           "self.classifier.bias = torch.load(freq)")
    assert _lint(tmp_path, text) == []
