"""``Trainer(..., callbacks=[AutogradLintTrainerCallback()])``: transformers' training loop runs
under the checker, from ``on_train_begin`` to ``on_train_end``.

The Trainer builds its optimizer just before ``on_train_begin``: the checker learns it at its
first step (AGL001 then starts from the second iteration). Findings are printed to stderr at the
end and kept in ``callback.report``. The Trainer has no exception event: if training raises,
call ``callback.stop()`` (the next ``on_train_begin`` stops it too).
"""
from __future__ import annotations

from transformers import TrainerCallback

from .session import CheckSession


class AutogradLintTrainerCallback(TrainerCallback):
    def __init__(self, select=None, light: bool = False, graph_dir=None, quiet: bool = False,
                 exhaustive: bool = False):
        self.session = CheckSession(select=select, light=light, graph_dir=graph_dir, quiet=quiet,
                                    exhaustive=exhaustive)

    @property
    def report(self):
        return self.session.report

    def stop(self):
        return self.session.stop()

    def on_train_begin(self, args, state, control, **kwargs):
        self.session.stop()  # (a previous train() that raised)
        self.session.start()

    def on_train_end(self, args, state, control, **kwargs):
        self.session.stop()
