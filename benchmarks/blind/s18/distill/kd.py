import torch
import torch.nn.functional as F


def kd_kl(student_logits, teacher_logits, temperature):
    t = temperature
    return F.kl_div(F.log_softmax(student_logits / t, dim=-1), F.softmax(teacher_logits / t, dim=-1),
                    reduction="batchmean") * t * t


class Distiller:
    def __init__(self, teacher, student, optimizer, temperature=4.0, alpha=0.7):
        self.teacher = teacher.eval()
        self.student = student
        self.optimizer = optimizer
        self.temperature = temperature
        self.alpha = alpha

    def train_step(self, x, y):
        with torch.no_grad():
            t_logits = self.teacher(x)
        s_logits = self.student(x)
        kd = kd_kl(s_logits, t_logits, self.temperature)
        ce = F.cross_entropy(s_logits, y)
        loss = self.alpha * kd + (1 - self.alpha) * ce
        self.optimizer.zero_grad()
        loss.backward()
        self.optimizer.step()
        return {"loss": loss, "kd": kd, "ce": ce}
