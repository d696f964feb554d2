import torch
import torch.nn as nn


class CaramelClassifier(nn.Module):
    def __init__(self, encoder, n_side, n_out=1):
        super(CaramelClassifier, self).__init__()
        self.encoder = encoder
        self.head = nn.Linear(encoder.out_dim + n_side, n_out)

    def replace_head(self, n_classes, hidden=32):
        n_in = self.head.in_features
        self.head = nn.Sequential(nn.Linear(n_in, hidden), nn.ReLU(), nn.Linear(hidden, n_classes))

    def forward(self, curve, side):
        return self.head(torch.cat([self.encoder(curve), side], 1))


def freeze(module):
    for p in module.parameters():
        p.requires_grad = False


def trainable(model):
    return [p for p in model.parameters() if p.requires_grad]
