"""GRU session encoder with output scores tied to the track table."""
import torch
from torch import nn


class NextTrackModel(nn.Module):
    def __init__(self, n_tracks, dim=32):
        super().__init__()
        self.tracks = nn.Embedding(n_tracks + 1, dim, padding_idx=0)
        self.encoder = nn.GRU(dim, dim, batch_first=True)
        self.proj = nn.Linear(dim, dim)
        self.out_bias = nn.Parameter(torch.zeros(n_tracks + 1))

    @property
    def n_tracks(self):
        return self.tracks.num_embeddings - 1

    def forward(self, context):
        h, _ = self.encoder(self.tracks(context))
        query = self.proj(h[:, -1])
        logits = query @ self.tracks.weight.T + self.out_bias
        logits[:, 0] = float("-inf")
        return logits

    def grow_catalogue(self, n_tracks):
        """Append rows for newly released tracks, keeping the learned ones."""
        old = self.tracks
        grown = nn.Embedding(n_tracks + 1, old.embedding_dim, padding_idx=0)
        with torch.no_grad():
            grown.weight[: old.num_embeddings].copy_(old.weight)
            grown.weight[old.num_embeddings:].normal_(0.0, float(old.weight[1:].std()))
        self.tracks = grown
        bias = torch.full((n_tracks + 1,), float(self.out_bias.detach()[1:].mean()))
        bias[: old.num_embeddings] = self.out_bias.detach()
        self.out_bias = nn.Parameter(bias)
