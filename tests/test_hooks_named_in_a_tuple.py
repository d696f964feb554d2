"""`hooks = ("after_step",)` on a trainer class, dispatched by `for name in self.hooks: hook =
getattr(self, name, None)`: a tuple of one name is that name, not a stand-in for a data loader
as a one-item list of tensors may be, so the hook a mixin defines runs (s38b y08: the mixin kept
each batch's graph-carrying errors, AGL010)."""
from autograd_lint import lint_paths

MIXINS = '''
import torch


class ThresholdMixin:
    def reset_errors(self):
        self.window_errors = []

    def after_step(self, outputs):
        self.window_errors.append(outputs["per_window"])

    def calibrate(self):
        return torch.quantile(torch.cat(self.window_errors).detach(), 0.99).item()
'''

TRAINER = '''
import torch

from .mixins import ThresholdMixin


class BaseTrainer:
    hooks = ("after_step",)

    def __init__(self, model):
        self.model = model
        self.optimizer = torch.optim.Adam(model.parameters())

    def run_hooks(self, outputs):
        for name in self.hooks:
            hook = getattr(self, name, None)
            if callable(hook):
                hook(outputs)

    def fit(self, loader, epochs):
        for epoch in range(epochs):
            self.reset_errors()
            for batch in loader:
                self.optimizer.zero_grad()
                recon = self.model(batch)
                per_window = ((recon - batch) ** 2).mean(dim=1)
                outputs = {"loss": per_window.mean(), "per_window": per_window}
                outputs["loss"].backward()
                self.optimizer.step()
                self.run_hooks(outputs)
            print(self.calibrate())


class AnomalyTrainer(ThresholdMixin, BaseTrainer):
    pass
'''

MAIN = '''
import torch

from .trainer import AnomalyTrainer

AnomalyTrainer(torch.nn.Linear(6, 6)).fit([torch.randn(4, 6) for _ in range(3)], 2)
'''


def _lint(tmp_path, mixins: str = MIXINS) -> list[tuple[str, int, str]]:
    package = tmp_path / "anomaly"
    package.mkdir()
    for name, text in (("__init__.py", ""), ("mixins.py", mixins), ("trainer.py", TRAINER),
                       ("__main__.py", MAIN)):
        (package / name).write_text(text.lstrip())
    return [(f.path.rsplit("/", 1)[-1], f.line, f.code)
            for f in lint_paths([str(tmp_path)]).findings]


def test_a_hook_named_in_a_one_name_tuple_runs(tmp_path):
    assert _lint(tmp_path) == [("trainer.py", 29, "AGL010")]


def test_the_hook_keeping_detached_errors_is_not_reported(tmp_path):
    detached = MIXINS.replace('outputs["per_window"])', 'outputs["per_window"].detach())')
    assert _lint(tmp_path, detached) == []
