"""Callbacks kept in a list (`self.jobs.append((period, job))`, `heapq.heappush(self._heap,
(due, job))`) and called where the list is read (`for period, job in self.jobs`, `due, job =
heapq.heappop(self._heap)`) run with what they are handed: a graph-carrying residual handed to
a periodic job that calls `.numpy()` on it is AGL013 there. Not when it is handed detached."""
import textwrap

from autograd_lint import lint_source
from checkout_projects import findings, write_project

SCHEDULE = '''
import heapq
import itertools


class Schedule:
    def __init__(self):
        self._heap = []
        self._tie = itertools.count()

    def every(self, period, job):
        heapq.heappush(self._heap, (period, next(self._tie), period, job))

    def advance(self, step, **context):
        while self._heap and self._heap[0][0] <= step:
            due, _, period, job = heapq.heappop(self._heap)
            job(step=step, **context)
            heapq.heappush(self._heap, (due + period, next(self._tie), period, job))
'''

MONITOR = '''
import numpy as np


class Band:
    def __init__(self):
        self.level = None

    def update(self, residual):
        score = residual.abs().amax(dim=1).numpy()
        self.level = float(np.quantile(score, 0.99))
'''

TRAIN = '''
import torch

from monitor import Band
from schedule import Schedule


def main():
    model = torch.nn.Linear(3, 1)
    opt = torch.optim.Adam(model.parameters(), lr=1e-2)
    band = Band()

    def refresh(step, residual, **_):
        band.update(residual)

    def report(step, loss, **_):
        print(step, loss, band.level)

    schedule = Schedule()
    schedule.every(10, refresh)
    schedule.every(25, report)
    for step in range(1, 200):
        x = torch.randn(16, 3)
        residual = model(x) - x.sum(1, keepdim=True)
        loss = residual.pow(2).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
        schedule.advance(step, residual=RESIDUAL, loss=loss.item())


main()
'''


def project(root, residual: str) -> None:
    files = {"schedule.py": SCHEDULE, "monitor.py": MONITOR,
             "train.py": TRAIN.replace("RESIDUAL", residual)}
    write_project(root, files)


def test_a_job_popped_from_a_heap_gets_the_graph(tmp_path):
    project(tmp_path, "residual")
    assert findings(tmp_path) == {("monitor.py", 9, "AGL013")}


def test_a_job_handed_the_detached_residual_is_fine(tmp_path):
    project(tmp_path, "residual.detach()")
    assert findings(tmp_path) == set()


def test_callbacks_kept_in_a_list_run_where_it_is_read():
    source = '''
        import torch


        class Hooks:
            def __init__(self):
                self.after_step = []

            def add(self, hook):
                self.after_step.append(hook)

            def fire(self, **context):
                for hook in self.after_step:
                    hook(**context)


        def log_scores(scores, **_):
            print(scores.sigmoid().numpy())


        model = torch.nn.Linear(4, 1)
        opt = torch.optim.SGD(model.parameters(), lr=0.1)
        hooks = Hooks()
        hooks.add(log_scores)
        for _ in range(5):
            scores = model(torch.randn(8, 4))
            opt.zero_grad()
            scores.mean().backward()
            opt.step()
            hooks.fire(scores=scores)
    '''
    found = [(f.line, f.code) for f in lint_source(textwrap.dedent(source), "hooks.py")]
    assert found == [(18, "AGL013")]
