import torch
import torch.nn.functional as F


class DistillationLoss:
    def __init__(self, teacher, tau=2.0, alpha=0.7):
        self.teacher = teacher
        self.tau = tau
        self.alpha = alpha

    def __call__(self, student_logits, x, y):
        with torch.no_grad():
            soft_targets = F.softmax(self.teacher(x) / self.tau, dim=-1)
        kd = F.kl_div(F.log_softmax(student_logits / self.tau, dim=-1), soft_targets,
                      reduction="batchmean") * self.tau ** 2
        return self.alpha * kd + (1 - self.alpha) * F.cross_entropy(student_logits, y)
