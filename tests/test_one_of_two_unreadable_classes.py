"""A network that is one of two classes the analysis cannot read (`model = A() if flag else
B()`, both from modules that are absent or do not parse) is still one object: what later code
shows of it (`load_state_dict`, `eval()`) is known whichever was built, so an evaluation loop
with grad on is AGL009 as it is for one such class (3D-object-segmentation-light-PointNet's
classification test, missed at session 45's first look). Evaluated under no_grad: nothing."""
import textwrap

import pytest

from autograd_lint import lint_source

TEST = '''
import torch
from model.light_pointnet import ClassificationPointNet
from model.light_pointnet_rgbn import ClassificationPointNetRGBN


def test(path, loader, rgbn):
    checkpoint = torch.load(path)
    CHOICE
    net.to("cpu")
    net.load_state_dict(checkpoint["model"])
    probabilities = []
    for cloud, target in loader:
        net = net.eval()
        log_probs, transform = net(cloud)
        probabilities.append(torch.exp(log_probs.cpu().detach()).numpy())
    return probabilities
'''

IF_ELSE = '''if rgbn:
        net = ClassificationPointNetRGBN(num_classes=2)
    else:
        net = ClassificationPointNet(num_classes=2)'''

TERNARY = "net = ClassificationPointNetRGBN(2) if rgbn else ClassificationPointNet(2)"


@pytest.mark.parametrize("choice", [IF_ELSE, TERNARY, "net = ClassificationPointNet(2)"])
def test_an_evaluation_of_one_of_two_unreadable_classes(choice):
    source = textwrap.dedent(TEST).replace("CHOICE", choice)
    found = [(f.code, f.line) for f in lint_source(source, "test_cls.py")]
    assert found == [("AGL009", source.splitlines().index(
        "        log_probs, transform = net(cloud)") + 1)]


@pytest.mark.parametrize("choice", [IF_ELSE, TERNARY])
def test_the_same_evaluation_under_no_grad(choice):
    source = textwrap.dedent(TEST).replace("CHOICE", choice).replace(
        "def test(", "@torch.no_grad()\ndef test(")
    assert [f.code for f in lint_source(source, "test_cls.py")] == []


def test_two_unreadable_objects_used_as_tensors_are_not_networks():
    source = textwrap.dedent('''
        import torch
        from feats import make_a, make_b


        def score(flag, x):
            table = make_a(x) if flag else make_b(x)
            out = table.float() * 2
            return out.numpy()
    ''')
    assert [f.code for f in lint_source(source, "score.py")] == []
