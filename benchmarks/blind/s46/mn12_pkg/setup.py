import torch
import torch.nn as nn

from .nets import SpinNet


def build_student(width, n_classes):
    student = SpinNet(width)
    # SpinNet defaults to a 10-way head; resize it for this dataset before anything else sees it
    student.head = nn.Linear(student.feat_dim, n_classes)
    return student


def build_optimizer(student, criterions, lr):
    return torch.optim.Adam([
        {"params": student.parameters()},
        {"params": criterions.parameters(), "lr": lr * 0.1},
    ], lr=lr)
