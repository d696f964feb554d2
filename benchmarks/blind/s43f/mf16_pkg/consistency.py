import math

import torch.nn.functional as F

from .pond import jitter
from .teacher import ema_update, teacher_probs


def ramp(step, length):
    """Sigmoid ramp-up of the consistency weight (Laine & Aila)."""
    if step >= length:
        return 1.0
    phase = 1.0 - step / length
    return math.exp(-5.0 * phase * phase)


class MeanTeacherStep:
    def __init__(self, student, teacher, opt, hp):
        self.student, self.teacher, self.opt, self.hp = student, teacher, opt, hp
        self.step_no = 0

    def __call__(self, xl, yl, xu):
        self.student.train()
        sup = F.cross_entropy(self.student(jitter(xl)), yl)
        target = teacher_probs(self.teacher, jitter(xu), self.hp["temperature"])
        pred = F.softmax(self.student(jitter(xu)) / self.hp["temperature"], dim=1)
        cons = F.mse_loss(pred, target, reduction="sum") / len(xu)
        weight = self.hp["cons_weight"] * ramp(self.step_no, self.hp["rampup"])
        total = sup + weight * cons
        self.opt.zero_grad()
        total.backward()
        self.opt.step()
        ema_update(self.teacher, self.student, self.hp["ema_decay"])
        self.step_no += 1
        return sup.item(), cons.item()
