import torch.nn as nn

TASKS = ("pile", "missed", "shade")


class TuftNet(nn.Module):
    def __init__(self, n_in, width=64):
        super().__init__()
        self.stem = nn.Sequential(nn.Linear(n_in, width), nn.LeakyReLU(0.1))
        self.shared = nn.Linear(width, width)
        self.act = nn.LeakyReLU(0.1)
        self.heads = nn.ModuleDict({t: nn.Linear(width, 1) for t in TASKS})

    def forward(self, x):
        z = self.act(self.shared(self.stem(x)))
        return {t: self.heads[t](z).squeeze(1) for t in TASKS}
