import torch.nn as nn


class MaxNormMLP(nn.Module):
    def __init__(self, in_dim, hidden, n_classes, p_drop=0.2):
        super().__init__()
        self.fc1 = nn.Linear(in_dim, hidden)
        self.fc2 = nn.Linear(hidden, hidden)
        self.out = nn.Linear(hidden, n_classes)
        self.drop = nn.Dropout(p_drop)
        self.act = nn.GELU()

    def forward(self, x):
        x = self.drop(self.act(self.fc1(x)))
        x = self.drop(self.act(self.fc2(x)))
        return self.out(x)
