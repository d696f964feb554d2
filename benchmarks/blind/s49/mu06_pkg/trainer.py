import torch
import torch.nn.functional as F

from .distill import teacher_targets, student_objective
from .evaluation import test
from .models import spectrum


def pretrain_teacher(teacher, noisy, clean, steps, lr=2e-3):
    opt = torch.optim.Adam(teacher.parameters(), lr=lr)
    n_mag, c_mag = spectrum(noisy).abs(), spectrum(clean).abs()
    for i in range(steps):
        idx = torch.arange(i * 8, i * 8 + 8) % noisy.shape[0]
        mask = teacher(n_mag[idx])
        loss = F.l1_loss(torch.log1p(mask * n_mag[idx]), torch.log1p(c_mag[idx]))
        opt.zero_grad()
        loss.backward()
        opt.step()
    teacher.eval()
    teacher.requires_grad_(False)
    return loss.item()


class Distiller:
    def __init__(self, teacher, student, cfg):
        self.teacher, self.student, self.cfg = teacher, student, cfg
        self.opt = torch.optim.Adam(student.parameters(), lr=cfg["lr"])
        self.history = {"kd": [], "rec": [], "val_gain": []}

    def fit(self, noisy, clean, val_chunks):
        n_mag, c_mag = spectrum(noisy).abs(), spectrum(clean).abs()
        it = 0
        for epoch in range(self.cfg["epochs"]):
            epoch_loss = 0.0
            for s in range(0, noisy.shape[0], self.cfg["batch"]):
                mag, ref = n_mag[s:s + self.cfg["batch"]], c_mag[s:s + self.cfg["batch"]]
                soft = teacher_targets(self.teacher, mag)
                loss, kd, rec = student_objective(self.student(mag), soft, mag, ref, self.cfg["alpha"])
                self.opt.zero_grad()
                loss.backward()
                self.opt.step()
                epoch_loss += loss.item()
                self.history["kd"].append(kd.item())
                self.history["rec"].append(rec.item())
                it += 1
                if it % self.cfg["eval_every"] == 0:
                    self.history["val_gain"].append(test(self.student, val_chunks))
            print(f"epoch {epoch}: loss {epoch_loss / (noisy.shape[0] // self.cfg['batch']):.4f} "
                  f"val gain {self.history['val_gain'][-1]:.2f} dB")
