import torch
import torch.nn.functional as F


class TeacherMixin:
    """Adds a frozen-in-practice teacher to a Trainer. The teacher keeps its parameters trainable
    so the same object can be fine-tuned again later; only its predictions are taken here."""

    teacher = None
    temperature = 3.0

    def attach_teacher(self, teacher, temperature=3.0):
        self.teacher, self.temperature = teacher.eval(), temperature
        return self

    @torch.no_grad()
    def teacher_logits(self, inputs):
        return self.teacher(**inputs)["logits"]

    def soft_targets(self, inputs):
        return F.softmax(self.teacher_logits(inputs) / self.temperature, dim=-1)

    def kd_loss(self, student_logits, soft_targets):
        log_p = F.log_softmax(student_logits / self.temperature, dim=-1)
        return F.kl_div(log_p, soft_targets, reduction="batchmean") * self.temperature ** 2
