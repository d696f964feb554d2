"""An entry of a dict display picked by a key known only at run time (`resnets[name]`) is one of
the entries, never the dict: a network picked from a dict of networks is a network (not a plain
container of them, AGL011), a tensor picked from a dict of outputs keeps their graphs."""
import textwrap

from autograd_lint import lint_source

PICKED = '''
import torch
import torch.nn as nn
import torchvision


def backbone(name):
    choices = {
        "resnet18": torchvision.models.resnet18(),
        "resnet50": torchvision.models.resnet50(),
    }
    if name not in choices:
        raise KeyError(name)
    return PICK


class Contrastive(nn.Module):
    def __init__(self, encoder, width):
        super().__init__()
        self.encoder = encoder
        self.projector = nn.Linear(width, width)

    def forward(self, x):
        return self.projector(self.encoder(x))


def main(arch, batches):
    model = Contrastive(backbone(arch), 512)
    opt = torch.optim.Adam(model.parameters())
    for x in batches:
        loss = model(x).sum()
        opt.zero_grad()
        loss.backward()
        opt.step()
'''


def codes(source: str) -> list[tuple[int, str]]:
    return sorted((f.line, f.code) for f in lint_source(textwrap.dedent(source), "t.py"))


def test_network_picked_by_a_runtime_key_is_a_network():
    assert codes(PICKED.replace("PICK", "choices[name]")) == []


def test_the_whole_dict_stored_on_a_module_is_still_reported():
    assert codes(PICKED.replace("PICK", "choices")) == [(20, "AGL011")]


def test_picked_output_keeps_its_graph():
    source = '''
    import torch
    import torch.nn as nn

    net = nn.Linear(4, 2)
    opt = torch.optim.SGD(net.parameters(), lr=0.1)
    for x, key in [(torch.randn(8, 4), "a")]:
        outs = {"a": net(x), "b": net(x * 2)}
        picked = outs[key]
        print(picked.numpy())
        loss = picked.sum()
        opt.zero_grad()
        loss.backward()
        opt.step()
    '''
    assert codes(source) == [(10, "AGL013")]


def test_picked_number_is_no_tensor():
    source = '''
    import torch
    import torch.nn as nn

    net = nn.Linear(4, 2)
    opt = torch.optim.SGD(net.parameters(), lr=0.1)
    scales = {"a": 0.5, "b": 2.0}
    for x, key in [(torch.randn(8, 4), "a")]:
        scale = scales[key]
        print(float(scale))
        loss = net(x).sum() * scale
        opt.zero_grad()
        loss.backward()
        opt.step()
    '''
    assert codes(source) == []
