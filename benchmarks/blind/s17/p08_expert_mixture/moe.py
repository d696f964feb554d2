import torch
import torch.nn as nn

from registry import EXPERT_BUILDERS


class GatedMixture(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.gate = nn.Linear(cfg["in_dim"], len(cfg["experts"]))
        self.experts = {name: EXPERT_BUILDERS[kind](cfg) for name, kind in cfg["experts"].items()}
        self.temperature = cfg.get("temperature", 1.0)

    def forward(self, x):
        weights = torch.softmax(self.gate(x) / self.temperature, dim=-1)
        outs = torch.stack([expert(x) for expert in self.experts.values()], dim=1)
        return (weights.unsqueeze(-1) * outs).sum(dim=1)
