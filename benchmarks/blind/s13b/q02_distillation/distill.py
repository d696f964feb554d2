import torch
import torch.nn.functional as F

from data import batches


def fit_teacher(teacher, feats, labels, cfg):
    opt = torch.optim.AdamW(teacher.parameters(), lr=cfg["teacher_lr"])
    teacher.train()
    for _ in range(cfg["teacher_epochs"]):
        for x, y in batches(feats, labels, cfg["batch_size"]):
            opt.zero_grad()
            F.cross_entropy(teacher(x), y).backward()
            opt.step()
    return teacher


class Distiller:
    def __init__(self, teacher, student, criterion, cfg):
        self.teacher = teacher.eval()
        self.student = student
        self.criterion = criterion
        self.cfg = cfg
        self.optimizer = torch.optim.SGD(student.parameters(), lr=cfg["student_lr"], momentum=0.9)

    def train_epoch(self, feats, labels):
        self.student.train()
        running = 0.0
        steps = 0
        for images, targets in batches(feats, labels, self.cfg["batch_size"]):
            student_logits = self.student(images)
            loss = self.criterion(student_logits, self.teacher(images), targets)  # expect: AGL001
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            running += loss.item()
            steps += 1
        return running / steps

    @torch.no_grad()
    def accuracy(self, model, feats, labels):
        model.eval()
        correct = 0
        for x, y in batches(feats, labels, 256, shuffle=False):
            correct += (model(x).argmax(dim=-1) == y).sum().item()
        return correct / len(labels)
