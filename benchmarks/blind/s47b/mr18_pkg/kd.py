import torch
import torch.nn.functional as F

from .nets import build


@torch.no_grad()
def soft_targets(teacher, x, temperature):
    return F.softmax(teacher(x) / temperature, dim=1)


class RoofDistiller:
    def __init__(self, cfg, teacher, telemetry):
        self.cfg = cfg
        self.teacher = teacher.eval()
        self.student = build("tiny", cfg["classes"], cfg["bands"])
        self.prior_shift = (torch.randn(cfg["classes"]) * 0.01).requires_grad_()
        self.opt = torch.optim.Adam([*self.student.parameters(), self.prior_shift], lr=cfg["lr"])
        self.centroids = torch.zeros(cfg["classes"], cfg["classes"])
        self.counts = torch.zeros(cfg["classes"])
        self.telemetry = telemetry

    def student_logits(self, x):
        return self.student(x) + self.prior_shift

    def on_batch(self, x):
        t = self.cfg["temperature"]
        target = soft_targets(self.teacher, x, t)
        logits = self.student_logits(x)
        loss = F.kl_div(F.log_softmax(logits / t, dim=1), target, reduction="batchmean") * t * t
        self.opt.zero_grad()
        loss.backward()
        self.opt.step()
        with torch.no_grad():
            hard = target.argmax(dim=1)
            self.centroids.index_add_(0, hard, logits.softmax(dim=1))
            self.counts += torch.bincount(hard, minlength=self.cfg["classes"]).float()
        self.telemetry.send("kd_loss", loss)
        return loss.item()

    def agreement_matrix(self):
        return self.centroids / self.counts.clamp_min(1).unsqueeze(1)
