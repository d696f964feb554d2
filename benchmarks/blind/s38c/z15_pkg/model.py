import torch
import torch.nn as nn

from .heads import HEADS


class MultiTaskPricing(nn.Module):
    def __init__(self, cardinalities, n_numeric, tasks, hidden=32, emb_dim=4):
        super().__init__()
        self.task_names = list(tasks)
        self.loss_weights = {name: float(w) for name, w in tasks.items()}
        self.embeddings = nn.ModuleList([nn.Embedding(c, emb_dim) for c in cardinalities])
        self.trunk = nn.Sequential(
            nn.Linear(len(cardinalities) * emb_dim + n_numeric, hidden), nn.ReLU(),
            nn.Linear(hidden, hidden), nn.ReLU(),
        )
        self.heads = nn.ModuleDict({name: HEADS[name](hidden) for name in self.task_names})

    def forward(self, batch):
        cats = [emb(batch["cat"][:, i]) for i, emb in enumerate(self.embeddings)]
        return self.trunk(torch.cat(cats + [batch["num"]], 1))

    def losses(self, batch):
        h = self(batch)
        return {name: self.loss_weights[name] * self.heads[name].loss(h, batch) for name in self.task_names}
