"""A graph handed to a library's function together with the network it reaches
(`gradient_update_parameters(model, inner_loss)` of torchmeta) may be differentiated there: an
evaluation that adapts the model that way is not "no backward" (no AGL009). Handed to a library
function without the network, the evaluation is still reported."""
import textwrap

from autograd_lint import lint_source

ADAPT = '''
import torch
import torch.nn as nn
import torch.nn.functional as F
from torchmeta.utils import gradient_update_parameters
from plotting import show

model = nn.Linear(4, 3)
x, y = torch.randn(8, 4), torch.randint(0, 3, (8,))
model.eval()
inner_loss = F.cross_entropy(model(x), y)
CALL
'''


def codes(call: str) -> list[str]:
    source = textwrap.dedent(ADAPT.replace("CALL", call))
    return [f.code for f in lint_source(source, "t.py")]


def test_a_loss_handed_with_its_network_to_a_library_is_quiet():
    assert codes("params = gradient_update_parameters(model, inner_loss, step_size=0.4)") == []


def test_a_loss_handed_alone_is_still_an_evaluation():
    assert codes("show(inner_loss)") == ["AGL009"]
