"""The active training run, reachable from any phase without threading it through calls."""
import contextlib
import contextvars
from dataclasses import dataclass, field

import torch

_ACTIVE = contextvars.ContextVar("tyre_stints_run")


@dataclass
class Run:
    generator: torch.nn.Module
    critic: torch.nn.Module
    opt_generator: torch.optim.Optimizer
    opt_critic: torch.optim.Optimizer
    step: int = 0
    log: dict = field(default_factory=dict)


def build(generator, critic, lr=2e-4):
    betas = (0.5, 0.999)
    return Run(
        generator=generator,
        critic=critic,
        opt_generator=torch.optim.Adam(generator.parameters(), lr=lr, betas=betas),
        opt_critic=torch.optim.Adam(critic.parameters(), lr=lr, betas=betas),
    )


def current():
    return _ACTIVE.get()


@contextlib.contextmanager
def active(run):
    token = _ACTIVE.set(run)
    try:
        yield run
    finally:
        _ACTIVE.reset(token)
