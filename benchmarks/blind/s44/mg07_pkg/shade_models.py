import torch
from torch import nn

from .registry import LOSSES, MODELS


def delta_e76(lab, ref):
    return (lab - ref).pow(2).sum(-1).clamp_min(1e-8).sqrt()


@LOSSES.register("delta_e")
class DeltaELoss(nn.Module):
    def __init__(self, l_weight=1.0):
        super().__init__()
        self.register_buffer("w", torch.tensor([l_weight, 1.0, 1.0]))

    def forward(self, lab, ref):
        return delta_e76(lab * self.w, ref * self.w).mean()


class BaseShadeModel(nn.Module):
    """Models return L*a*b*; train_step / val_step are called by the runner."""

    def predict_lab(self, formula):
        raise NotImplementedError

    def train_step(self, batch, criterion):
        lab = self.predict_lab(batch["formula"])
        return {"loss": criterion(lab, batch["target_lab"]), "n": len(lab)}

    @torch.no_grad()
    def val_step(self, batch):
        lab = self.predict_lab(batch["formula"])
        return {"lab": lab, "delta_e": delta_e76(lab, batch["target_lab"]).mean().item(), "n": len(lab)}


@MODELS.register("mixing_net")
class MixingShadeNet(BaseShadeModel):
    """Predicts the shift from the client's base colour instead of the absolute colour."""

    def __init__(self, in_dim=10, hidden=64):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(in_dim, hidden), nn.SiLU(), nn.Linear(hidden, hidden), nn.SiLU())
        self.shift = nn.Linear(hidden, 3)

    def predict_lab(self, formula):
        base = torch.cat([formula[:, 1:2] * 50, formula[:, 2:4] * 20], 1)
        return base + self.shift(self.body(formula))

    def train_step(self, batch, criterion):
        out = self.val_step(batch)
        loss = criterion(out["lab"], batch["target_lab"])
        return {"loss": loss, "delta_e": out["delta_e"], "n": out["n"]}
