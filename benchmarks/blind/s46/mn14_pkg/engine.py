import torch

from .schedule import distill_weight, temperature_at


class Meter:
    def __init__(self):
        self.s, self.n = 0.0, 0

    def add(self, v, n):
        self.s += v * n
        self.n += n

    def mean(self):
        return self.s / max(self.n, 1)


class LogitDistiller:
    def __init__(self, student, teacher, criterions, optimizer, mode, epochs):
        self.student, self.teacher = student, teacher
        self.criterions, self.optimizer = criterions, optimizer
        self.kind = mode.split("+")[-1]
        self.epochs = epochs

    def train_epoch(self, loader, epoch):
        self.student.train()
        T, w = temperature_at(epoch, self.epochs), distill_weight(epoch)
        m_ce, m_kd = Meter(), Meter()
        for x, y in loader:
            with torch.no_grad():
                t_logits = self.teacher(x)
            s_logits = self.student(x)
            ce = self.criterions["ce"](s_logits, y)
            kd = self.criterions[self.kind](s_logits, t_logits, T)
            loss = (1 - 0.5 * w) * ce + 0.5 * w * kd
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            m_ce.add(ce.item(), x.size(0))
            m_kd.add(kd.item(), x.size(0))
        return T, m_ce.mean(), m_kd.mean()

    @torch.no_grad()
    def test(self, loader):
        self.student.eval()
        hits, n = 0, 0
        for x, y in loader:
            hits += (self.student(x).argmax(1) == y).sum().item()
            n += x.size(0)
        return hits / n
