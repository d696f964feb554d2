import torch.nn as nn

ARCHS = {
    "teacher_wide": lambda d, c: nn.Sequential(nn.Linear(d, 128), nn.ReLU(), nn.Linear(128, 128), nn.ReLU(), nn.Linear(128, c)),
    "student_small": lambda d, c: nn.Sequential(nn.Linear(d, 24), nn.ReLU(), nn.Linear(24, c)),
}


def create(name, in_dim, num_classes):
    return ARCHS[name](in_dim, num_classes)
