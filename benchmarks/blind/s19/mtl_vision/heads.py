import torch.nn as nn

from registry import HEADS


@HEADS.register("multi_task")
class MultiTaskHead(nn.Module):
    """One small MLP tower per task on top of a shared embedding."""

    def __init__(self, in_dim, tasks, hidden=32):
        super().__init__()
        self.tasks = dict(tasks)
        self.towers = {
            name: nn.Sequential(nn.Linear(in_dim, hidden), nn.ReLU(), nn.Linear(hidden, n_out))
            for name, n_out in self.tasks.items()
        }

    def forward(self, feats):
        return {name: tower(feats) for name, tower in self.towers.items()}


class MultiTaskNet(nn.Module):
    def __init__(self, backbone, head):
        super().__init__()
        self.backbone = backbone
        self.head = head

    def forward(self, x):
        return self.head(self.backbone(x))
