"""A serializer's export method, reached only through a registry the analysis cannot follow
(`SERIALIZERS[model_type](...).serialize(f, model)` under `torch.no_grad()` in another
script), runs on its own with grad assumed on. `weight.cpu().numpy()` of a network's weight
fails only with grad on, so whether it fails there is its caller's to decide: not reported
(dhbloo/pytorch-nnue-trainer, session 38's look meant as last: 85 such AGL013). A weight read
in a function that trains, or under grad known on, is still reported."""
import textwrap

from autograd_lint import lint_source

EXPORTER = '''
import numpy as np
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)


class Serializer:
    def export_linear(self, model: Net):
        weight = model.fc.weight.cpu().numpy()
        bias = model.fc.bias.cpu().numpy()
        return np.clip(np.around(weight * 128), -128, 127), bias
'''


def _codes(source: str) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in lint_source(textwrap.dedent(source).lstrip(), "t.py")]


def test_weights_read_by_a_method_nothing_here_calls_are_not_reported():
    assert _codes(EXPORTER) == []


def test_weights_read_with_grad_known_on_are_reported():
    source = EXPORTER + '''

Serializer().export_linear(Net())
'''
    assert [code for _, code in _codes(source)] == ["AGL013", "AGL013"]


def test_an_output_read_in_an_app_helper_is_still_reported():
    source = '''
    import torch.nn as nn

    model = nn.Linear(4, 2)


    def predict(x):
        return model(x).numpy()
    '''
    assert "AGL013" in [code for _, code in _codes(source)]


REGISTERED = '''
import torch
import torch.nn as nn


class Registry(dict):
    def register(self, name):
        def wrap(cls):
            self[name] = cls
            return cls
        return wrap


SERIALIZERS = Registry()


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.mapping = nn.Linear(4, 8)


@SERIALIZERS.register("net")
class NetSerializer:
    def export_map_table(self, model: Net, lines):
        table = model.mapping(lines)
        return table.cpu().numpy()
'''


def test_outputs_read_in_a_registered_classs_method_nothing_here_calls_are_not_reported():
    assert _codes(REGISTERED) == []


def test_the_same_method_called_here_with_grad_on_is_reported():
    source = REGISTERED + '''

NetSerializer().export_map_table(Net(), torch.randn(3, 4))
'''
    assert [code for _, code in _codes(source)] == ["AGL013"]
