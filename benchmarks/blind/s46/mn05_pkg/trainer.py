import torch

from .consistency import sigmoid_rampup
from .glassware import jitter
from .teacher import ema_alpha, update_teacher


class MeanTeacherTrainer:
    def __init__(self, student, teacher, optimizer, criterions, mode, cons_weight=8.0, rampup=40):
        self.student, self.teacher, self.optimizer = student, teacher, optimizer
        self.criterions = criterions
        self.cons_name = mode.split("+")[1] if "+" in mode else None
        self.cons_weight, self.rampup = cons_weight, rampup
        self.step = 0

    def train_epoch(self, labelled, unlabelled, batch_size=32):
        self.student.train()
        x_lab, y_lab = labelled
        order = torch.randperm(unlabelled.size(0))
        log = {"ce": 0.0, "cons": 0.0, "n": 0}
        for i in range(0, unlabelled.size(0), batch_size):
            xu = unlabelled[order[i:i + batch_size]]
            pick = torch.randint(0, x_lab.size(0), (batch_size // 4,))
            xl, yl = x_lab[pick], y_lab[pick]
            x_all = torch.cat([xl, xu])
            s_logits = self.student(jitter(x_all))
            with torch.no_grad():
                t_logits = self.teacher(jitter(x_all))
            ce = self.criterions["ce"](s_logits[: xl.size(0)], yl)
            loss = ce
            cons = torch.zeros(())
            if self.cons_name is not None:
                w = self.cons_weight * sigmoid_rampup(self.step, self.rampup)
                cons = self.criterions[self.cons_name](s_logits, t_logits)
                loss = loss + w * cons
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            update_teacher(self.student, self.teacher, ema_alpha(self.step))
            self.step += 1
            log["ce"] += ce.item()
            log["cons"] += cons.item()
            log["n"] += 1
        return {"ce": log["ce"] / log["n"], "cons": log["cons"] / log["n"]}

    @torch.no_grad()
    def test(self, x, y):
        self.student.eval()
        self.teacher.eval()
        acc_s = (self.student(x).argmax(1) == y).float().mean().item()
        acc_t = (self.teacher(x).argmax(1) == y).float().mean().item()
        self.teacher.train()
        return acc_s, acc_t
