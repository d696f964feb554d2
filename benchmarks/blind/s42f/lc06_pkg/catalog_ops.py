"""Catalogue maintenance for id tables."""
import torch
from torch import nn


def grow_embedding(table: nn.Embedding, n_rows: int) -> nn.Embedding:
    """Return a bigger table: learned rows are kept, new rows start at the mean learned row."""
    grown = nn.Embedding(n_rows, table.embedding_dim)
    with torch.no_grad():
        grown.weight[: table.num_embeddings] = table.weight
        grown.weight[table.num_embeddings:] = table.weight.mean(dim=0)
    return grown
