import torch.nn as nn

MODELS = {}


def register(cls):
    MODELS[cls.key] = cls
    return cls


class GatedBlock(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.value = nn.Linear(hidden, hidden)
        self.gate = nn.Linear(hidden, hidden)

    def forward(self, x):
        return x + self.value(x) * self.gate(x).sigmoid()


@register
class TabularMixer(nn.Module):
    key = "tabular_mixer"

    def __init__(self, n_features, hidden, n_blocks):
        super().__init__()
        self.inp = nn.Linear(n_features, hidden)
        self.blocks = [GatedBlock(hidden) for _ in range(n_blocks)]
        self.blocks = nn.ModuleList(self.blocks)
        self.out = nn.Linear(hidden, 1)
        self.reset_parameters()

    def reset_parameters(self):
        for m in self.modules():
            if isinstance(m, nn.Linear):
                nn.init.xavier_uniform_(m.weight)
                nn.init.zeros_(m.bias)

    def forward(self, x):
        h = self.inp(x)
        for blk in self.blocks:
            h = blk(h)
        return self.out(h).squeeze(-1)
