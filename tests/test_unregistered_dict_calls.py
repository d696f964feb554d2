"""AGL011 for dicts built by a call: `OrderedDict((name, Net()) for name in names)`,
`dict(enc=Encoder(), dec=Decoder())` in `__init__` register nothing, as a dict display would not."""
from autograd_lint import lint_source

CLASS = '''
from collections import OrderedDict
import torch
import torch.nn as nn


class FeatureNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Linear(1, 4)

    def forward(self, x):
        return self.body(x[:, None])


class Additive(nn.Module):
    def __init__(self, names):
        super().__init__()
        self.nets = HOLDER

    def forward(self, x):
        return sum(net(x[:, i]) for i, net in enumerate(self.nets.values()))
'''


def codes(holder: str) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in lint_source(CLASS.replace("HOLDER", holder), "nam.py")]


def test_a_dict_of_networks_built_by_a_call_is_not_registered():
    line = CLASS.splitlines().index("        self.nets = HOLDER") + 1
    for holder in ("OrderedDict((name, FeatureNet()) for name in names)",
                   "OrderedDict([('a', FeatureNet()), ('b', FeatureNet())])",
                   "dict(a=FeatureNet(), b=FeatureNet())"):
        assert codes(holder) == [(line, "AGL011")], holder


def test_registered_or_parameter_free_dicts_built_by_a_call():
    for holder in ("nn.ModuleDict(OrderedDict((name, FeatureNet()) for name in names))",
                   "OrderedDict((name, nn.ReLU()) for name in names)",
                   "dict(a=1, b=2)", "OrderedDict(sorted(names))"):
        assert codes(holder) == [], holder
