import torch.nn as nn


class WideTeacher(nn.Module):
    def __init__(self, in_dim, num_classes, width=256):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(in_dim, width), nn.GELU(), nn.Dropout(0.1),
            nn.Linear(width, width), nn.GELU(),
        )
        self.classifier = nn.Linear(width, num_classes)

    def forward(self, x):
        return self.classifier(self.body(x))


class TinyStudent(nn.Module):
    def __init__(self, in_dim, num_classes, width=32):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(in_dim, width), nn.ReLU(), nn.Linear(width, num_classes))

    def forward(self, x):
        return self.net(x)
