import torch


class DistillRunner:
    def __init__(self, student, opt, sched, objective):
        self.student, self.opt, self.sched, self.objective = student, opt, sched, objective

    def step(self, x, y):
        self.student.train()
        self.opt.zero_grad()
        value = self.objective(self.student(x), x, y)
        value.backward()
        self.opt.step()
        self.sched.step()
        return value.item()

    @torch.no_grad()
    def agreement(self, teacher, x):
        self.student.eval()
        return (self.student(x).argmax(-1) == teacher(x).argmax(-1)).float().mean().item()
