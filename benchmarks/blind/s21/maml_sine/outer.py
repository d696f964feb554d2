import torch
import torch.nn.functional as F

from inner import adapt


class MetaLearner:
    def __init__(self, learner, meta_opt, inner_lr=0.01, inner_steps=1):
        self.learner = learner
        self.meta_opt = meta_opt
        self.inner_lr = inner_lr
        self.inner_steps = inner_steps

    def meta_step(self, tasks):
        self.meta_opt.zero_grad()
        query_losses = []
        for support, (xq, yq) in tasks:
            fast = adapt(self.learner, support, self.inner_lr, self.inner_steps)
            query_losses.append(F.mse_loss(self.learner(xq, fast), yq))
        meta_objective = torch.stack(query_losses).mean()
        meta_objective.backward()
        self.meta_opt.step()
        return meta_objective.item()

    def evaluate(self, tasks, steps):
        total = 0.0
        for support, (xq, yq) in tasks:
            fast = adapt(self.learner, support, self.inner_lr, steps, second_order=False)
            with torch.no_grad():
                total += F.mse_loss(self.learner(xq, fast), yq).item()
        return total / len(tasks)
