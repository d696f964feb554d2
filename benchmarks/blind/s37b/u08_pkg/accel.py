import torch


class MiniAccelerator:
    """A tiny stand-in for accelerate.Accelerator (single process, optional device)."""

    def __init__(self, device=None, log_with_print=True):
        self.device = torch.device(device or ("cuda" if torch.cuda.is_available() else "cpu"))
        self.log_with_print = log_with_print

    def prepare(self, *objects):
        out = []
        for obj in objects:
            if isinstance(obj, torch.nn.Module):
                obj = obj.to(self.device)
            out.append(obj)
        return out[0] if len(out) == 1 else tuple(out)

    def to_device(self, *tensors):
        return tuple(t.to(self.device) for t in tensors)

    def backward(self, loss):
        loss.backward()

    def print(self, *args):
        if self.log_with_print:
            print(*args)
