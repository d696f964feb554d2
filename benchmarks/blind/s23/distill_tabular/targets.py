import torch


def teacher_logits(teacher, x):
    teacher.eval()
    return teacher(x).detach()


def soften(logits, temperature):
    return torch.softmax(logits / temperature, dim=-1)
