"""A network that is an entry of what `torch.load` returned on a resume path and built from a
readable class on the other (`net = ckpt["net"] if resume else Net()`) is one object of no
known class: what later code shows of it (`net.eval()`, `net.parameters()`) is known of it
whichever path ran, so a plot run after `eval()` with grad on is AGL009, as it is for either
path alone (edenton/svg's training scripts, missed at session 50's first look because the join
was an unknown with no identity). Nothing of the built class is assumed of the loaded one."""
import textwrap

import pytest

from autograd_lint import lint_source

SCRIPT = '''
import sys
import torch
import torch.nn as nn


class Predictor(nn.Module):
    def __init__(self):
        super().__init__()
        self.cell = nn.LSTMCell(8, 8)

    def forward(self, x, state):
        return self.cell(x, state)


resume = sys.argv[1]
CHOICE
optimizer = torch.optim.Adam(net.parameters(), lr=1e-3)


def train(frames):
    net.zero_grad()
    state = None
    loss = 0
    for frame in frames:
        state = net(frame, state)
        loss = loss + state[0].pow(2).mean()
    loss.backward()
    optimizer.step()
    return loss.item()


def plot(frames):
    state = None
    shown = []
    for frame in frames:
        state = net(frame, state)
        shown.append(state[0].detach())
    return shown


for epoch in range(5):
    net.train()
    for _ in range(10):
        train(torch.randn(6, 2, 8))
    net.eval()
    plot(torch.randn(6, 2, 8))
'''

IF_ELSE = '''if resume:
    saved = torch.load(resume)
    net = saved["predictor"]
else:
    net = Predictor()'''

TERNARY = 'net = torch.load(resume)["predictor"] if resume else Predictor()'

PLOT_CALL = "        state = net(frame, state)\n        shown.append"


def _line_of_plot_call(source):
    return source[:source.index(PLOT_CALL)].count("\n") + 1


@pytest.mark.parametrize("choice", [IF_ELSE, TERNARY, "net = Predictor()",
                                    'net = torch.load(resume)["predictor"]'])
def test_a_plot_after_eval_with_grad_on(choice):
    source = textwrap.dedent(SCRIPT).replace("CHOICE", choice)
    found = [(f.code, f.line) for f in lint_source(source, "train_video.py")]
    assert found == [("AGL009", _line_of_plot_call(source))]


@pytest.mark.parametrize("choice", [IF_ELSE, TERNARY])
def test_the_same_plot_under_no_grad(choice):
    source = textwrap.dedent(SCRIPT).replace("CHOICE", choice).replace(
        "def plot(", "@torch.no_grad()\ndef plot(")
    assert [f.code for f in lint_source(source, "train_video.py")] == []


@pytest.mark.parametrize("choice", [IF_ELSE, TERNARY])
def test_a_network_fine_tuned_in_eval_mode(choice):
    # eval() to freeze batch statistics, then trained: the graph is used, nothing to report
    source = textwrap.dedent(SCRIPT).replace("CHOICE", choice).replace(
        "        shown.append(state[0].detach())\n    return shown",
        "        shown.append(state[0])\n    optimizer.zero_grad()\n"
        "    torch.stack(shown).pow(2).mean().backward()\n    optimizer.step()")
    assert [f.code for f in lint_source(source, "train_video.py")] == []


def test_a_loaded_object_never_used_as_a_network_is_not_one():
    # a table of precomputed features or a built encoder: called, never shown to be a network
    source = textwrap.dedent('''
        import sys
        import torch
        import torch.nn as nn

        table = torch.load(sys.argv[1])["features"] if sys.argv[1] else nn.Identity()
        rows = [table(torch.randn(3, 4)) for _ in range(3)]
    ''')
    assert [f.code for f in lint_source(source, "features.py")] == []
