"""A small stand-in for an `Accelerator`: device placement, backward and clipping in one place."""
import torch


class DeviceLoader:
    def __init__(self, loader, device):
        self.loader = loader
        self.device = device

    def __iter__(self):
        for batch in self.loader:
            yield tuple(t.to(self.device) for t in batch)

    def __len__(self):
        return len(self.loader)

    def __getattr__(self, name):
        return getattr(self.loader, name)


class AcceleratedOptimizer:
    def __init__(self, optimizer):
        self.optimizer = optimizer

    def step(self):
        self.optimizer.step()

    def zero_grad(self, set_to_none=True):
        self.optimizer.zero_grad(set_to_none=set_to_none)

    def __getattr__(self, name):
        return getattr(self.optimizer, name)


class Accelerator:
    def __init__(self, device="cpu", max_grad_norm=None):
        self.device = torch.device(device)
        self.max_grad_norm = max_grad_norm
        self.steps = 0

    def prepare(self, *objects):
        prepared = []
        for obj in objects:
            if isinstance(obj, torch.nn.Module):
                prepared.append(obj.to(self.device))
            elif isinstance(obj, torch.optim.Optimizer):
                prepared.append(AcceleratedOptimizer(obj))
            else:
                prepared.append(DeviceLoader(obj, self.device))
        return prepared if len(prepared) > 1 else prepared[0]

    def backward(self, loss, parameters=None):
        loss.backward()
        self.steps += 1
        if self.max_grad_norm is not None and parameters is not None:
            torch.nn.utils.clip_grad_norm_(parameters, self.max_grad_norm)
