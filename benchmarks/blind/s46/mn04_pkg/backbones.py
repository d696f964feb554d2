import torch.nn as nn


class HintMLP(nn.Module):
    """MLP that also returns its hidden activations (the 'hints')."""

    def __init__(self, n_in, widths, n_classes=3):
        super().__init__()
        self.blocks = nn.ModuleList()
        prev = n_in
        for w in widths:
            self.blocks.append(nn.Sequential(nn.Linear(prev, w), nn.LayerNorm(w), nn.GELU()))
            prev = w
        self.classifier = nn.Linear(prev, n_classes)
        self.widths = list(widths)

    def forward(self, x):
        hints = []
        for block in self.blocks:
            x = block(x)
            hints.append(x)
        return self.classifier(x), hints
