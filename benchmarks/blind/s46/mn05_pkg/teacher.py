"""The mean teacher: an exponential moving average of the student weights."""
import copy


def create_teacher(student):
    teacher = copy.deepcopy(student)
    teacher.train()
    return teacher


def ema_alpha(step, alpha_max=0.99):
    # ramp the decay up so the teacher follows the student closely at the start
    return min(1.0 - 1.0 / (step + 1), alpha_max)


def update_teacher(student, teacher, alpha):
    for t_param, s_param in zip(teacher.parameters(), student.parameters()):
        t_param.mul_(alpha).add_(s_param.detach(), alpha=1.0 - alpha)
    for t_buf, s_buf in zip(teacher.buffers(), student.buffers()):
        t_buf.copy_(s_buf)
