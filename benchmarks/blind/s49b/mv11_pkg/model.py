import torch
import torch.nn as nn


def chemistry_embedding(chem, dim):
    """'Pretrained' species table: top principal directions of the standardised chemistry."""
    z = (chem - chem.mean(0)) / chem.std(0)
    _, _, v = torch.linalg.svd(z, full_matrices=False)
    return z @ v[:dim].T / dim ** 0.5


class TankRecommender(nn.Module):
    def __init__(self, n_keepers, species_table, hidden=32):
        super().__init__()
        dim = species_table.shape[1]
        self.keeper = nn.Embedding(n_keepers, hidden)
        self.species = nn.Embedding.from_pretrained(species_table, freeze=False)
        self.adapter = nn.Sequential(nn.Linear(dim, hidden), nn.Tanh(), nn.Linear(hidden, hidden))
        nn.init.normal_(self.keeper.weight, std=0.1)

    def species_vec(self, s):
        return self.adapter(self.species(s))

    def forward(self, k, pos, neg):
        kv = self.keeper(k)
        return (kv * self.species_vec(pos)).sum(-1), (kv * self.species_vec(neg)).sum(-1)

    def score_all(self):
        every = torch.arange(self.species.num_embeddings)
        return self.keeper.weight @ self.species_vec(every).T
