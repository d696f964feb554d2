import torch


def build_optimizer(student, criterions, lr, weight_decay=5e-4):
    """Student weights plus any learnable parameters living inside the criterions (adapters)."""
    params = list(student.parameters())
    for crit in criterions.values():
        params += list(crit.parameters())
    return torch.optim.Adam(params, lr=lr, weight_decay=weight_decay)
