from dataclasses import dataclass, field

import torch


class TestLog:
    """Every glide test run so far, for refitting the surrogate."""

    def __init__(self, capacity=4096):
        self.capacity = capacity
        self.rows = []

    def add(self, conditions, recipe, seconds):
        self.rows.extend(zip(conditions, recipe, seconds))
        self.rows = self.rows[-self.capacity:]

    def sample(self, n):
        idx = torch.randint(0, len(self.rows), (n,))
        cond, rec, sec = zip(*(self.rows[i] for i in idx.tolist()))
        return torch.stack(cond), torch.stack(rec), torch.stack(sec)


@dataclass
class Context:
    proposer: torch.nn.Module
    surrogate: torch.nn.Module
    opt_proposer: torch.optim.Optimizer
    opt_surrogate: torch.optim.Optimizer
    batch_size: int = 64
    warmup_rounds: int = 20
    rounds: int = 120
    round: int = 0
    log: TestLog = field(default_factory=TestLog)
    history: list = field(default_factory=list)


def run(state, ctx, max_transitions=10_000):
    for _ in range(max_transitions):
        if state is None:
            return ctx
        state = state.run(ctx)
    raise RuntimeError("state machine did not terminate")
