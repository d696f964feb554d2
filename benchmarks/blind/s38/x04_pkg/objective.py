import torch
import torch.nn as nn
import torch.nn.functional as F


class SelfDistillationLoss(nn.Module):
    def __init__(self, out_dim, student_temp=0.1, teacher_temp=0.04, center_momentum=0.9):
        super().__init__()
        self.student_temp = student_temp
        self.teacher_temp = teacher_temp
        self.center_momentum = center_momentum
        self.register_buffer("center", torch.zeros(1, out_dim))

    def forward(self, student_out, teacher_out):
        targets = [F.softmax((t - self.center) / self.teacher_temp, dim=-1) for t in teacher_out]
        total, n = 0.0, 0
        for i, q in enumerate(targets):
            for j, s in enumerate(student_out):
                if i == j:
                    continue
                total = total + torch.sum(-q * F.log_softmax(s / self.student_temp, dim=-1), dim=-1).mean()
                n += 1
        self.update_center(teacher_out)
        return total / n

    @torch.no_grad()
    def update_center(self, teacher_out):
        batch_center = torch.cat(teacher_out).mean(dim=0, keepdim=True)
        self.center.mul_(self.center_momentum).add_(batch_center, alpha=1 - self.center_momentum)
