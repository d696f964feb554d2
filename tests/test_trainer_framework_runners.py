"""A home-made trainer framework (blind set s44, mg01): optimizers registered by calls
(`OPTIMIZERS.register("adamw", torch.optim.AdamW)`) and built with defaults set by
`args.setdefault(k, v)` then `AdamW(**args)`; hooks built from configs in the runner's
`__init__`, kept sorted by their class's `priority`, and handed the runner by `call_hook`, five
calls below `main()`. A hook that swaps the model's head after the runner built the optimizer is
AGL019; the step hook's one backward per batch is not a second backward through the same graph
(no AGL005), however the hooks' list is filled."""
import textwrap

import pytest

from autograd_lint import lint_source

FRAMEWORK = '''
import torch
import torch.nn as nn


class Registry:
    def __init__(self, name):
        self.name = name
        self._module_dict = {}

    def register(self, name=None, obj=None):
        if obj is not None:
            self._module_dict[name or obj.__name__] = obj
            return obj

        def _decorate(cls):
            self._module_dict[name or cls.__name__] = cls
            return cls
        return _decorate

    def get(self, key):
        return self._module_dict[key]


def build_from_cfg(cfg, registry, **default_args):
    args = dict(cfg)
    obj_type = args.pop("type")
    for k, v in default_args.items():
        args.setdefault(k, v)
    return registry.get(obj_type)(**args)


OPTIMIZERS = Registry("optimizer")
HOOKS = Registry("hook")
OPTIMIZERS.register("adamw", torch.optim.AdamW)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.trunk = nn.Linear(6, 16)
        self.head = nn.Linear(16, 1)

    def forward(self, x):
        return self.head(torch.relu(self.trunk(x)))


class Hook:
    priority = 50

    def before_run(self, runner):
        pass

    def after_train_iter(self, runner):
        pass


@HOOKS.register()
class HeadResetHook(Hook):
    priority = 10

    def __init__(self, out_features):
        self.out_features = out_features

    def before_run(self, runner):
        old = runner.model.head
        SWAP


@HOOKS.register()
class OptimizerHook(Hook):
    priority = 20

    def after_train_iter(self, runner):
        runner.optimizer.zero_grad()
        runner.outputs["loss"].backward()
        runner.optimizer.step()


@HOOKS.register()
class LoggerHook(Hook):
    priority = 90

    def after_train_iter(self, runner):
        print(runner.outputs["loss"].item())


class Runner:
    def __init__(self, model, optimizer, hooks=()):
        self.model = model
        self.optimizer = build_from_cfg(optimizer, OPTIMIZERS, params=model.parameters())
        self.hooks = []
        for hook in hooks:
            self.register_hook(hook)

    def register_hook(self, hook):
        if isinstance(hook, dict):
            hook = build_from_cfg(hook, HOOKS)
        self.hooks.append(hook)
        self.hooks.sort(key=lambda h: h.priority)

    def call_hook(self, fn_name):
        for hook in self.hooks:
            getattr(hook, fn_name)(self)

    def train(self, batches):
        for x, y in batches:
            self.outputs = {"loss": (self.model(x).squeeze(1) - y).pow(2).mean()}
            self.call_hook("after_train_iter")

    def run(self, batches, epochs):
        self.call_hook("before_run")
        for epoch in range(epochs):
            self.train(batches)


def main():
    hooks = [dict(type="HeadResetHook", out_features=1), dict(type="OptimizerHook"),
             dict(type="LoggerHook")]
    runner = Runner(Net(), dict(type="adamw", lr=1e-3), hooks=HOOKS_GIVEN)
    runner.run([(torch.randn(8, 6), torch.randn(8)) for _ in range(3)], epochs=2)


if __name__ == "__main__":
    main()
'''

SWAPPED = "runner.model.head = nn.Linear(old.in_features, self.out_features)"
KEPT = "print(old.out_features == self.out_features)"


def _findings(swap: str, hooks: str = "hooks"):
    source = textwrap.dedent(FRAMEWORK).replace("SWAP", swap).replace("HOOKS_GIVEN", hooks)
    return [(f.line, f.code) for f in lint_source(source, "framework.py")]


def test_a_hook_swaps_the_head_after_the_optimizer_was_built():
    assert _findings(SWAPPED) == [(67, "AGL019")]


@pytest.mark.parametrize("hooks", ["hooks", "list(reversed(hooks))", "hooks[:3]"])
def test_the_step_hook_backpropagates_once_per_batch(hooks):
    assert _findings(KEPT, hooks) == []
