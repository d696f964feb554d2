import torch
import torch.nn.functional as F


class ConsistencyObjective:
    """Mean-teacher consistency between the teacher on weak views and the student on strong
    views of the same unlabelled berries."""

    def __init__(self, teacher, temperature=1.0):
        self.teacher = teacher
        self.temperature = temperature

    @torch.no_grad()
    def __call__(self, student, weak, strong):
        target = F.softmax(self.teacher(weak) / self.temperature, dim=1)
        with torch.enable_grad():
            log_pred = F.log_softmax(student(strong) / self.temperature, dim=1)
            return F.kl_div(log_pred, target, reduction="batchmean")
