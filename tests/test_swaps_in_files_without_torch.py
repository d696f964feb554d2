"""A trainer subclass that swaps the model's encoder in a hook (`self.model.encoder = encoder`),
in a module that never names torch nor the autograd API: the prefilter skipped it, so the swap
after the optimizer was built (AGL019) could not be reported where it is (s38b y13). A store
into an attribute of an attribute is now evidence enough to analyse the file."""
from autograd_lint import lint_paths
from autograd_lint.analysis import might_have_findings

MODELS = '''
import torch.nn as nn


class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 8)

    def forward(self, x):
        return self.fc(x)


class Classifier(nn.Module):
    def __init__(self, encoder):
        super().__init__()
        self.encoder = encoder
        self.head = nn.Linear(8, 3)

    def forward(self, x):
        return self.head(self.encoder(x))
'''

BASE = '''
import torch
import torch.nn.functional as F


class BaseTrainer:
    def __init__(self, model, cfg):
        self.model = model
        self.cfg = cfg
        self.optimizer = getattr(torch.optim, cfg["optim"])(model.parameters(), lr=cfg["lr"])

    def on_fit_start(self):
        pass

    def fit(self, batches, epochs):
        getattr(self, "on_fit_start")()
        for epoch in range(epochs):
            for x, y in batches:
                self.optimizer.zero_grad()
                F.cross_entropy(self.model(x), y).backward()
                self.optimizer.step()
'''

FINETUNE = '''
from .base import BaseTrainer
from .models import Encoder


class FinetuneTrainer(BaseTrainer):
    def on_fit_start(self):
        encoder = Encoder()
        self.model.encoder = encoder
'''

MAIN = '''
import torch

from .finetune import FinetuneTrainer
from .models import Classifier, Encoder

model = Classifier(Encoder())
FinetuneTrainer(model, {"optim": "AdamW", "lr": 1e-3}).fit(
    [(torch.randn(4, 3), torch.tensor([0, 1, 2, 0]))], 2)
'''


def _lint(tmp_path, finetune: str = FINETUNE) -> list[tuple[str, int, str]]:
    package = tmp_path / "pointcls"
    package.mkdir()
    for name, text in (("__init__.py", ""), ("models.py", MODELS), ("base.py", BASE),
                       ("finetune.py", finetune), ("__main__.py", MAIN)):
        (package / name).write_text(text.lstrip())
    return [(f.path.rsplit("/", 1)[-1], f.line, f.code)
            for f in lint_paths([str(tmp_path)]).findings]


def test_a_swap_in_a_module_that_never_names_torch_is_reported(tmp_path):
    assert _lint(tmp_path) == [("finetune.py", 8, "AGL019")]


def test_a_swap_before_the_optimizer_is_built_is_not(tmp_path):
    before = FINETUNE.replace(
        "    def on_fit_start(self):\n        encoder = Encoder()\n        self.model.encoder = encoder\n",
        "    def __init__(self, model, cfg):\n        model.head.encoder = Encoder()\n"
        "        super().__init__(model, cfg)\n")
    assert "on_fit_start" not in before
    assert _lint(tmp_path, before) == []


def test_the_prefilter_reads_a_nested_attribute_store_as_evidence():
    assert might_have_findings("def hook(self):\n    self.model.encoder = make()\n")
    assert not might_have_findings("def hook(self):\n    self.encoder = make()\n")
    assert not might_have_findings("x = a.b.c == d\n")


LOAD_GENERATED = '''
def load_generated(target, flat):
    offset = 0
    for layer in target.layers:
        n_w = layer.weight.numel()
        layer.weight = flat[offset:offset + n_w].view(layer.out_features, layer.in_features)
        offset += n_w
    return target
'''

HYPER_TRAIN = '''
import torch
import torch.nn as nn

from binding import load_generated


class Target(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(1, 4), nn.Linear(4, 1)])

    def forward(self, u):
        for layer in self.layers:
            u = torch.tanh(layer(u))
        return u


def main():
    hyper, target = nn.Linear(3, 8), Target()
    opt = torch.optim.Adam(hyper.parameters())
    for _ in range(2):
        load_generated(target, hyper(torch.randn(3)))
        opt.zero_grad()
        target(torch.randn(5, 1)).sum().backward()
        opt.step()


if __name__ == "__main__":
    main()
'''


def test_a_parameter_replaced_in_a_helper_that_never_names_torch(tmp_path):
    (tmp_path / "binding.py").write_text(LOAD_GENERATED.lstrip())
    (tmp_path / "train.py").write_text(HYPER_TRAIN.lstrip())
    found = lint_paths([str(tmp_path / "binding.py")], jobs=1).findings
    assert [(f.line, f.code) for f in found] == [(5, "AGL003")]


def test_the_prefilter_reads_a_weight_or_bias_store_as_evidence():
    assert might_have_findings("def load(layer, w):\n    layer.weight = w\n")
    assert might_have_findings("def load(m, b):\n    m.fc.bias = b\n")
    assert not might_have_findings("def load(layer, w):\n    weight = w\n")
    assert not might_have_findings("ok = layer.weight == w\n")
