import torch
import torch.nn as nn


class ImageEncoder(nn.Module):
    def __init__(self, in_chans, dim):
        super().__init__()
        self.stem = nn.Sequential(
            nn.Conv2d(in_chans, 16, 3, stride=2, padding=1), nn.BatchNorm2d(16), nn.ReLU(),
            nn.Conv2d(16, 32, 3, stride=2, padding=1), nn.BatchNorm2d(32), nn.ReLU(),
        )
        self.proj = nn.Linear(32, dim)

    def forward(self, x):
        f = self.stem(x)                       # B, 32, H/4, W/4
        f = f.flatten(2).transpose(1, 2)       # B, N, 32
        return self.proj(f)                    # B, N, dim


class ReportGenerator(nn.Module):
    def __init__(self, vocab_size, embed_dim, hidden_dim, in_chans=1):
        super().__init__()
        self.encoder = ImageEncoder(in_chans, hidden_dim)
        self.embed = nn.Embedding(vocab_size, embed_dim)
        self.decoder = nn.GRU(embed_dim + hidden_dim, hidden_dim, batch_first=True)
        self.attn = nn.MultiheadAttention(hidden_dim, num_heads=2, batch_first=True)
        self.norm = nn.LayerNorm(hidden_dim)
        self.head = nn.Linear(hidden_dim, vocab_size)

    def forward(self, images, tokens_in):
        mem = self.encoder(images)
        ctx = mem.mean(1, keepdim=True).expand(-1, tokens_in.size(1), -1)
        h, _ = self.decoder(torch.cat([self.embed(tokens_in), ctx], dim=-1))
        a, _ = self.attn(h, mem, mem)
        return self.head(self.norm(h + a))
