"""Accelerate-style helper: device placement, backward, gradient clipping."""
import torch


class Accelerator:
    def __init__(self, device="cpu", max_grad_norm=None):
        self.device = torch.device(device)
        self.max_grad_norm = max_grad_norm

    def prepare(self, model, optimizer, scheduler=None):
        return model.to(self.device), optimizer, scheduler

    def backward(self, loss):
        loss.backward()

    def clip_grad_norm_(self, parameters):
        if self.max_grad_norm is not None:
            return torch.nn.utils.clip_grad_norm_(parameters, self.max_grad_norm)
        return None

    def gather(self, tensor):
        return tensor.detach().cpu()
