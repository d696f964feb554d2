import torch
import torch.nn as nn


class EntityEmbeddingNet(nn.Module):
    """Guo & Berkhahn entity embeddings: one embedding per categorical field + MLP."""

    def __init__(self, cardinalities, emb_dims, n_cont):
        super().__init__()
        self.fields = list(cardinalities)
        self.embs = nn.ModuleDict({f: nn.Embedding(cardinalities[f], emb_dims[f]) for f in self.fields})
        self.emb_dims = [emb_dims[f] for f in self.fields]
        self.mlp = nn.Sequential(
            nn.Linear(sum(self.emb_dims) + n_cont, 128), nn.ReLU(), nn.Dropout(0.05),
            nn.Linear(128, 64), nn.ReLU(), nn.Linear(64, 1),
        )

    def embed(self, cats):
        return torch.cat([self.embs[f](cats[:, k]) for k, f in enumerate(self.fields)], 1)

    def regress(self, emb, conts):
        return self.mlp(torch.cat([emb, conts], 1)).squeeze(1)

    def forward(self, cats, conts):
        return self.regress(self.embed(cats), conts)
