"""A `@contextmanager` of another module runs its code with that module's names, and a
`contextvars.ContextVar` holds what `.set()` put in it for every function that `.get()`s it:
the run object a trainer keeps in a context, read by the phases of another file."""
from __future__ import annotations

from checkout_projects import findings, write_project

CONTEXT = """
    import contextlib
    import contextvars

    import torch

    _CURRENT = contextvars.ContextVar("session")


    class Session:
        def __init__(self, maker, judge):
            self.maker, self.judge = maker, judge
            self.opt_maker = torch.optim.Adam(maker.parameters(), lr=2e-4)
            self.opt_judge = torch.optim.Adam(judge.parameters(), lr=2e-4)


    def session():
        return _CURRENT.get()


    @contextlib.contextmanager
    def opened(maker, judge):
        token = _CURRENT.set(Session(maker, judge))
        try:
            yield _CURRENT.get()
        finally:
            _CURRENT.reset(token)
"""

STEPS = """
    import torch.nn.functional as F

    from context import session


    def judge_step(real, made):
        s = session()
        loss = F.softplus(-s.judge(real)).mean() + F.softplus(s.judge({made})).mean()
        s.opt_judge.zero_grad()
        loss.backward()
        s.opt_judge.step()


    def maker_step(made):
        s = session()
        loss = F.softplus(-s.judge(made)).mean()
        s.opt_maker.zero_grad()
        loss.backward()
        s.opt_maker.step()
"""

TRAIN = """
    import torch
    from torch import nn

    from context import opened
    from steps import judge_step, maker_step

    with opened(nn.Linear(4, 8), nn.Linear(8, 1)) as s:
        for _ in range(100):
            made = s.maker(torch.randn(16, 4))
            judge_step(torch.randn(16, 8), made)
            maker_step(made)
"""


def test_a_context_variable_carries_the_session_to_another_files_steps(tmp_path):
    write_project(tmp_path, {"context.py": CONTEXT, "steps.py": STEPS.replace("{made}", "made"),
                             "train.py": TRAIN})
    assert ("steps.py", 8, "AGL001") in findings(tmp_path)


def test_the_detached_variant_is_silent(tmp_path):
    write_project(tmp_path, {"context.py": CONTEXT,
                             "steps.py": STEPS.replace("{made}", "made.detach()"),
                             "train.py": TRAIN})
    assert findings(tmp_path) == set()


def test_a_context_manager_of_another_module_calls_that_modules_helpers(tmp_path):
    write_project(tmp_path, {
        "modes.py": """
            import contextlib


            def _to_eval(model):
                model.eval()


            @contextlib.contextmanager
            def evaluating(model):
                _to_eval(model)
                yield model
                model.train()
        """,
        "train.py": """
            import torch
            from torch import nn

            from modes import evaluating

            model = nn.Linear(4, 1)
            optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
            for _ in range(10):
                loss = model(torch.randn(8, 4)).pow(2).mean()
                optimizer.zero_grad()
                loss.backward()
                optimizer.step()
                with evaluating(model) as net:
                    score = net(torch.randn(64, 4)).mean().item()
        """,
    })
    assert ("train.py", 14, "AGL009") in findings(tmp_path)
