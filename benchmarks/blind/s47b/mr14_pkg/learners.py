import torch
import torch.nn.functional as F

from .flights import strong_view, weak_view
from .models import ARCHS
from .pseudo import pseudo_label_loss


class Learner:
    def __init__(self, arch, classes, lr, logbook):
        self.model = ARCHS[arch](classes)
        self.opt = torch.optim.Adam(self.model.parameters(), lr=lr)
        self.logbook = logbook

    def event(self, name, *payload):
        return getattr(self, "on_" + name)(*payload)

    @torch.no_grad()
    def on_validation(self, x, y):
        self.model.eval()
        acc = (self.model(x).argmax(1) == y).float().mean().item()
        self.model.train()
        return acc


class SupervisedTeacher(Learner):
    def on_batch(self, x, y, gen):
        loss = F.cross_entropy(self.model(weak_view(x, gen)), y)
        self.opt.zero_grad()
        loss.backward()
        self.opt.step()
        return loss.item()


class PseudoLabelStudent(Learner):
    def __init__(self, arch, classes, lr, logbook, teacher, threshold):
        super().__init__(arch, classes, lr, logbook)
        self.teacher = teacher
        self.threshold = threshold

    def on_batch(self, x, gen):
        self.teacher.eval()
        loss, coverage = pseudo_label_loss(self.teacher, self.model, weak_view(x, gen),
                                           strong_view(x, gen), self.threshold)
        self.opt.zero_grad()
        loss.backward()
        self.opt.step()
        self.logbook.write(loss=loss, coverage=coverage)
        return loss.item()
