import torch.nn.functional as F
from torch import nn

MODEL_ZOO = {}
LOSS_ZOO = {"huber": F.huber_loss, "mse": F.mse_loss, "l1": F.l1_loss}


def register_model(name):
    def wrap(cls):
        MODEL_ZOO[name] = cls
        return cls
    return wrap


def build_model(cfg):
    return MODEL_ZOO[cfg["type"]](**cfg.get("args", {}))


@register_model("tension_mlp")
class TensionMLP(nn.Module):
    def __init__(self, *, n_in=3, hidden=32):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(n_in, hidden), nn.Tanh(), nn.Linear(hidden, hidden), nn.Tanh(),
                                 nn.Linear(hidden, 1))

    def forward(self, feats):
        return self.net(feats).squeeze(-1)
