"""PCGrad (Yu et al., 2020): project away the conflicting part of each task's shared gradient."""
import random

import torch


class PCGrad:
    def __init__(self, optimizer, shared_params, seed=0):
        self.opt = optimizer
        self.shared = shared_params
        self.rng = random.Random(seed)
        self.conflicts = 0

    def _flat_shared_grad(self):
        return torch.cat([p.grad.reshape(-1) if p.grad is not None else torch.zeros(p.numel())
                          for p in self.shared])

    def backward(self, task_losses):
        """Fill .grad of every parameter; shared ones get the projected sum."""
        per_task, head_grads = [], {}
        last = len(task_losses) - 1
        for i, loss in enumerate(task_losses):
            self.opt.zero_grad(set_to_none=True)
            loss.backward(retain_graph=i < last)
            per_task.append(self._flat_shared_grad().clone())
            for group in self.opt.param_groups:
                for p in group["params"]:
                    if p.grad is not None and all(p is not q for q in self.shared):
                        head_grads[p] = head_grads.get(p, 0) + p.grad.clone()

        projected = [g.clone() for g in per_task]
        for i, g_i in enumerate(projected):
            others = [j for j in range(len(per_task)) if j != i]
            self.rng.shuffle(others)
            for j in others:
                dot = torch.dot(g_i, per_task[j])
                if dot < 0:
                    g_i -= dot / per_task[j].pow(2).sum() * per_task[j]
                    self.conflicts += 1
        merged = torch.stack(projected).sum(0)

        offset = 0
        for p in self.shared:
            n = p.numel()
            p.grad.copy_(merged[offset:offset + n].view_as(p))
            offset += n
        for p, g in head_grads.items():
            p.grad = g
