import torch

from .data import shuffled


class AverageMeter:
    def __init__(self):
        self.total, self.count = 0.0, 0

    def update(self, value, n=1):
        self.total += value * n
        self.count += n

    @property
    def avg(self):
        return self.total / max(self.count, 1)


class AdversarialDistiller:
    def __init__(self, student, teacher, bridge, criterions, opt_s, opt_d, gen, mode, lam=0.1):
        self.student, self.teacher, self.bridge = student, teacher, bridge
        self.crit, self.opt_s, self.opt_d = criterions, opt_s, opt_d
        self.gen, self.mode, self.lam = gen, mode, lam

    def train_epoch(self, x_all, y_all, bs=64):
        self.student.train(); self.bridge.train()
        meters = {k: AverageMeter() for k in ("critic", "student", "gan")}
        for x, y in shuffled(x_all, y_all, bs, self.gen):
            with torch.no_grad():
                t_logits, t_feat = self.teacher(x)
            s_logits, s_feat = self.student(x)
            scores = self.bridge(s_feat, t_feat)

            loss_d = self.crit["gan"](scores["real"], True) + self.crit["gan"](scores["fake_for_critic"], False)
            self.opt_d.zero_grad()
            loss_d.backward()
            self.opt_d.step()

            loss_gan = self.crit["gan"](scores["fake_for_student"], True)
            loss_s = self.crit["ce"](s_logits, y) + self.lam * loss_gan
            if "kd" in self.mode:
                loss_s = loss_s + 0.5 * self.crit["kd"](s_logits, t_logits)
            self.opt_s.zero_grad()
            loss_s.backward()
            self.opt_s.step()

            meters["critic"].update(loss_d.item(), x.shape[0])
            meters["student"].update(loss_s.item(), x.shape[0])
            meters["gan"].update(loss_gan.item(), x.shape[0])
        return {k: m.avg for k, m in meters.items()}

    @torch.no_grad()
    def test(self, x, y):
        self.student.eval()
        logits, _ = self.student(x)
        return {"acc": (logits.argmax(1) == y).float().mean().item(), "ce": self.crit["ce"](logits, y).item()}
