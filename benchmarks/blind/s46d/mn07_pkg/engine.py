import torch

from .data import minibatches, weak_views


class AverageMeter:
    def __init__(self):
        self.sum, self.count = 0.0, 0

    def update(self, v, n=1):
        self.sum += v * n
        self.count += n

    @property
    def avg(self):
        return self.sum / max(self.count, 1)


class MeanTeacherRegressor:
    def __init__(self, student, ema, criterions, optimizer, gen, cons_weight=2.0):
        self.student, self.ema = student, ema
        self.criterions, self.optimizer = criterions, optimizer
        self.gen, self.cons_weight = gen, cons_weight

    def train_epoch(self, x, y, labelled, bs=64):
        self.student.train()
        meters = {k: AverageMeter() for k in self.criterions}
        for xb, yb, mb in minibatches(x, y, labelled, bs, self.gen):
            pred_s = self.student(weak_views(xb, self.gen))
            with torch.no_grad():
                pred_t = self.ema(weak_views(xb, self.gen))
            terms = {"sup": self.criterions["sup"](pred_s, yb, mb)}
            if "cons" in self.criterions:
                terms["cons"] = self.cons_weight * self.criterions["cons"](pred_s, pred_t)
            loss = sum(terms.values())
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            self.ema.update(self.student)
            for k, v in terms.items():
                meters[k].update(v.item(), xb.shape[0])
        return {k: m.avg for k, m in meters.items()}

    @torch.no_grad()
    def test(self, x, y):
        self.student.eval()
        out = {}
        for name, net in (("student", self.student), ("teacher", self.ema)):
            out[name] = (net(x) - y).abs().mean().item() * 2.0
        return out
