import torch.nn as nn


class PretrainedNet(nn.Module):
    def __init__(self, in_dim, hidden, num_classes):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(in_dim, hidden), nn.ReLU(), nn.Dropout(0.1),
                                     nn.Linear(hidden, hidden), nn.ReLU())
        self.head = nn.Linear(hidden, num_classes)

    def forward(self, x):
        return self.head(self.encoder(x))

    def replace_head(self, num_classes):
        self.head = nn.Linear(self.head.in_features, num_classes)
        return self.head

    def freeze_encoder(self):
        for p in self.encoder.parameters():
            p.requires_grad = False
        self.encoder.eval()
