import torch


class AverageMeter:
    def __init__(self, name):
        self.name = name
        self.sum, self.count = 0.0, 0

    def update(self, val, n=1):
        self.sum += val * n
        self.count += n

    def __repr__(self):
        return f"{self.name} {self.sum / max(self.count, 1):.4f}"


class KDTrainer:
    def __init__(self, student, teacher, criterions, weights, optimizer):
        self.student, self.teacher = student, teacher
        self.criterions, self.weights, self.optimizer = criterions, weights, optimizer

    def _terms(self, s_out, t_out, y):
        (s_logits, s_feat), (t_logits, t_feat) = s_out, t_out
        return {k: self.weights[k] * c(s_logits, t_logits, s_feat, t_feat, y) for k, c in self.criterions.items()}

    def train_epoch(self, loader):
        self.student.train(); self.criterions.train()
        meters = {k: AverageMeter(k) for k in self.criterions}
        for x, y in loader:
            with torch.no_grad():
                t_out = self.teacher(x)
            s_out = self.student(x)
            terms = self._terms(s_out, t_out, y)
            loss = sum(terms.values())
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            for k, v in terms.items():
                meters[k].update(v.item(), x.shape[0])
        return list(meters.values())

    def test(self, loader):
        self.student.eval(); self.criterions.eval()
        meters = {k: AverageMeter("val_" + k) for k in self.criterions}
        correct, total = 0, 0
        for x, y in loader:
            s_out = self.student(x)
            t_out = self.teacher(x)
            terms = self._terms(s_out, t_out, y)
            for k, v in terms.items():
                meters[k].update(v.item(), x.shape[0])
            correct += (s_out[0].argmax(1) == y).sum().item()
            total += x.shape[0]
        return list(meters.values()), correct / total
