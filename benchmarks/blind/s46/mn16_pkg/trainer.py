import torch
import torch.nn.functional as F

from .bookkeeping import EpochLog


class RKDTrainer:
    def __init__(self, student, teacher, names, criterions, weights, optimizer):
        self.student, self.teacher = student, teacher
        self.names, self.criterions, self.weights = names, criterions, weights
        self.optimizer = optimizer

    def terms(self, s_out, t_out, y):
        vals = {"ce": F.cross_entropy(s_out[0], y)}
        for name, crit in zip(self.names, self.criterions):
            if name == "kd":
                vals[name] = crit(s_out[0], t_out[0])
            else:
                vals[name] = crit(s_out[1], t_out[1])
        return vals

    def train_epoch(self, x, y, bs=32):
        self.student.train()
        log = EpochLog()
        perm = torch.randperm(x.size(0))
        for i in range(0, x.size(0), bs):
            xb, yb = x[perm[i:i + bs]], y[perm[i:i + bs]]
            with torch.no_grad():
                t_out = self.teacher(xb)
            vals = self.terms(self.student(xb), t_out, yb)
            loss = sum(self.weights.get(k, 1.0) * v for k, v in vals.items())
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            for name, value in vals.items():
                log.add(name, value, xb.size(0))
            log.step(xb.size(0))
        return log.summary()

    @torch.no_grad()
    def test(self, x, y):
        self.student.eval()
        log = EpochLog()
        vals = self.terms(self.student(x), self.teacher(x), y)
        for name, value in vals.items():
            log.add(name, value.item(), x.size(0))
        log.step(x.size(0))
        out = log.summary()
        out["acc"] = (self.student(x)[0].argmax(1) == y).float().mean().item()
        return out
