import torch
import torch.nn.functional as F

from .nets import build


class Distiller:
    def __init__(self, cfg, sink):
        self.cfg = cfg
        self.teacher = build("teacher", cfg["classes"])
        self.student = build("student", cfg["classes"])
        self.teacher_opt = torch.optim.Adam(self.teacher.parameters(), lr=cfg["lr"])
        self.student_opt = torch.optim.Adam(self.student.parameters(), lr=cfg["lr"])
        self.sink = sink

    def fit_teacher(self, x, y, epochs, batch, gen):
        for _ in range(epochs):
            perm = torch.randperm(len(x), generator=gen)
            for i in range(0, len(x), batch):
                idx = perm[i:i + batch]
                loss = F.cross_entropy(self.teacher(x[idx]), y[idx])
                self.teacher_opt.zero_grad()
                loss.backward()
                self.teacher_opt.step()
        self.teacher.eval()

    def on_batch(self, x_unlabeled):
        t = self.cfg["temperature"]
        with torch.no_grad():
            soft = F.softmax(self.teacher(x_unlabeled) / t, dim=1)
        log_student = F.log_softmax(self.student(x_unlabeled) / t, dim=1)
        loss = F.kl_div(log_student, soft, reduction="batchmean") * t * t
        self.student_opt.zero_grad()
        loss.backward()
        self.student_opt.step()
        self.sink.emit(kd_loss=loss.item())
        return loss.item()
