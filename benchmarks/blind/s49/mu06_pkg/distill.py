import torch
import torch.nn.functional as F


@torch.no_grad()
def teacher_targets(teacher, mag, temperature=2.0):
    logits = torch.logit(teacher(mag).clamp(1e-4, 1 - 1e-4))
    soft = torch.sigmoid(logits / temperature)
    soft.clamp_(0.02, 1.0)
    return soft


def student_objective(student_mask, soft_mask, mag, clean_mag, alpha):
    kd = F.mse_loss(student_mask, soft_mask)
    rec = F.l1_loss(torch.log1p(student_mask * mag), torch.log1p(clean_mag))
    return alpha * kd + (1 - alpha) * rec, kd, rec
