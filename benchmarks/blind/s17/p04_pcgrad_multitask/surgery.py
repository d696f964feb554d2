import random

import torch


class ProjectedGradients:
    """PCGrad: one backward per task, then remove conflicting components."""

    def __init__(self, optimizer):
        self.optimizer = optimizer

    @property
    def params(self):
        return [p for group in self.optimizer.param_groups for p in group["params"]]

    def _flat_grad(self):
        return torch.cat([(p.grad if p.grad is not None else torch.zeros_like(p)).reshape(-1)
                          for p in self.params])

    def backward(self, task_objectives):
        per_task = []
        last = len(task_objectives) - 1
        for i, value in enumerate(task_objectives):
            self.optimizer.zero_grad(set_to_none=True)
            value.backward(retain_graph=i < last)
            per_task.append(self._flat_grad())

        projected = [g.clone() for g in per_task]
        for g_i in projected:
            others = list(per_task)
            random.shuffle(others)
            for g_j in others:
                dot = torch.dot(g_i, g_j)
                if dot < 0:
                    g_i -= dot / (g_j.norm() ** 2 + 1e-12) * g_j
        merged = torch.stack(projected).sum(dim=0)

        offset = 0
        for p in self.params:
            n = p.numel()
            p.grad = merged[offset:offset + n].view_as(p).clone()
            offset += n
