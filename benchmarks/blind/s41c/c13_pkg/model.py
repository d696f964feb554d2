import torch
import torch.nn as nn

from .config import CFG

CAT_COLS = ("building_id", "site_id", "meter", "hour", "weekday")
CARDINALITY = {"building_id": CFG["n_buildings"], "site_id": CFG["n_sites"], "meter": CFG["n_meters"],
               "hour": 24, "weekday": 7}


class EnergyNet(nn.Module):
    def __init__(self, n_num):
        super().__init__()
        self.embs = nn.ModuleList([nn.Embedding(CARDINALITY[c], CFG["emb"][c]) for c in CAT_COLS])
        d = sum(CFG["emb"].values()) + n_num
        self.mlp = nn.Sequential(nn.Linear(d, CFG["hidden"]), nn.ReLU(), nn.Dropout(0.1),
                                 nn.Linear(CFG["hidden"], CFG["hidden"] // 2), nn.ReLU())
        self.out = nn.Linear(CFG["hidden"] // 2, 1)

    def forward(self, cats, nums):
        h = torch.cat([emb(cats[:, i]) for i, emb in enumerate(self.embs)] + [nums], dim=1)
        return self.out(self.mlp(h)).squeeze(1)


def init_output_bias(model, target_mean):
    """Start the regression head at the mean of log1p(meter_reading): saves the first epoch."""
    model.out.bias.fill_(float(target_mean))
