import itertools

import torch

from .debias import Experiment
from .nets import Encoder, RiskHead, SiteAdversary

OPTIMIZERS = {"radam": torch.optim.RAdam, "sgd": torch.optim.SGD, "adam": torch.optim.Adam}


class ExperimentBuilder:
    def __init__(self):
        self._parts = {}
        self._optim = {}
        self._weight = 1.0

    def encoder(self, **kwargs):
        self._parts["encoder"] = Encoder(**kwargs)
        return self

    def risk_head(self, **kwargs):
        self._parts["head"] = RiskHead(**kwargs)
        return self

    def adversary(self, weight=1.0, **kwargs):
        self._parts["adversary"] = SiteAdversary(**kwargs)
        self._weight = weight
        return self

    def optimizer(self, role, name, **hyper):
        self._optim[role] = (OPTIMIZERS[name], hyper)
        return self

    def build(self):
        encoder, head, adversary = (self._parts[k] for k in ("encoder", "head", "adversary"))
        groups = {
            "predictor": itertools.chain(encoder.parameters(), head.parameters()),
            "adversary": adversary.parameters(),
        }
        optimizers = {
            role: cls(groups[role], **hyper) for role, (cls, hyper) in self._optim.items()
        }
        return Experiment(encoder, head, adversary, optimizers, self._weight)
