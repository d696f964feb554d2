import torch


class AverageMeter:
    def __init__(self):
        self.reset()

    def reset(self):
        self.sum, self.count = 0.0, 0

    def update(self, val, n=1):
        self.sum += val * n
        self.count += n

    @property
    def avg(self):
        return self.sum / max(self.count, 1)


class RKDTrainer:
    def __init__(self, student, teacher, criterions, weights, optimizer, scheduler):
        self.student, self.teacher = student, teacher
        self.criterions, self.weights = criterions, weights
        self.optimizer, self.scheduler = optimizer, scheduler

    def compute_losses(self, x, y):
        with torch.no_grad():
            t_logits, t_emb = self.teacher(x)
        s_logits, s_emb = self.student(x)
        args = {"ce": (s_logits, y), "kd": (s_logits, t_logits), "rkd_d": (s_emb, t_emb), "rkd_a": (s_emb, t_emb)}
        return {k: self.weights[k] * c(*args[k]) for k, c in self.criterions.items()}, s_logits

    def train_epoch(self, loader):
        self.student.train()
        meter = AverageMeter()
        self.optimizer.zero_grad(set_to_none=True)
        for x, y in loader:
            terms, _ = self.compute_losses(x, y)
            loss = sum(terms.values())
            loss.backward()
            self.optimizer.step()
            self.scheduler.step()
            meter.update(loss.item(), x.shape[0])
        return meter.avg

    @torch.no_grad()
    def test(self, x, y):
        self.student.eval()
        terms, logits = self.compute_losses(x, y)
        return {"acc": (logits.argmax(1) == y).float().mean().item(), **{k: v.item() for k, v in terms.items()}}
