import torch
from torch import nn


class RelationalConv(nn.Module):
    def __init__(self, dim_in, dim_out, relations):
        super().__init__()
        self.self_loop = nn.Linear(dim_in, dim_out)
        self.by_relation = {rel: nn.Linear(dim_in, dim_out, bias=False) for rel in relations}

    def forward(self, h, adjacency):
        out = self.self_loop(h)
        for rel, lin in self.by_relation.items():
            out = out + adjacency[rel] @ lin(h)
        return torch.relu(out)
