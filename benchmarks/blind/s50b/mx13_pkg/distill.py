import torch.nn.functional as F


def distill_loss(student_out, teacher_out, labels=None, label_weight=0.2):
    loss = F.mse_loss(student_out, teacher_out)
    if labels is not None:
        loss = loss + label_weight * F.mse_loss(student_out, labels)
    return loss
