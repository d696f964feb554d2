import torch
import torch.nn as nn


class GlazeMF(nn.Module):
    def __init__(self, n_potters, n_glazes, chem, dim=16):
        super().__init__()
        self.potter = nn.Embedding(n_potters, dim, sparse=True)
        self.glaze = nn.Embedding(n_glazes, dim, sparse=True)
        self.register_buffer("chem", chem)
        self.chem_tower = nn.Sequential(nn.Linear(chem.shape[1], 32), nn.Tanh(), nn.Linear(32, dim))
        nn.init.normal_(self.potter.weight, std=0.1)
        nn.init.normal_(self.glaze.weight, std=0.1)

    def glaze_vectors(self, idx):
        return self.glaze(idx) + self.chem_tower(self.chem[idx])

    def forward(self, u, pos, neg):
        pu = self.potter(u)
        return (pu * self.glaze_vectors(pos)).sum(-1), (pu * self.glaze_vectors(neg)).sum(-1)

    def all_scores(self):
        every = torch.arange(self.glaze.num_embeddings)
        return self.potter.weight @ self.glaze_vectors(every).T

    def embedding_parameters(self):
        return list(self.potter.parameters()) + list(self.glaze.parameters())

    def dense_parameters(self):
        return list(self.chem_tower.parameters())
