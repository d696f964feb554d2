"""A loop whose body hands itself the next state (`stage = stage.advance(job)`, each stage an
object of another class) runs on while each run brings a class it has not met, so that what
the fourth stage does meets what the first one left (AGL017 across stages)."""
from __future__ import annotations

import textwrap

from autograd_lint import lint_source

PIPELINE = """
import torch
from torch import nn


class Job:
    def __init__(self):
        self.planner = nn.Linear(4, 2)
        self.critic = nn.Linear(6, 1)
        self.opt_planner = torch.optim.Adam(self.planner.parameters())
        self.opt_critic = torch.optim.Adam(self.critic.parameters())
        self.rounds = 0


class Plan:
    def advance(self, job):
        job.x = torch.randn(16, 4)
        job.plan = job.planner(job.x)
        job.score = job.critic(torch.cat([job.x, job.plan], 1))
        return Measure()


class Measure:
    def advance(self, job):
        job.truth = (job.plan.detach() ** 2).sum(1, keepdim=True)
        return FitCritic()


class FitCritic:
    def advance(self, job):
        x = torch.randn(16, 4)
        guess = job.critic(torch.cat([x, job.plan.detach()], 1))
        loss = ((guess - job.truth) ** 2).mean()
        job.opt_critic.zero_grad()
        loss.backward()
        job.opt_critic.step()
        return ImprovePlanner()


class ImprovePlanner:
    def advance(self, job):
        {rescore}
        loss = job.score.mean()
        job.opt_planner.zero_grad()
        loss.backward()
        job.opt_planner.step()
        job.rounds += 1
        return Plan() if job.rounds < 100 else None


def drive(stage, job):
    while stage is not None:
        stage = stage.advance(job)


drive(Plan(), Job())
"""


def codes(source: str) -> set[tuple[int, str]]:
    return {(f.line, f.code) for f in lint_source(textwrap.dedent(source), "pipeline.py")}


def test_a_later_stage_walks_a_graph_an_earlier_step_changed():
    source = PIPELINE.replace("{rescore}", "pass")
    step = source.splitlines().index("        job.opt_critic.step()") + 1
    assert (step, "AGL017") in codes(source)


def test_a_stage_that_recomputes_after_the_step_is_silent():
    rescore = "job.score = job.critic(torch.cat([job.x, job.planner(job.x)], 1))"
    assert codes(PIPELINE.replace("{rescore}", rescore)) == set()
