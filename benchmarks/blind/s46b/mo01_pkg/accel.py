import torch


class Accelerator:
    """Minimal stand-in for `accelerate.Accelerator` (single CPU process)."""

    def __init__(self, device="cpu", grad_clip=None):
        self.device = torch.device(device)
        self.grad_clip = grad_clip
        self._models = []

    def prepare(self, *objs):
        out = []
        for o in objs:
            if isinstance(o, torch.nn.Module):
                o = o.to(self.device)
                self._models.append(o)
            out.append(o)
        return out if len(out) > 1 else out[0]

    def backward(self, loss):
        loss.backward()
        if self.grad_clip is not None:
            for m in self._models:
                torch.nn.utils.clip_grad_norm_(m.parameters(), self.grad_clip)
