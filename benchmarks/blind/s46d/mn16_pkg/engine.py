import torch

from .data import iterate


class AverageMeter:
    def __init__(self):
        self.sum = 0.0
        self.count = 0

    def update(self, v, n=1):
        self.sum += v * n
        self.count += n

    @property
    def avg(self):
        return self.sum / max(self.count, 1)


class Trainer:
    def __init__(self, student, teacher, criterions, optimizer, scheduler, gen, weights):
        self.student, self.teacher = student, teacher
        self.criterions, self.optimizer, self.scheduler = criterions, optimizer, scheduler
        self.gen, self.weights = gen, weights

    def train_epoch(self, x, y, bs=64):
        self.student.train()
        meters = {k: AverageMeter() for k in self.criterions}
        for xb, yb in iterate(x, y, bs, self.gen):
            with torch.no_grad():
                t_logits, t_feat = self.teacher(xb)
            s_logits, s_feat = self.student(xb)
            pairs = {"ce": (s_logits, yb), "kd": (s_logits, t_logits), "feat": (s_feat, t_feat)}
            terms = {k: self.weights[k] * c(*pairs[k]) for k, c in self.criterions.items()}
            loss = sum(terms.values())
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            for k, v in terms.items():
                meters[k].update(v.item(), xb.shape[0])
        self.scheduler.step()
        return {k: m.avg for k, m in meters.items()}

    @torch.no_grad()
    def test(self, x, y):
        self.student.eval()
        logits, _ = self.student(x)
        return (logits.argmax(1) == y).float().mean().item()
