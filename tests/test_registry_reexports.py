"""A registry filled by a decorator that the registering module imports through its package's
`__init__.py` (`from pkg.models import register_model`, re-exported from `factory.py`), and a
model built by the registered factory several calls below the script: the lookup finds the
factory, the network it builds has its layers, and what the script does with it is judged: the
evaluation's call of the network's method, which training uses too, is reported."""
from __future__ import annotations

import pytest

from checkout_projects import findings, write_project

FACTORY = '''
MODEL_REGISTRY = {}


def register_model(model_name):
    def decorator(f):
        MODEL_REGISTRY[model_name] = f
        return f
    return decorator


def get_model(model_name, model_opt):
    if model_name in MODEL_REGISTRY:
        return MODEL_REGISTRY[model_name](**model_opt)
    raise ValueError(f"unknown model {model_name}")
'''

INIT = '''
from tinyproto.models.factory import get_model, register_model

import tinyproto.models.prototypes
'''

PROTOTYPES = '''
import torch.nn as nn
from tinyproto.models import register_model


class PrototypeNet(nn.Module):
    def __init__(self, encoder):
        super().__init__()
        self.encoder = encoder

    def forward(self, x):
        return self.encoder(x)

    def episode_loss(self, support, query):
        protos = self.encoder(support).mean(0, keepdim=True)
        return (self.encoder(query) - protos).pow(2).sum(1).mean()


@register_model("conv4")
def conv4(**opts):
    encoder = nn.Sequential(nn.Linear(opts["x_dim"], opts["hid"]), nn.ReLU())
    return PrototypeNet(encoder)
'''

HELPERS = '''
from tinyproto.models import get_model


def load(opt):
    return get_model(opt["model"], {"x_dim": 8, "hid": 4})


def validate(net, episodes):
    net.eval()
    scores = []
    for support, query in episodes:
        scores.append(net.episode_loss(support, query).item())
    NO_GRAD_END
    return sum(scores) / len(scores)
'''

TRAIN = '''
import torch
from tinyproto import helpers


def main(opt):
    net = helpers.load(opt)
    optim = torch.optim.Adam(net.parameters(), lr=1e-3)
    for _ in range(3):
        net.train()
        loss = net.episode_loss(torch.randn(5, 8), torch.randn(5, 8))
        optim.zero_grad()
        loss.backward()
        optim.step()
    print(helpers.validate(net, [(torch.randn(5, 8), torch.randn(5, 8))]))


main({"model": "conv4"})
'''


def project(root, no_grad: bool) -> None:
    helpers = HELPERS.replace("    NO_GRAD_END\n", "")
    if no_grad:
        helpers = helpers.replace("    for support, query in episodes:\n        scores",
                                  "    with torch.no_grad():\n      for support, query in "
                                  "episodes:\n        scores").replace(
            "from tinyproto.models", "import torch\nfrom tinyproto.models")
    files = {"tinyproto/__init__.py": "", "tinyproto/models/__init__.py": INIT,
             "tinyproto/models/factory.py": FACTORY,
             "tinyproto/models/prototypes.py": PROTOTYPES, "tinyproto/helpers.py": helpers,
             "train.py": TRAIN}
    write_project(root, files)


def test_the_registered_factorys_network_is_judged_where_it_evaluates(tmp_path):
    project(tmp_path, no_grad=False)
    assert findings(tmp_path) == {("helpers.py", 12, "AGL009")}  # (the call of episode_loss)


def test_the_same_evaluation_under_no_grad_is_silent(tmp_path):
    project(tmp_path, no_grad=True)
    assert findings(tmp_path) == set()


@pytest.mark.parametrize("spelling", ["from tinyproto.models import register_model",
                                      "from tinyproto.models.factory import register_model",
                                      "from . import register_model"])
def test_every_spelling_of_the_decorators_import_reaches_the_registry(tmp_path, spelling):
    project(tmp_path, no_grad=False)
    path = tmp_path / "tinyproto/models/prototypes.py"
    path.write_text(path.read_text().replace("from tinyproto.models import register_model",
                                             spelling))
    assert findings(tmp_path) == {("helpers.py", 12, "AGL009")}  # (the call of episode_loss)
