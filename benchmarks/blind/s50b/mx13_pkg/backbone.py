import torch.nn as nn

from .adapters import LoRALinear


class EggNet(nn.Module):
    def __init__(self, n_in=5, width=64):
        super().__init__()
        self.l1 = nn.Linear(n_in, width)
        self.l2 = nn.Linear(width, width)
        self.l3 = nn.Linear(width, width)
        self.out = nn.Linear(width, 2)
        self.act = nn.GELU()

    def forward(self, x):
        h = self.act(self.l1(x))
        h = self.act(self.l2(h))
        return self.out(self.act(self.l3(h)))

    def to_lora_student(self, rank):
        self.requires_grad_(False)
        for name in ("l2", "l3"):
            setattr(self, name, LoRALinear(getattr(self, name), rank=rank))
        return [p for p in self.parameters() if p.requires_grad]
