import torch.nn as nn

from .registry import register_model


class Block(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.norm = nn.LayerNorm(width)
        self.fc = nn.Linear(width, width)
        self.act = nn.GELU()

    def forward(self, x):
        return x + self.fc(self.act(self.norm(x)))


@register_model
class ResMLP(nn.Module):
    def __init__(self, in_dim, width, depth, num_classes, **unused):
        super().__init__()
        self.stem = nn.Linear(in_dim, width)
        self.blocks = nn.Sequential(*[Block(width) for _ in range(depth)])
        self.head = nn.Linear(width, num_classes)

    def forward(self, x):
        return self.head(self.blocks(self.stem(x)))
