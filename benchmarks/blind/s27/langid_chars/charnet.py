import torch
from torch import nn

from corpus import ALPHABET, PAD


class CharCNN(nn.Module):
    def __init__(self, n_classes, dim=24, channels=64):
        super().__init__()
        self.embed = nn.Embedding(ALPHABET + 1, dim)
        with torch.no_grad():
            self.embed.weight[PAD] = 0.0
        self.conv = nn.Conv1d(dim, channels, kernel_size=3, padding=1)
        self.classify = nn.Linear(channels, n_classes)

    def forward(self, text):
        h = self.embed(text).transpose(1, 2)
        h = torch.relu(self.conv(h))
        h = h.masked_fill((text == PAD).unsqueeze(1), -1e4)
        return self.classify(h.max(dim=2).values)
