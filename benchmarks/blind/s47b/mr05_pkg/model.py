import torch
from torch import nn


class MaskedFlameAE(nn.Module):
    def __init__(self, n_tokens, patch_dim, width):
        super().__init__()
        self.embed = nn.Linear(patch_dim, width)
        self.pos = nn.Parameter(0.02 * torch.randn(1, n_tokens, width))
        self.mask_token = nn.Parameter(torch.zeros(1, 1, width))
        self.encoder = nn.TransformerEncoderLayer(width, 4, 2 * width, dropout=0.0, batch_first=True)
        self.decoder = nn.Sequential(nn.Linear(width, width), nn.GELU(), nn.Linear(width, patch_dim))
        self.phase_head = nn.Linear(width, 2)

    def forward(self, patches, mask):
        tok = self.embed(patches) + self.pos
        tok = torch.where(mask.unsqueeze(-1), self.mask_token.expand_as(tok), tok)
        latent = self.encoder(tok)
        return self.decoder(latent), self.phase_head(latent.mean(dim=1))
