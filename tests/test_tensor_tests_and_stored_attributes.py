"""Two things a reader knows that the analysis assumed otherwise (session 38's last look):
`hasattr(data, "detach")` of a tensor is true, so `data.to('cpu').numpy()` in its `elif` never
runs on one (nii-yamagishilab's `convert_data_for_debug`: false AGL013); and an attribute just
stored on an object the analysis cannot name (a network output of unknown class) holds what was
stored, not a part of the output (syuntoku14/pytorch-rl-il: `features._raw = graphs.detach();
features._raw.requires_grad = True`, a false AGL012)."""
import textwrap

from autograd_lint import lint_source


def _codes(source: str) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in lint_source(textwrap.dedent(source).lstrip(), "t.py")]


CONVERT = '''
import numpy as np
import torch.nn as nn


def convert(data):
    if hasattr(data, "detach"):
        return data.detach().to("cpu").numpy()
    elif hasattr(data, "cpu"):
        return data.to("cpu").numpy()
    return data


def check(model):
    means = [p.mean() for p in model.parameters()]
    print(np.array([convert(x) for x in means]))


check(nn.Linear(3, 2))
'''


def test_a_tensor_has_detach():
    assert _codes(CONVERT) == []


def test_without_the_test_the_numpy_of_a_graph_is_reported():
    source = CONVERT.replace('    if hasattr(data, "detach"):\n'
                             '        return data.detach().to("cpu").numpy()\n'
                             '    elif hasattr(data, "cpu"):\n', '    if True:\n')
    assert [code for _, code in _codes(source)] == ["AGL013"]


STORED = '''
import torch


class FeatureNetwork:
    def __init__(self, model):
        self.model = model
        self._queue = []

    def __call__(self, states):
        features = self.model(states)
        graphs = features.raw
        features._raw = graphs.detach()
        features._raw.requires_grad = True
        self._queue.append((graphs, features._raw))
        return features


FeatureNetwork(torch.nn.Linear(3, 3))(torch.randn(2, 3))
'''


def test_an_attribute_stored_on_an_unnamed_object_holds_what_was_stored():
    assert _codes(STORED) == []


def test_rebinding_the_name_forgets_it():
    source = STORED.replace("        features._raw.requires_grad = True\n",
                            "        features = self.model(states)\n"
                            "        features._raw.requires_grad = True\n")
    assert [code for _, code in _codes(source)] == ["AGL012"]
