import torch
import torch.nn.functional as F

from .data import loader
from .meters import AverageMeter


def fit_teacher(teacher, x, y, gen, epochs=6, lr=2e-3):
    opt = torch.optim.Adam(teacher.parameters(), lr=lr)
    for _ in range(epochs):
        for xb, yb in loader(x, y, 128, gen):
            loss = F.mse_loss(teacher(xb), yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
    teacher.eval().requires_grad_(False)
    return teacher


class Distiller:
    def __init__(self, student, teacher, criterions, weights, optimizer, gen, bs=64):
        self.student, self.teacher = student, teacher
        self.criterions, self.weights = criterions, weights
        self.optimizer, self.gen, self.bs = optimizer, gen, bs

    def train_epoch(self, x, y):
        self.student.train()
        meters = {k: AverageMeter(k) for k in list(self.criterions.keys()) + ["total"]}
        for xb, yb in loader(x, y, self.bs, self.gen):
            with torch.no_grad():
                t_pred, t_feat = self.teacher(xb, return_feat=True)
            s_pred, s_feat = self.student(xb, return_feat=True)
            inputs = {"sup": (s_pred, yb), "kd": (s_pred, t_pred), "hint": (s_feat, t_feat)}
            terms = {k: self.weights[k] * c(*inputs[k]) for k, c in self.criterions.items()}
            terms["total"] = sum(terms.values())

            self.optimizer.zero_grad()
            terms["total"].backward()
            self.optimizer.step()
            for k, v in terms.items():
                meters[k].update(v, xb.shape[0])
        return meters

    @torch.no_grad()
    def test(self, x, y):
        self.student.eval()
        err = AverageMeter("mae_nm")
        for xb, yb in loader(x, y, 256, self.gen, shuffle=False):
            err.update(((self.student(xb) - yb).abs().mean() * 260.0).item(), xb.shape[0])
        return err
