"""A library model's method named like a computation but given nothing to compute on
(`model.get_input_embeddings()`, `model.get_output_embeddings()`) hands back a part: it is no
forward, so calling it after `eval()` is no evaluation with grad on (session 50's last look: six
false AGL009 in a vendored transformers' tests). Given inputs (`model.get_image_features(x)`,
`model.encode(x)`), it runs the network as its forward does."""
import textwrap

import pytest

from autograd_lint import lint_source

SOURCE = '''
import torch
from transformers import CLIPConfig, CLIPModel

model = CLIPModel(CLIPConfig()).eval()
pixels = torch.randn(2, 3, 224, 224)
CALL
'''


@pytest.mark.parametrize("call", [
    "rows = model.get_input_embeddings().weight.shape[0]",
    "table = model.get_output_embeddings().weight.data.clone()",
])
def test_an_accessor_of_a_part(call):
    source = textwrap.dedent(SOURCE).replace("CALL", call)
    assert [f.code for f in lint_source(source, "probe.py")] == []


def test_a_computing_method_given_inputs():
    source = textwrap.dedent(SOURCE).replace(
        "CALL", "features = model.get_image_features(pixels)")
    assert [f.code for f in lint_source(source, "probe.py")] == ["AGL009"]
