import torch

from .data import batches
from .sobolev import InputGradient, with_input_grad


class AverageMeter:
    def __init__(self):
        self.s, self.n = 0.0, 0

    def update(self, v, n):
        self.s += v * n
        self.n += n

    @property
    def avg(self):
        return self.s / max(self.n, 1)


class SobolevDistiller:
    def __init__(self, student, teacher, criterions, weights, optimizer, gen):
        self.student, self.teacher = student, teacher
        self.criterions, self.weights = criterions, weights
        self.optimizer, self.gen = optimizer, gen

    def _losses(self, x, y):
        x = with_input_grad(x)
        s_logits = self.student(x)
        t_logits = self.teacher(x)
        return {k: c(s_logits=s_logits, t_logits=t_logits, x=x, y=y) for k, c in self.criterions.items()}

    def train_epoch(self, x_all, y_all, bs=64):
        self.student.train()
        meters = {k: AverageMeter() for k in self.criterions}
        for x, y in batches(x_all, y_all, bs, self.gen):
            terms = self._losses(x, y)
            loss = sum(self.weights[k] * v for k, v in terms.items())
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            for k, v in terms.items():
                meters[k].update(v.item(), x.shape[0])
        return {k: m.avg for k, m in meters.items()}

    def test(self, x, y):
        self.student.eval()
        xg = with_input_grad(x)
        probe = InputGradient(create_graph=False)
        g_s = probe(self.student(xg), xg, y)
        g_t = probe(self.teacher(xg), xg, y)
        grad_cos = torch.cosine_similarity(g_s, g_t, dim=1).mean().item()
        with torch.no_grad():
            s_logits, t_logits = self.student(x), self.teacher(x)
            kd = self.criterions["kd"](s_logits, t_logits).item() if "kd" in self.criterions else float("nan")
            acc = (s_logits.argmax(1) == y).float().mean().item()
        return {"acc": acc, "kd": kd, "grad_cos": grad_cos}
