import torch


class Meter:
    def __init__(self):
        self.total, self.n = 0.0, 0

    def update(self, value, n):
        self.total += value * n
        self.n += n

    @property
    def avg(self):
        return self.total / max(self.n, 1)


class DistillTrainer:
    def __init__(self, student, teacher, criterions, optimizer, ema, terms, weights):
        self.student, self.teacher = student, teacher
        self.criterions, self.optimizer, self.ema = criterions, optimizer, ema
        self.terms, self.weights = terms, weights

    def compute_terms(self, x, y):
        with torch.no_grad():
            t_logits, t_map = self.teacher(x, return_features=True)
        s_logits, s_map = self.student(x, return_features=True)
        out = {"ce": self.criterions["ce"](s_logits, y)}
        if "kd" in self.terms:
            out["kd"] = self.criterions["kd"](s_logits, t_logits)
        if "at" in self.terms:
            out["at"] = self.criterions["at"](s_map, t_map)
        if "jac" in self.terms:
            out["jac"] = self.criterions["jac"](self.student, self.teacher, x)
        if "adv" in self.terms:
            out["adv"] = self.criterions["adv"](self.student, self.teacher, x, y)
        return out

    def train_epoch(self, loader):
        self.student.train()
        meters = {}
        for x, y in loader:
            terms = self.compute_terms(x, y)
            loss = sum(self.weights.get(k, 1.0) * v for k, v in terms.items())
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            self.ema.update(self.student)
            for k, v in terms.items():
                meters.setdefault(k, Meter()).update(v.item(), x.size(0))
        return {k: m.avg for k, m in meters.items()}

    def test(self, loader):
        """Accuracy of the EMA student plus the Jacobian gap, which needs input gradients."""
        model = self.ema.model
        correct, n, gap = 0, 0, Meter()
        for x, y in loader:
            with torch.no_grad():
                correct += (model(x).argmax(1) == y).sum().item()
            gap.update(self.criterions["jac"](model, self.teacher, x).item(), x.size(0))
            n += x.size(0)
        return correct / n, gap.avg
