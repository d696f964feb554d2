"""A small estimator in the style of tf.estimator: one model_fn, three modes."""
import enum
from dataclasses import dataclass
from typing import Optional

import torch

from clinical import constrain
from cohort import generator_matrix


class Mode(enum.Enum):
    TRAIN = "train"
    EVAL = "eval"
    PREDICT = "predict"


@dataclass
class Spec:
    mode: Mode
    predictions: torch.Tensor
    loss: Optional[torch.Tensor] = None


def model_fn(net, features, labels, mode):
    rates = torch.exp(net(features["covariates"]))
    rates = constrain(rates, features["covariates"])
    q = generator_matrix(rates)
    transition = torch.linalg.matrix_exp(q * features["gap"][:, None, None])
    rows = transition[torch.arange(q.shape[0]), features["start"]]
    if mode is Mode.PREDICT:
        return Spec(mode, rows)
    nll = -torch.log(rows.gather(1, labels[:, None]).clamp_min(1e-8)).mean()
    return Spec(mode, rows, nll)


class Estimator:
    def __init__(self, net, optimizer):
        self.net = net
        self.optimizer = optimizer
        self.global_step = 0

    def train(self, input_fn):
        self.net.train()
        for features, labels in input_fn():
            spec = model_fn(self.net, features, labels, Mode.TRAIN)
            self.optimizer.zero_grad()
            spec.loss.backward()
            self.optimizer.step()
            self.global_step += 1

    @torch.no_grad()
    def evaluate(self, features, labels):
        self.net.eval()
        spec = model_fn(self.net, features, labels, Mode.EVAL)
        cavitated = (labels >= 3).float()
        brier = ((spec.predictions[:, 3:].sum(1) - cavitated) ** 2).mean()
        return {"nll": spec.loss.item(), "brier_cavitation": brier.item()}
