"""`self.gain = nn.Parameter(torch.ones(n)).cuda()` (or `* 0.5`) stores the result of an op on
the Parameter just built: neither a Parameter (the module does not register it) nor a leaf, so
it never trains (AGL020, reported where it is stored). Wrapping the final tensor, moving it to
the CPU, or an op on a registered parameter in forward, is fine."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import torch
import torch.nn as nn


class Scale(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.lin = nn.Linear(n, n)
        self.gain = GAIN

    def forward(self, x):
        return self.lin(x) * self.gain.to(x.dtype)


model = Scale(4)
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
for x in [torch.randn(2, 4)] * 3:
    loss = model(x).pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
'''


def codes(gain: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(PROGRAM.replace("GAIN", gain))
    return sorted((f.line, f.code) for f in lint_source(source, "t.py"))


def test_a_parameter_moved_after_it_is_built_is_reported():
    assert codes("nn.Parameter(torch.ones(n)).cuda()") == [(10, "AGL020")]


def test_an_op_on_a_parameter_just_built_is_reported():
    assert codes("nn.Parameter(torch.ones(n)) * 0.5") == [(10, "AGL020")]


def test_a_view_of_a_parameter_just_built_is_reported():
    assert codes("nn.Parameter(torch.ones(n)).unsqueeze(0)") == [(10, "AGL020")]


def test_a_parameter_frozen_in_place_is_still_one():
    assert codes("nn.Parameter(torch.ones(n)).requires_grad_(False)") == []


def test_the_final_tensor_wrapped_is_fine():
    assert codes("nn.Parameter(torch.ones(n).cuda() * 0.5)") == []


def test_a_move_to_the_cpu_is_no_copy():
    assert codes('nn.Parameter(torch.ones(n)).to("cpu")') == []


def test_the_message_names_the_wrap():
    source = textwrap.dedent(PROGRAM.replace("GAIN", "nn.Parameter(torch.ones(n)) * 0.5"))
    message = next(f.message for f in lint_source(source, "t.py"))
    assert "not a Parameter" in message and "nn.Parameter(...)" in message


def test_a_move_to_a_device_known_only_at_run_time_is_reported():
    # (on an accelerator `.to(device)` copies; the peephole weights of a ConvLSTM written so
    # never train on a GPU)
    source = PROGRAM.replace("GAIN", "nn.Parameter(torch.ones(n)).to(DEVICE)").replace(
        "import torch.nn as nn\n",
        'import torch.nn as nn\n\nDEVICE = torch.device("cuda" if torch.cuda.is_available() '
        'else "cpu")\n')
    found = sorted((f.line, f.code) for f in lint_source(textwrap.dedent(source), "t.py"))
    assert found == [(12, "AGL020")]


def test_built_under_no_grad_the_copy_is_still_no_parameter():
    source = PROGRAM.replace("        self.gain = GAIN", "        with torch.no_grad():\n"
                             "            self.gain = nn.Parameter(torch.ones(n)).cuda()")
    found = sorted((f.line, f.code) for f in lint_source(textwrap.dedent(source), "t.py"))
    assert found == [(11, "AGL020")]
