import torch
import torch.nn.functional as F


def forward_pair(teacher, student, images):
    teacher.eval()
    with torch.no_grad():
        teacher_logits = teacher(images)
        student_logits = student(images)
    return student_logits, teacher_logits


def distillation_loss(student_logits, teacher_logits, labels, temperature=4.0, alpha=0.7):
    soft = F.kl_div(F.log_softmax(student_logits / temperature, dim=1),
                    F.softmax(teacher_logits / temperature, dim=1),
                    reduction="batchmean") * temperature ** 2
    hard = F.cross_entropy(student_logits, labels)
    return alpha * soft + (1 - alpha) * hard
