"""A registry object of a project class (`HEADS = Registry("heads")`, filled by
`@HEADS.register("projection")`) hands out what was registered through its own methods too:
`HEADS.build(name, **kwargs)` runs the class's `build`, whose `self._items[name](**kwargs)`
reads the registry. Blind set s37 (t09) built a projection head that way after the optimizer;
before, the head was of unknown kind and nothing was said."""
import textwrap

from autograd_lint import lint_paths

REGISTRY = '''
class Registry:
    def __init__(self, name):
        self.name = name
        self._items = {}

    def register(self, key):
        def deco(fn):
            self._items[key] = fn
            return fn
        return deco

    def build(self, key, **kwargs):
        if key not in self._items:
            raise KeyError(f"{key!r} not in {self.name}")
        return self._items[key](**kwargs)


BACKBONES = Registry("backbones")
HEADS = Registry("heads")
'''

MODELS = '''
from torch import nn

from .registry import BACKBONES, HEADS


@BACKBONES.register("mlp")
def mlp(in_dim=8, width=16):
    return nn.Sequential(nn.Linear(in_dim, width), nn.ReLU())


@HEADS.register("linear")
def linear_head(in_dim, out_dim=4):
    return nn.Linear(in_dim, out_dim)
'''

TRAIN = '''
import torch
import torch.nn.functional as F

from . import models  # noqa: F401
from .registry import BACKBONES, HEADS


def setup():
    encoder = BACKBONES.build("mlp", in_dim=8, width=16)
    ORDER
    return encoder, head, optimizer


def main():
    encoder, head, optimizer = setup()
    for _ in range(3):
        x, y = torch.randn(4, 8), torch.randint(0, 4, (4,))
        loss = F.cross_entropy(head(encoder(x)), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    encoder.eval()
    EVALUATE


if __name__ == "__main__":
    main()
'''

HEAD_AFTER = '''optimizer = torch.optim.SGD(encoder.parameters(), lr=0.1)
    head = HEADS.build("linear", in_dim=16)'''
HEAD_FIRST = '''head = HEADS.build("linear", in_dim=16)
    optimizer = torch.optim.SGD([*encoder.parameters(), *head.parameters()], lr=0.1)'''


def _lint(tmp_path, order: str, evaluate: str = "pass"):
    files = {"pkg/__init__.py": "", "pkg/registry.py": REGISTRY, "pkg/models.py": MODELS,
             "pkg/train.py": TRAIN.replace("ORDER", order).replace("EVALUATE", evaluate)}
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip())
    return [(f.path.replace("\\", "/").rsplit("/", 1)[-1], f.line, f.code)
            for f in lint_paths([str(tmp_path)]).findings]


def test_a_head_a_registry_builds_after_the_optimizer_is_reported(tmp_path):
    assert _lint(tmp_path, HEAD_AFTER) == [("train.py", 11, "AGL019")]


def test_the_head_built_first_and_given_to_the_optimizer_is_quiet(tmp_path):
    assert _lint(tmp_path, HEAD_FIRST) == []


def test_what_the_registry_builds_is_a_network_an_evaluation_runs(tmp_path):
    assert _lint(tmp_path, HEAD_FIRST, "encoder(torch.randn(2, 8))") == \
        [("train.py", 24, "AGL009")]
    assert _lint(tmp_path, HEAD_FIRST, "with torch.no_grad():\n        encoder(torch.randn(2, 8))") \
        == []
