import torch
import torch.nn as nn


class ClueNet(nn.Module):
    def __init__(self, n_kinds, n_num, n_setters, code=24):
        super().__init__()
        self.setter_emb = nn.Embedding(n_setters, 6)
        self.mix = nn.Sequential(nn.Linear(n_kinds + n_num + 6, 64), nn.ReLU())
        self.bottleneck = nn.Sequential(nn.Linear(64, code), nn.Tanh())
        self.time_head = nn.Linear(code, 1)
        self.giveup_head = nn.Linear(code, 1)

    def forward(self, clue):
        h = torch.cat([clue["kind"], clue["num"], self.setter_emb(clue["setter"])], 1)
        code = self.bottleneck(self.mix(h))
        return self.time_head(code).squeeze(1), self.giveup_head(code).squeeze(1)
