"""Mean-teacher bookkeeping: an exponential moving average of the student's weights."""
import copy

import torch
import torch.nn.functional as F


def make_teacher(student):
    teacher = copy.deepcopy(student)
    teacher.train()          # keeps dropout on: the teacher sees a different noise draw
    return teacher


@torch.no_grad()
def ema_update(teacher, student, decay):
    for t, s in zip(teacher.parameters(), student.parameters()):
        t.mul_(decay).add_(s, alpha=1 - decay)
    for tb, sb in zip(teacher.buffers(), student.buffers()):
        tb.copy_(sb)


def teacher_probs(teacher, x, temperature=1.0):
    return F.softmax(teacher(x) / temperature, dim=1)
