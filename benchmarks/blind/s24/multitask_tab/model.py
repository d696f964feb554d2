from torch import nn

from .tasks import TASKS


class SharedTrunk(nn.Module):
    def __init__(self, n_inputs, width, depth):
        super().__init__()
        layers = []
        for k in range(depth):
            layers += [nn.Linear(n_inputs if k == 0 else width, width), nn.GELU()]
        self.layers = nn.Sequential(*layers)

    def forward(self, x):
        return self.layers(x)


class MultiTaskNet(nn.Module):
    def __init__(self, n_inputs, width=64, depth=2, tasks=TASKS):
        super().__init__()
        self.trunk = SharedTrunk(n_inputs, width, depth)
        self.heads = {name: nn.Linear(width, spec["out"]) for name, spec in tasks.items()}

    def forward(self, x):
        shared = self.trunk(x)
        return {name: head(shared) for name, head in self.heads.items()}
