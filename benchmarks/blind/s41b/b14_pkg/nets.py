import torch.nn as nn

from .strokes import BOLS, N_BANDS, N_ENV


class Teacher(nn.Module):
    def __init__(self, width=256):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(N_BANDS + N_ENV, width), nn.ReLU(), nn.Dropout(0.2),
            nn.Linear(width, width), nn.ReLU(), nn.Dropout(0.2),
            nn.Linear(width, len(BOLS)))

    def forward(self, x):
        return self.body(x)


class Student(nn.Module):
    def __init__(self, width=8):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(N_BANDS + N_ENV, width), nn.ReLU(), nn.Linear(width, len(BOLS)))

    def forward(self, x):
        return self.body(x)
