import torch
import torch.nn as nn
import torch.nn.functional as F

from .layers import DenseLayer


class UpliftNet(nn.Module):
    def __init__(self, n_num, n_kinds, emb_dim=4, hidden=32):
        super(UpliftNet, self).__init__()
        self.kind_emb = nn.Embedding(n_kinds, emb_dim)
        self.fc1 = DenseLayer(n_num + emb_dim, hidden)
        self.fc2 = DenseLayer(hidden, hidden)
        self.out = DenseLayer(hidden, 1)

    def forward(self, num, kind):
        h = torch.cat([num, self.kind_emb(kind)], 1)
        h = F.relu(self.fc1(h))
        h = F.relu(self.fc2(h))
        return self.out(h).squeeze(1)
