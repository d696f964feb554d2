"""An in-place edit of a view of a parameter (`b = mi.bias.view(na, -1); b[:, 4] += prior`, a
detection head's bias prior written without `.data`) changes the parameter's memory: torch
refuses it outside no_grad ("a view of a leaf Variable that requires grad is being used in an
in-place operation"), AGL002 (s40 i11 was missed: the view lost what it was a view of). The
same through `.data`, or under `torch.no_grad()`, is fine."""
from autograd_lint import lint_paths

PROGRAM = '''
import math

import torch
import torch.nn as nn


class Detect(nn.Module):
    def __init__(self, nc=3, na=2, ch=(8, 16)):
        super().__init__()
        self.nc, self.na = nc, na
        self.m = nn.ModuleList(nn.Conv2d(x, na * (nc + 5), 1) for x in ch)


class Detector(nn.Module):
    def __init__(self):
        super().__init__()
        self.detect = Detect()
        self._initialize_biases()

    def _initialize_biases(self):
        det = self.detect
        for mi in det.m:
            b = mi.bias.view(det.na, -1)
            b[:, 4] += math.log(8 / 64)
            b[:, 5:].add_(math.log(0.6 / (det.nc - 0.99)))
            mi.bias = nn.Parameter(b.view(-1), requires_grad=True)


net = Detector()
'''


def _lint(tmp_path, text: str) -> list[tuple[int, str]]:
    path = tmp_path / "prog.py"
    path.write_text(text.lstrip())
    return sorted((f.line, f.code) for f in lint_paths([str(path)]).findings)


def test_in_place_edits_of_a_parameter_view_are_agl002(tmp_path):
    assert _lint(tmp_path, PROGRAM) == [(24, "AGL002"), (25, "AGL002")]


def test_through_data_they_are_quiet(tmp_path):
    text = PROGRAM.replace("b[:, 4] +=", "b.data[:, 4] +=").replace("b[:, 5:].add_", "b.data[:, 5:].add_")
    assert _lint(tmp_path, text) == []


def test_under_no_grad_they_are_quiet(tmp_path):
    text = PROGRAM.replace("    def _initialize_biases(self):",
                           "    @torch.no_grad()\n    def _initialize_biases(self):")
    assert _lint(tmp_path, text) == []
