"""Dashboard helper: how much of the shared-bottom gradient comes from one task."""
import math


class TaskGradMonitor:
    def __init__(self):
        self.history = []

    def shared_grad_norm(self, task_loss, net):
        net.zero_grad(set_to_none=True)
        task_loss.backward()
        shared = net.shared_parameters()
        norm = math.sqrt(sum(float(p.grad.pow(2).sum()) for p in shared if p.grad is not None))
        net.zero_grad(set_to_none=True)
        self.history.append(norm)
        return norm
