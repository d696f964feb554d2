"""A registry of more network classes than are run one by one (`MODELS[cfg.name](cfg)` over a
dozen of them): when each of them builds parameters, what it makes is a network that holds
some, its class unknown, so its evaluation with grad on is reported (AGL009); one candidate
that builds none leaves that unknown."""
from checkout_projects import findings, write_project

CLASS = '''
@register
class Net{i}(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.head = {layer}

    def forward(self, x):
        return self.head(x)
'''

PROGRAM = '''
import torch
import torch.nn as nn

MODELS = {{}}


def register(cls):
    MODELS[cls.__name__] = cls
    return cls

{classes}

def build_model(cfg):
    return MODELS[cfg.name](cfg)


def demo(cfg, clips):
    model = build_model(cfg)
    model.eval()
    for clip in clips:
        {context}preds = model(clip)
        print(preds.detach().argmax(1))
'''


def codes(tmp_path, layers: list[str], context: str = "") -> list[str]:
    classes = "".join(CLASS.format(i=i, layer=layer) for i, layer in enumerate(layers))
    write_project(tmp_path, {"demo.py": PROGRAM.format(classes=classes, context=context)})
    return [code for _, _, code in findings(tmp_path)]


def test_a_network_of_a_large_registry_is_one_with_parameters(tmp_path):
    assert codes(tmp_path, [f"nn.Linear(4, {n})" for n in range(2, 14)]) == ["AGL009"]


def test_its_evaluation_under_no_grad_is_fine(tmp_path):
    layers = [f"nn.Linear(4, {n})" for n in range(2, 14)]
    assert codes(tmp_path, layers, context="with torch.no_grad():\n            ") == []


def test_one_parameter_free_candidate_leaves_it_unknown(tmp_path):
    assert codes(tmp_path, [f"nn.Linear(4, {n})" for n in range(2, 13)] + ["nn.Identity()"]) == []
