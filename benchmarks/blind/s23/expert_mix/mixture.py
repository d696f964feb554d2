import torch
import torch.nn as nn

from experts import build_expert


class GatedMixture(nn.Module):
    def __init__(self, in_dim, expert_specs, gate_hidden=16):
        super().__init__()
        self.names = [spec["name"] for spec in expert_specs]
        self.experts = {spec["name"]: build_expert(spec, in_dim) for spec in expert_specs}
        self.gate = nn.Sequential(
            nn.Linear(in_dim, gate_hidden), nn.ReLU(), nn.Linear(gate_hidden, len(expert_specs))
        )

    def forward(self, x):
        weights = torch.softmax(self.gate(x), dim=-1)
        outputs = torch.cat([self.experts[name](x) for name in self.names], dim=-1)
        return (weights * outputs).sum(dim=-1)

    def expert_usage(self, x):
        with torch.no_grad():
            return dict(zip(self.names, torch.softmax(self.gate(x), dim=-1).mean(0).tolist()))
