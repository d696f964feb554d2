import torch
import torch.nn as nn


class LightGCN(nn.Module):
    def __init__(self, n_users, n_items, dim=32, n_layers=2):
        super().__init__()
        self.user_emb = nn.Embedding(n_users, dim)
        self.pool_emb = nn.Embedding(n_items, dim)
        nn.init.normal_(self.user_emb.weight, std=0.1)
        nn.init.normal_(self.pool_emb.weight, std=0.1)
        self.n_layers = n_layers
        self.adj = None

    def set_graph(self, adj):
        self.adj = adj

    def propagate(self):
        e = torch.cat([self.user_emb.weight, self.pool_emb.weight])
        layers = [e]
        for _ in range(self.n_layers):
            e = torch.sparse.mm(self.adj, e)
            layers.append(e)
        out = torch.stack(layers).mean(0)
        return out[: self.user_emb.num_embeddings], out[self.user_emb.num_embeddings:]


def grow_table(old, n_rows):
    """A larger embedding table: old rows copied over, new rows initialised like the old ones."""
    new = nn.Embedding(n_rows, old.embedding_dim)
    with torch.no_grad():
        new.weight.normal_(std=0.1)
        new.weight[: old.num_embeddings] = old.weight
    return new
