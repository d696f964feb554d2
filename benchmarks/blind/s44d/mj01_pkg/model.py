import io

import torch
from torch import nn


class WaxNet(nn.Module):
    def __init__(self, in_features, hidden, n_classes, dropout=0.1):
        super().__init__()
        self.hidden = hidden
        self.n_classes = n_classes
        self.backbone = nn.Sequential(
            nn.Linear(in_features, hidden),
            nn.GELU(),
            nn.LayerNorm(hidden),
            nn.Dropout(dropout),
            nn.Linear(hidden, hidden),
            nn.GELU(),
        )
        self.head = nn.Linear(hidden, n_classes)

    def forward(self, x):
        return self.head(self.backbone(x))

    def reset_classifier(self, n_classes):
        """Swap the classification layer for a freshly initialised one (timm-style)."""
        self.n_classes = n_classes
        self.head = nn.Linear(self.hidden, n_classes)

    @classmethod
    def from_checkpoint(cls, buffer):
        buffer.seek(0)
        state = torch.load(buffer, weights_only=False)
        net = cls(**state["arch"])
        net.load_state_dict(state["model"])
        return net, state


def export_checkpoint(net, optimizer, scheduler, step):
    buffer = io.BytesIO()
    torch.save(
        {
            "arch": {"in_features": net.backbone[0].in_features, "hidden": net.hidden, "n_classes": net.n_classes},
            "model": net.state_dict(),
            "optimizer": optimizer.state_dict(),
            "scheduler": scheduler.state_dict(),
            "step": step,
        },
        buffer,
    )
    return buffer
