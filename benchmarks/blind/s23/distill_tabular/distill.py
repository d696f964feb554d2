import torch
import torch.nn.functional as F

from .targets import soften, teacher_logits


def distillation_loss(student_logits, target_logits, labels, temperature=3.0, alpha=0.7):
    soft_target = soften(target_logits, temperature)
    log_student = F.log_softmax(student_logits / temperature, dim=-1)
    kd = F.kl_div(log_student, soft_target, reduction="batchmean") * temperature ** 2
    return alpha * kd + (1 - alpha) * F.cross_entropy(student_logits, labels)


def distill_epoch(student, teacher, optimizer, x, y, batch_size=128, on_step=None, **loss_kw):
    order = torch.randperm(x.size(0))
    total = 0.0
    for start in range(0, x.size(0), batch_size):
        idx = order[start:start + batch_size]
        targets = teacher_logits(teacher, x[idx])
        loss = distillation_loss(student(x[idx]), targets, y[idx], **loss_kw)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if on_step is not None:
            on_step(student)
        total += loss.item() * idx.numel()
    return total / x.size(0)
