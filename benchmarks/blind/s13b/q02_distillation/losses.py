from functools import partial

import torch.nn.functional as F


def soft_target_loss(student_logits, teacher_logits, labels, temperature=4.0, alpha=0.7):
    t = temperature
    soft = F.kl_div(
        F.log_softmax(student_logits / t, dim=-1),
        F.softmax(teacher_logits / t, dim=-1),
        reduction="batchmean",
    ) * (t * t)
    hard = F.cross_entropy(student_logits, labels)
    return alpha * soft + (1.0 - alpha) * hard


def make_kd_loss(cfg):
    return partial(soft_target_loss, temperature=cfg["temperature"], alpha=cfg["alpha"])
