"""Registries that key an entry by its definition's name when the decorator names none
(`self._members[name or cls.__name__] = cls`, mmcv's `register_module()`) pick that class for
`build_from_cfg(dict(type="StepHook"), HOOKS)`; so do configs merged into the defaults of an empty
`**default_args` (`{**default_args, **cfg}`). Each hook of a runner's list is then its own class:
the one hook that backpropagates does so once per iteration (blind set s44, mg14 and mg15: false
AGL005 "for the loop's previous item"), and a hook that really runs twice is still reported."""
import textwrap

import pytest

from autograd_lint import lint_source

RUNNER = '''
import torch
import torch.nn as nn


class Registry:
    def __init__(self, name):
        self.name = name
        self._members = {}

    def register(self, name=None):
        def add(cls):
            self._members[name or cls.__name__] = cls
            return cls
        return add

    def get(self, name):
        return self._members[name]


HOOKS = Registry("hooks")


def build_from_cfg(cfg, registry, **default_args):
    BUILD


class Hook:
    def after_iter(self, runner):
        pass


@HOOKS.register()
class StepHook(Hook):
    def after_iter(self, runner):
        runner.optimizer.zero_grad()
        runner.outputs["loss"].backward()
        runner.optimizer.step()


@HOOKS.register()
class LogHook(Hook):
    def after_iter(self, runner):
        print(runner.outputs["loss"].item())


@HOOKS.register("clip")
class ClipHook(Hook):
    def after_iter(self, runner):
        torch.nn.utils.clip_grad_norm_(runner.model.parameters(), 1.0)


class Runner:
    def __init__(self, model, hooks):
        self.model = model
        self.optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
        self.hooks = [build_from_cfg(h, HOOKS) for h in hooks]

    def call_hook(self, name):
        for h in self.hooks:
            getattr(h, name)(self)

    def run(self, steps):
        for step in range(steps):
            x = torch.randn(4, 3)
            self.outputs = {"loss": self.model(x).pow(2).mean()}
            self.call_hook("after_iter")


Runner(nn.Linear(3, 1), HOOK_LIST).run(3)
'''

BUILDS = [
    'cfg = dict(cfg)\n    return registry.get(cfg.pop("type"))(**{**default_args, **cfg})',
    'args = {**default_args, **cfg}\n    return registry.get(args.pop("type"))(**args)',
]


def _codes(build: str, hooks: str) -> list[str]:
    source = textwrap.dedent(RUNNER).replace("BUILD", build).replace("HOOK_LIST", hooks)
    return [f.code for f in lint_source(source, "runner.py")]


@pytest.mark.parametrize("build", BUILDS)
def test_each_hook_built_by_its_class_name(build):
    hooks = '[dict(type="StepHook"), dict(type="LogHook"), dict(type="clip")]'
    assert _codes(build, hooks) == []


@pytest.mark.parametrize("build", BUILDS)
def test_a_hook_listed_twice_backpropagates_twice(build):
    hooks = '[dict(type="StepHook"), dict(type="StepHook")]'
    assert _codes(build, hooks) == ["AGL005"]


POOL = '''
import torch
from torch import nn


class Registry(dict):
    def register(self, name):
        def _add(cls):
            self[name] = cls
            return cls
        return _add


MODELS, HOOKS = Registry(), Registry()


def build_from_cfg(cfg, registry, **defaults):
    cfg = {**defaults, **cfg}
    return registry[cfg.pop("type")](**cfg)


@MODELS.register("pool")
class Pool(nn.Module):
    def __init__(self, width=4):
        super().__init__()
        self.score = nn.Linear(width, 1)

    def forward(self, h, pad_mask):
        weights = torch.softmax(self.score(h).squeeze(-1), dim=1)
        EDIT
        return (weights.unsqueeze(-1) * h).sum(1)


net = build_from_cfg(dict(type="pool", width=4), MODELS)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
for i in range(2):
    opt.zero_grad()
    net(torch.randn(2, 5, 4), torch.zeros(2, 5, dtype=torch.bool)).sum().backward()
    opt.step()
'''


@pytest.mark.parametrize("edit, expected", [
    ("weights[pad_mask] = 0.0", ["AGL006"]),
    ("weights = weights.masked_fill(pad_mask, 0.0)", []),
])
def test_registries_bound_together_build_their_networks(edit, expected):
    source = textwrap.dedent(POOL).replace("EDIT", edit)
    assert [f.code for f in lint_source(source, "pool.py")] == expected


CALLED = '''
import torch
from torch import nn


class Registry:
    def __init__(self):
        self._obj = {}

    def register(self, name):
        def deco(cls):
            self._obj[name] = cls
            return cls
        return deco

    def __call__(self, cfg, **defaults):
        cfg = dict(cfg)
        return self._obj[cfg.pop("type")](**{**defaults, **cfg})


MODELS = Registry()


@MODELS.register("mlp")
class Classifier(nn.Module):
    def __init__(self, hidden=8):
        super().__init__()
        self.classifier = nn.Linear(hidden, 3)

    def forward(self, x):
        return self.classifier(x)


net = MODELS({"type": "mlp", "hidden": 8})
opt = torch.optim.Adam(net.parameters(), lr=1e-3)
prior = torch.tensor([0.2, 0.3, 0.5])
SET_BIAS
for i in range(2):
    opt.zero_grad()
    net(torch.randn(4, 8)).sum().backward()
    opt.step()
'''


@pytest.mark.parametrize("set_bias, expected", [
    ("net.classifier.bias = torch.log(prior)", ["AGL003"]),
    ("with torch.no_grad():\n    net.classifier.bias.copy_(torch.log(prior))", []),
])
def test_a_registry_called_builds_its_entry(set_bias, expected):
    source = textwrap.dedent(CALLED).replace("SET_BIAS", set_bias)
    assert [f.code for f in lint_source(source, "called.py")] == expected
