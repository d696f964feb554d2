import copy

import torch.nn as nn


class TiltNet(nn.Module):
    def __init__(self, length, n_cls, width=64, p_drop=0.1):
        super().__init__()
        self.features = nn.Sequential(
            nn.Linear(length, width), nn.Tanh(), nn.Dropout(p_drop), nn.Linear(width, width), nn.Tanh()
        )
        self.classifier = nn.Linear(width, n_cls)

    def forward(self, x):
        return self.classifier(self.features(x))


def make_teacher(student):
    teacher = copy.deepcopy(student)
    for p in teacher.parameters():
        p.requires_grad_(False)
    return teacher
