import torch.nn.functional as F


class Distiller:
    def __init__(self, student, teacher, temperature=4.0, alpha=0.7):
        self.student, self.teacher = student, teacher
        self.T, self.alpha = temperature, alpha

    def objective(self, x, y):
        soft_targets = F.softmax(self.teacher(x) / self.T, dim=1)
        s_logits = self.student(x)
        kd = F.kl_div(F.log_softmax(s_logits / self.T, dim=1), soft_targets, reduction="batchmean")
        return self.alpha * kd * self.T ** 2 + (1 - self.alpha) * F.cross_entropy(s_logits, y)

    def step(self, opt, x, y):
        opt.zero_grad()
        value = self.objective(x, y)
        value.backward()
        opt.step()
        return value.item()


def supervised_step(net, opt, x, y):
    opt.zero_grad()
    ce = F.cross_entropy(net(x), y)
    ce.backward()
    opt.step()
    return ce.item()
