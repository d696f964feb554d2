"""Config-driven packages: a dataclass whose dict defaults come from `field(default_factory=
lambda: {...})` names the networks and optimizers a builder makes by key, and a model class
registered by a decorator reaches the package's script only through the package's
`__init__.py` (`from . import models` fills the registry), not through an import the script
spells. Both are followed, so the pitfalls there are found and their fixed twins are not."""
import pytest

from autograd_lint import lint_paths

GAN_TRAIN = '''
from dataclasses import dataclass, field

import torch
import torch.nn as nn


class Maker(nn.Module):
    def __init__(self, latent=4):
        super().__init__()
        self.latent = latent
        self.body = nn.Sequential(nn.Linear(latent, 16), nn.ReLU(), nn.Linear(16, 8))

    def forward(self, z):
        return self.body(z)


class Judge(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 1))

    def forward(self, x):
        return self.body(x)


KINDS = {"maker": Maker, "judge": Judge}


@dataclass
class Config:
    nets: dict = field(default_factory=lambda: {"gen": {"kind": "maker", "args": {"latent": 4}},
                                                "disc": {"kind": "judge", "args": {}}})
    optim: dict = field(default_factory=lambda: {"gen": {"name": "Adam", "lr": 1e-3},
                                                 "disc": {"name": "Adam", "lr": -1e-3 * -1}})


def make_optimizers(nets, specs):
    built = {}
    for key, net in nets.items():
        spec = specs[key]
        built[key] = getattr(torch.optim, spec["name"])(net.parameters(), lr=spec["lr"])
    return built


def train_step(nets, opts, real):
    for opt in opts.values():
        opt.zero_grad()
    fake = nets["gen"](torch.randn(real.shape[0], 4))
    d_loss = nets["disc"](real).mean() - nets["disc"]({fake}).mean()
    d_loss.backward()
    opts["disc"].step()
    g_loss = -nets["disc"](nets["gen"](torch.randn(real.shape[0], 4))).mean()
    g_loss.backward()
    opts["gen"].step()


def main():
    cfg = Config()
    nets = {key: KINDS[spec["kind"]](**spec["args"]) for key, spec in cfg.nets.items()}
    opts = make_optimizers(nets, cfg.optim)
    for _ in range(3):
        train_step(nets, opts, torch.randn(16, 8))


if __name__ == "__main__":
    main()
'''


@pytest.mark.parametrize("fake, expected", [
    ("fake", ["AGL001"]),          # the discriminator's update runs back into the generator
    ("fake.detach()", []),
])
def test_networks_named_by_a_dataclass_default_factory(tmp_path, fake, expected):
    (tmp_path / "gan.py").write_text(GAN_TRAIN.replace("{fake}", fake))
    result = lint_paths([str(tmp_path)], jobs=1)
    assert [f.code for f in result.findings] == expected


REGISTRY = '''
class Registry:
    def __init__(self):
        self._table = {}

    def register(self, name):
        def deco(cls):
            self._table[name] = cls
            return cls
        return deco

    def get(self, name):
        return self._table[name]


MODELS = Registry()


def build(cfg, registry):
    return registry.get(cfg["type"])(**cfg.get("args", {}))
'''

MODELS = '''
from torch import nn

from .registry import MODELS


@MODELS.register("whistle")
class WhistleNet(nn.Module):
    def __init__(self, width=16, classes=3):
        super().__init__()
        self.stem = nn.Sequential(nn.Linear(8, width), nn.ReLU())
        self.classifier = nn.Linear(width, classes)

    def forward(self, x):
        return self.classifier(self.stem(x))

    def reset_classifier(self, classes):
        self.classifier = nn.Linear(self.classifier.in_features, classes)
'''

ENGINE = '''
import torch


class Trainer:
    def __init__(self, model):
        self.model = model
        self.rebuild()

    def rebuild(self):
        self.optimizer = torch.optim.SGD(self.model.parameters(), lr=0.1)

    def fit(self, x, y, epochs):
        for _ in range(epochs):
            loss = torch.nn.functional.cross_entropy(self.model(x), y)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
'''

TRAIN = '''
import torch

from .engine import Trainer
from .registry import MODELS, build


def main():
    model = build({"type": "whistle", "args": {"width": 16}}, MODELS)
    trainer = Trainer(model)
    trainer.fit(torch.randn(32, 8), torch.randint(0, 3, (32,)), epochs=2)
    model.reset_classifier(5)
    {rebuild}
    trainer.fit(torch.randn(32, 8), torch.randint(0, 5, (32,)), epochs=2)


if __name__ == "__main__":
    main()
'''


@pytest.mark.parametrize("rebuild, expected", [
    ("pass", [("AGL019", "models.py")]),   # the new head is not in the optimizer's parameters
    ("trainer.rebuild()", []),              # the optimizer is built again after the swap
])
def test_layer_swapped_in_a_model_the_package_init_registers(tmp_path, rebuild, expected):
    package = tmp_path / "kettle"
    package.mkdir()
    (package / "__init__.py").write_text("from . import models  # noqa: F401 (fills MODELS)\n")
    (package / "registry.py").write_text(REGISTRY)
    (package / "models.py").write_text(MODELS)
    (package / "engine.py").write_text(ENGINE)
    (package / "train.py").write_text(TRAIN.replace("{rebuild}", rebuild))
    result = lint_paths([str(tmp_path)], jobs=1)
    assert [(f.code, f.path.rsplit("/", 1)[-1]) for f in result.findings] == expected


OBJECTIVES = '''
import inspect

import torch
import torch.nn as nn

OBJECTIVES = {}


def register(fn_or_cls):
    OBJECTIVES[fn_or_cls.__name__] = fn_or_cls
    return fn_or_cls


@register
def alignment(za, zb, *, scale=1.0):
    return scale * (za - zb).pow(2).mean()


@register
class Spread(nn.Module):
    def __init__(self, floor=0.1):
        super().__init__()
        self.floor = floor

    def forward(self, za, zb):
        return torch.relu(self.floor - torch.cat([za, zb]).std(dim=0)).mean()


def build(spec):
    target = OBJECTIVES[spec["type"]]
    kwargs = spec.get("args", {})
    if inspect.isclass(target):
        return target(**kwargs)
    return lambda *a: target(*a, **kwargs)


encoder = nn.Sequential(nn.Linear(6, 16), nn.ReLU(), nn.Linear(16, 4))
opt = torch.optim.Adam(encoder.parameters(), lr=1e-3)
terms = {name: build(spec) for name, spec in {
    "align": {"type": "alignment", "args": {"scale": 2.0}},
    "spread": {"type": "Spread", "args": {"floor": 0.2}}}.items()}
for _ in range(3):
    x = torch.randn(8, 6)
    za, zb = encoder(x + 0.1 * torch.randn_like(x)), encoder(x)
    opt.zero_grad()
    {update}
    opt.step()
'''


@pytest.mark.parametrize("update, expected", [
    # each term's own backward, through the encoder's graph the first one freed
    ("for fn in terms.values():\n        fn(za, zb).backward()", ["AGL005"]),
    ("sum(fn(za, zb) for fn in terms.values()).backward()", []),
])
def test_terms_built_by_a_registry_builder_that_tests_for_a_class(tmp_path, update, expected):
    (tmp_path / "pretrain.py").write_text(OBJECTIVES.replace("{update}", update))
    result = lint_paths([str(tmp_path)], jobs=1)
    assert [f.code for f in result.findings] == expected
