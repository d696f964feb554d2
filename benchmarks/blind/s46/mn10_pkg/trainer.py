from .meter import AverageMeter, accuracy


class KDTrainer:
    def __init__(self, student, teacher, criterions, optimizer, mode):
        self.student, self.teacher = student, teacher
        self.criterions, self.optimizer = criterions, optimizer
        self.mode = mode

    def losses(self, s_logits, t_logits, y):
        out = {"ce": self.criterions["ce"](s_logits, y)}
        if self.mode == "kd":
            out["kd"] = self.criterions["kd"](s_logits, t_logits)
        elif self.mode == "dkd":
            out["dkd"] = self.criterions["dkd"](s_logits, t_logits, y)
        return out

    def train_epoch(self, loader):
        self.student.train()
        meters = {}
        for x, y in loader:
            t_logits = self.teacher(x).detach()
            s_logits = self.student(x)
            parts = self.losses(s_logits, t_logits, y)
            loss = sum(parts.values())
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            for k, v in parts.items():
                meters.setdefault(k, AverageMeter(k)).update(v.item(), x.size(0))
        return meters

    def test(self, loader):
        self.student.eval()
        meters = {"acc": AverageMeter("acc")}
        for x, y in loader:
            s_logits = self.student(x)
            t_logits = self.teacher(x)
            for k, v in self.losses(s_logits, t_logits, y).items():
                meters.setdefault(k, AverageMeter(k)).update(v.item(), x.size(0))
            meters["acc"].update(accuracy(s_logits, y), x.size(0))
        return meters
