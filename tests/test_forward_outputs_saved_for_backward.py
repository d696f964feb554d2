"""A module whose forward returns `torch.sigmoid(logits)`: its output is what the sigmoid saved
for its backward, as the op's own result is. Edited in place by a post-processing helper
(`probs.masked_fill_(mask, 0.0)`) before the loss, the backward fails (AGL006, s38c z02);
the forward's result lost that before."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import torch
import torch.nn as nn
import torch.nn.functional as F


class ContactNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 4)

    def forward(self, x):
        logits = self.fc(x)
        return torch.sigmoid(0.5 * (logits + logits.transpose(0, 1)))


def drop_diagonal(probs):
    probs.masked_fill_(torch.eye(4, dtype=torch.bool), 0.0)
    return probs


model = ContactNet()
opt = torch.optim.AdamW(model.parameters())
for _ in range(2):
    probs = drop_diagonal(model(torch.randn(4, 4)))
    loss = F.binary_cross_entropy(probs, torch.rand(4, 4))
    opt.zero_grad()
    loss.backward()
    opt.step()
'''


def _codes(source: str) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in lint_source(textwrap.dedent(source).lstrip(), "t.py")]


def test_an_in_place_edit_of_a_forwards_saved_output_is_reported():
    assert _codes(PROGRAM) == [(17, "AGL006")]


def test_the_out_of_place_edit_is_not():
    source = PROGRAM.replace("    probs.masked_fill_(torch.eye(4, dtype=torch.bool), 0.0)\n    return probs",
                             "    return probs.masked_fill(torch.eye(4, dtype=torch.bool), 0.0)")
    assert _codes(source) == []


def test_a_forward_returning_an_op_that_saves_no_output_is_not():
    source = PROGRAM.replace("return torch.sigmoid(0.5 * (logits + logits.transpose(0, 1)))",
                             "return logits + logits.transpose(0, 1)")
    assert _codes(source) == []
