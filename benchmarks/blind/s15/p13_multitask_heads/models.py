import torch.nn as nn

from .registry import MODELS


@MODELS.register("shared_bottom")
class SharedBottom(nn.Module):
    def __init__(self, in_dim, hidden, tasks, dropout=0.1):
        super().__init__()
        self.bottom = nn.Sequential(nn.Linear(in_dim, hidden), nn.ReLU(), nn.Dropout(dropout),
                                    nn.Linear(hidden, hidden), nn.ReLU())
        self.heads = {name: nn.Sequential(nn.Linear(hidden, hidden // 2), nn.ReLU(),
                                          nn.Linear(hidden // 2, out_dim))
                      for name, out_dim in tasks.items()}

    def forward(self, x):
        shared = self.bottom(x)
        return {name: head(shared) for name, head in self.heads.items()}
