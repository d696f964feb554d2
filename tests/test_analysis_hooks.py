"""Forward pre-hooks (`layer.register_forward_pre_hook(fn)`) run before each call of the layer,
also when it is a part of a container called as a whole: an edit of the weight there is an edit
of a parameter (AGL002) unless it is done under no_grad."""
import textwrap

from autograd_lint import lint_source

LOOP = '''
import torch
import torch.nn as nn

HOOK


def Dense(i, o):
    layer = nn.Linear(i, o)
    layer.register_forward_pre_hook(constrain)
    return layer


model = nn.Sequential(Dense(4, 8), nn.ReLU(), Dense(8, 2))
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for step in range(3):
    opt.zero_grad()
    model(torch.randn(8, 4)).pow(2).mean().backward()
    opt.step()
'''


def codes(hook: str) -> list[tuple[int, str]]:
    source = LOOP.replace("HOOK", textwrap.dedent(hook).strip())
    return [(f.line, f.code) for f in lint_source(source, "train.py")]


def test_a_pre_hook_editing_the_weight_in_place():
    hook = '''
    def constrain(module, inputs):
        norms = module.weight.norm(dim=1, keepdim=True)
        module.weight.mul_(norms.clamp(max=2.0) / (norms + 1e-7))
    '''
    assert codes(hook) == [(7, "AGL002")]


def test_a_pre_hook_editing_the_weight_under_no_grad():
    hook = '''
    @torch.no_grad()
    def constrain(module, inputs):
        norms = module.weight.norm(dim=1, keepdim=True)
        module.weight.mul_(norms.clamp(max=2.0) / (norms + 1e-7))
    '''
    assert codes(hook) == []


def test_a_constraint_objects_lambda_as_the_pre_hook():
    source = '''
    import torch
    import torch.nn as nn


    class MaxNorm:
        def __init__(self, max_value=2.0):
            self.max_value = max_value

        def __call__(self, weight):
            weight.mul_(0.5)

        def bind(self, layer):
            return layer.register_forward_pre_hook(lambda module, inputs: self(module.weight))


    layer = nn.Linear(4, 2)
    MaxNorm(2.0).bind(layer)
    opt = torch.optim.SGD(layer.parameters(), lr=0.1)
    for step in range(3):
        opt.zero_grad()
        layer(torch.randn(8, 4)).pow(2).mean().backward()
        opt.step()
    '''
    found = [(f.line, f.code) for f in lint_source(textwrap.dedent(source), "train.py")]
    assert found == [(11, "AGL002")]
