import torch

from .criteria import InputSaliency, consistency_weight, saliency_agreement
from .data import gaussian_view


class AverageMeter:
    def __init__(self, name):
        self.name, self.sum, self.n = name, 0.0, 0

    def update(self, value, n=1):
        self.sum += value * n
        self.n += n

    def __str__(self):
        return f"{self.name} {self.sum / max(self.n, 1):.4f}"


class MeanTeacherTrainer:
    def __init__(self, student, teacher, ema, criterions, optimizer, cfg, gen):
        self.student, self.teacher, self.ema = student, teacher, ema
        self.criterions, self.optimizer, self.cfg, self.gen = criterions, optimizer, cfg, gen
        self.step = 0

    def train_epoch(self, labelled, unlabelled, epoch):
        (xl, yl), xu = labelled, unlabelled
        self.student.train(); self.teacher.train()
        w = consistency_weight(epoch)
        meters = [AverageMeter("ce"), AverageMeter("cons")]
        for start in range(0, xu.shape[0], self.cfg.bs):
            xu_b = xu[start:start + self.cfg.bs]
            li = torch.randint(0, xl.shape[0], (self.cfg.bs_lab,), generator=self.gen)
            x_all = torch.cat([xl[li], xu_b])
            s_logits = self.student(gaussian_view(x_all, 0.03, self.gen))
            t_logits = self.teacher(gaussian_view(x_all, 0.03, self.gen))
            loss_ce = self.criterions["ce"](s_logits[: len(li)], yl[li])
            loss = loss_ce
            loss_cons = torch.zeros(())
            if "cons" in self.criterions:
                loss_cons = self.criterions["cons"](s_logits, t_logits)
                loss = loss + w * loss_cons
            self.optimizer.zero_grad(set_to_none=True)
            loss.backward()
            self.optimizer.step()
            self.ema.step(self.step)
            self.step += 1
            meters[0].update(loss_ce.item(), len(li))
            meters[1].update(loss_cons.item(), xu_b.shape[0])
        return meters

    def test(self, x, y):
        self.student.eval(); self.teacher.eval()
        sal_s = InputSaliency(self.student)(x, y)
        sal_t = InputSaliency(self.teacher)(x, y)
        agree = saliency_agreement(sal_s, sal_t).item()
        with torch.no_grad():
            acc_s = (self.student(x).argmax(1) == y).float().mean().item()
            acc_t = (self.teacher(x).argmax(1) == y).float().mean().item()
            ce = self.criterions["ce"](self.teacher(x), y).item()
        return {"acc_student": acc_s, "acc_teacher": acc_t, "ce_teacher": ce, "saliency_cos": agree}
