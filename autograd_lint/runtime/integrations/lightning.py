"""``Trainer(callbacks=[AutogradLintCallback()])``: Lightning's fit runs under the checker.

The checker starts in ``setup("fit")``, before ``configure_optimizers``, so ownership is known
from the first step, and stops at ``teardown`` (or on an exception). Findings are printed to
stderr at the end and kept in ``callback.report``. Works with ``lightning`` or the older
``pytorch_lightning`` package, whichever is installed.
"""
from __future__ import annotations

try:
    from lightning.pytorch.callbacks import Callback
except ImportError:  # pragma: no cover - depends on what is installed
    from pytorch_lightning.callbacks import Callback  # raises ImportError when neither is

from .session import CheckSession


class AutogradLintCallback(Callback):
    def __init__(self, select=None, light: bool = False, graph_dir=None, quiet: bool = False,
                 exhaustive: bool = False):
        super().__init__()
        self.session = CheckSession(select=select, light=light, graph_dir=graph_dir, quiet=quiet,
                                    exhaustive=exhaustive)

    @property
    def report(self):
        return self.session.report

    def setup(self, trainer, pl_module, stage) -> None:
        if stage == "fit":
            self.session.start()

    def on_exception(self, trainer, pl_module, exception) -> None:
        self.session.stop(exception)

    def teardown(self, trainer, pl_module, stage) -> None:
        if stage == "fit":
            self.session.stop()
