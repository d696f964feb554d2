import torch
import torch.nn.functional as F
from torch import nn


class VectorQuantizer(nn.Module):
    """Nearest-codeword quantisation with the VQ-VAE codebook and commitment terms."""

    def __init__(self, codes, dim, beta=0.25):
        super().__init__()
        self.book = nn.Embedding(codes, dim)
        nn.init.uniform_(self.book.weight, -1.0 / codes, 1.0 / codes)
        self.beta = beta

    def forward(self, z):
        batch, dim, steps = z.shape
        flat = z.permute(0, 2, 1).reshape(-1, dim)
        index = torch.cdist(flat, self.book.weight).argmin(dim=1)
        chosen = self.book(index).view(batch, steps, dim).permute(0, 2, 1)
        codebook_term = F.mse_loss(chosen, z.detach())
        commitment = F.mse_loss(z, chosen.detach())
        passthrough = z + (chosen - z).detach()
        return passthrough, codebook_term + self.beta * commitment, index
