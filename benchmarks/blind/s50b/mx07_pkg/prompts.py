import torch
import torch.nn as nn


class SegmentPrompt(nn.Module):
    """Learnable pseudo-segments fed to the encoder before the real track."""

    def __init__(self, n_tokens, dim, init_std=0.1):
        super().__init__()
        self.tokens = nn.Parameter(init_std * torch.randn(n_tokens, dim))

    def forward(self, seq):
        return torch.cat([self.tokens.expand(seq.shape[0], -1, -1), seq], dim=1)
