import math
from dataclasses import dataclass, field

import torch


@dataclass
class TrainState:
    w1: torch.Tensor
    b1: torch.Tensor
    w2: torch.Tensor
    b2: torch.Tensor
    step: int = 0
    history: list = field(default_factory=list)

    PARAM_NAMES = ("w1", "b1", "w2", "b2")

    def params(self):
        return [getattr(self, n) for n in self.PARAM_NAMES]


def init_state(n_in, n_hidden):
    return TrainState(
        w1=(torch.randn(n_in, n_hidden) / math.sqrt(n_in)).requires_grad_(),
        b1=torch.zeros(n_hidden, requires_grad=True),
        w2=(torch.randn(n_hidden, 1) / math.sqrt(n_hidden)).requires_grad_(),
        b2=torch.zeros(1, requires_grad=True),
    )
